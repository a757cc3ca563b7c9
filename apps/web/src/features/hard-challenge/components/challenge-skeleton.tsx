import { CONSTANTS } from '@chronicle/contract';
import { useTranslation } from '../../../lib/use-translation.js';
import { Skeleton } from '../../../components/ui/skeleton.js';
import { useDelayedFlag } from '../../../lib/use-delayed-flag.js';

/** The page's shape while a season loads: two best records, tabs and boss cards. */
export function ChallengeSkeleton() {
  const { t } = useTranslation();
  const visible = useDelayedFlag(true, CONSTANTS.loadingDelayMs);
  return (
    <div className="hc-skeleton" aria-busy="true">
      <span className="visually-hidden">{t('state.loading')}</span>
      {visible ? (
        <>
          <div className="hc-skeleton__row">
            <Skeleton height="6em" radius="var(--radius-md)" />
            <Skeleton height="6em" radius="var(--radius-md)" />
          </div>
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} height="14em" radius="var(--radius-lg)" />
          ))}
        </>
      ) : null}
    </div>
  );
}
