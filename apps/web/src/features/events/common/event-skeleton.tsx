import { CONSTANTS } from '@chronicle/contract';
import { useTranslation } from '../../../lib/use-translation.js';
import { Skeleton } from '../../../components/ui/skeleton.js';
import { useDelayedFlag } from '../../../lib/use-delayed-flag.js';

/** The shape of a sub-page while the record loads: a few stage cards. */
export function EventSkeleton() {
  const { t } = useTranslation();
  const visible = useDelayedFlag(true, CONSTANTS.loadingDelayMs);
  return (
    <div className="ev-skeleton" aria-busy="true">
      <span className="visually-hidden">{t('state.loading')}</span>
      {visible
        ? Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} height="7em" radius="var(--radius-lg)" />
          ))
        : null}
    </div>
  );
}
