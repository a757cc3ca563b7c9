import { CONSTANTS } from '@chronicle/contract';
import { useTranslation } from '../../../lib/use-translation.js';
import { Skeleton } from '../../../components/ui/skeleton.js';
import { useDelayedFlag } from '../../../lib/use-delayed-flag.js';

/** The page's shape while a period loads: summary tiles, rank row and floor bars. */
export function AbyssSkeleton() {
  const { t } = useTranslation();
  const visible = useDelayedFlag(true, CONSTANTS.loadingDelayMs);
  return (
    <div className="abyss-skeleton" aria-busy="true">
      <span className="visually-hidden">{t('state.loading')}</span>
      {visible ? (
        <>
          <div className="abyss-skeleton__tiles">
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} height="5.5em" radius="var(--radius-md)" />
            ))}
          </div>
          <Skeleton height="11em" radius="var(--radius-lg)" />
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} height="4em" radius="var(--radius-md)" />
          ))}
        </>
      ) : null}
    </div>
  );
}
