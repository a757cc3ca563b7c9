import { CONSTANTS } from '@chronicle/contract';
import { useTranslation } from '../../../lib/use-translation.js';
import { Skeleton } from '../../../components/ui/skeleton.js';
import { useDelayedFlag } from '../../../lib/use-delayed-flag.js';

/** The calendar's shape while it loads: two banner cards and three event cards. */
export function CalendarSkeleton() {
  const { t } = useTranslation();
  const visible = useDelayedFlag(true, CONSTANTS.loadingDelayMs);
  return (
    <div className="calendar-grid" aria-busy="true">
      <span className="visually-hidden">{t('state.loading')}</span>
      {visible
        ? Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} height={i < 2 ? '15em' : '10em'} radius="var(--radius-lg)" />
          ))
        : null}
    </div>
  );
}
