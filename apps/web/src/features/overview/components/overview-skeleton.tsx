import { CONSTANTS } from '@chronicle/contract';
import { useTranslation } from '../../../lib/use-translation.js';
import { Skeleton } from '../../../components/ui/skeleton.js';
import { useDelayedFlag } from '../../../lib/use-delayed-flag.js';
import './overview-skeleton.css';

/**
 * The overview's loading state, shown only after the docs/reference/web-app.md#constants loading
 * delay.
 */
export function OverviewSkeleton() {
  const { t } = useTranslation();
  const visible = useDelayedFlag(true, CONSTANTS.loadingDelayMs);
  return (
    <div className="overview overview--loading" aria-busy="true">
      <span className="visually-hidden">{t('state.loading')}</span>
      {visible ? (
        <>
          <div className="role-header">
            <Skeleton className="role-header__head" radius="50%" />
            <div className="role-header__text">
              <Skeleton width={220} height={28} />
              <Skeleton width={300} height={16} />
            </div>
          </div>
          <div className="overview-skeleton__tiles">
            {Array.from({ length: 14 }, (_, i) => (
              <Skeleton key={i} height={78} radius={12} />
            ))}
          </div>
          <Skeleton height={190} radius={18} />
        </>
      ) : null}
    </div>
  );
}

/** The place of the overview's sections under the first screen while they render (no delay). */
export function OverviewRestSkeleton() {
  return (
    <div className="overview-skeleton__tiles" aria-hidden="true">
      {Array.from({ length: 14 }, (_, i) => (
        <Skeleton key={i} height={78} radius={12} />
      ))}
    </div>
  );
}
