import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.js';
import { EmptyState } from '../../components/ui/empty-state.js';
import { QueryErrorState } from '../../app/query-error-state.js';
import { useToast } from '../../components/ui/toast.js';
import { useFormat } from '../../lib/format.js';
import { useSession, type CurrentRole } from '../../lib/session.js';
import {
  useActCalendar,
  useToggleNotice,
  type ActCalendarData,
  type CalendarAct,
} from './api/get-act-calendar.js';
import { ActCard } from './components/act-card.js';
import { BannerCard } from './components/banner-card.js';
import { CalendarSkeleton } from './components/calendar-skeleton.js';
import { ClockContext } from './components/time-left.js';
import { useNow } from './lib/use-remaining.js';
import './act-calendar.css';

export type CalendarFilter = 'all' | 'banners' | 'events';
const FILTERS: readonly CalendarFilter[] = ['all', 'banners', 'events'];

const byEnd = <T extends { end_timestamp: string }>(list: readonly T[]): T[] =>
  [...list].sort((a, b) => Number(a.end_timestamp) - Number(b.end_timestamp));

function CalendarBody(props: {
  data: ActCalendarData;
  filter: CalendarFilter;
  onToggleNotice: ((act: CalendarAct) => void) | undefined;
  busy: boolean;
}) {
  const { t } = useTranslation('calendar');
  const { data, filter } = props;
  const pools = byEnd([
    ...data.avatar_card_pool_list,
    ...data.weapon_card_pool_list,
    ...data.mixed_card_pool_list,
  ]);
  const acts = byEnd(data.act_list);
  const fixed = byEnd(data.fixed_act_list);
  if (pools.length + acts.length + fixed.length === 0) {
    return <EmptyState message={t('empty.all')} hint={t('empty.allHint')} />;
  }
  const showBanners = filter !== 'events' && pools.length > 0;
  const showEvents = filter !== 'banners' && acts.length > 0;
  const showFixed = filter !== 'banners' && fixed.length > 0;
  if (!showBanners && !showEvents && !showFixed)
    return <EmptyState message={t('empty.filtered')} />;
  const card = (act: CalendarAct) => (
    <ActCard key={act.id} act={act} onToggleNotice={props.onToggleNotice} busy={props.busy} />
  );
  return (
    <>
      {showBanners ? (
        <section className="calendar-section" aria-labelledby="calendar-banners">
          <h2 className="calendar-section__title" id="calendar-banners">
            {t('sections.banners')}
          </h2>
          <div className="calendar-grid">
            {pools.map((pool) => (
              <BannerCard key={pool.pool_id} pool={pool} />
            ))}
          </div>
        </section>
      ) : null}
      {showEvents ? (
        <section className="calendar-section" aria-labelledby="calendar-events">
          <h2 className="calendar-section__title" id="calendar-events">
            {t('sections.events')}
          </h2>
          <div className="calendar-grid">{acts.map(card)}</div>
        </section>
      ) : null}
      {showFixed ? (
        <section className="calendar-section" aria-labelledby="calendar-fixed">
          <h2 className="calendar-section__title" id="calendar-fixed">
            {t('sections.fixed')}
          </h2>
          <div className="calendar-grid calendar-grid--fixed">{fixed.map(card)}</div>
        </section>
      ) : null}
    </>
  );
}

/** setTimeout's longest delay (about 24.8 days). */
const MAX_DELAY_MS = 2 ** 31 - 1;

/**
 * Refetches when the first countdown runs out (a banner ends, an event opens), so the lists and
 * statuses follow the server without a reload.
 */
function useRefetchAtNextChange(
  data: ActCalendarData | undefined,
  receivedAt: number,
  refetch: () => void,
): void {
  const lists = data
    ? [
        ...data.avatar_card_pool_list,
        ...data.weapon_card_pool_list,
        ...data.mixed_card_pool_list,
        ...data.act_list,
        ...data.fixed_act_list,
      ]
    : [];
  const soonest = Math.min(...lists.map((item) => item.countdown_seconds).filter((s) => s > 0));
  useEffect(() => {
    if (!Number.isFinite(soonest)) return undefined;
    const delay = receivedAt + soonest * 1_000 + 1_000 - Date.now();
    const id = window.setTimeout(refetch, Math.min(MAX_DELAY_MS, Math.max(1_000, delay)));
    return () => window.clearTimeout(id);
    // `refetch` is a fresh closure each render; the timer only depends on the answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [soonest, receivedAt]);
}

function RoleCalendar(props: { role: CurrentRole; isVisitor: boolean }) {
  const { role, isVisitor } = props;
  const { t } = useTranslation(['calendar', 'common']);
  const fmt = useFormat();
  const toast = useToast();
  const [filter, setFilter] = useState<CalendarFilter>('all');
  const calendar = useActCalendar(role, fmt.lang);
  const notice = useToggleNotice(role);
  const now = useNow();
  useRefetchAtNextChange(calendar.data, calendar.dataUpdatedAt, () => void calendar.refetch());

  const toggle = (act: CalendarAct) => {
    const enable = act.is_notice !== true;
    notice.mutate(
      { act_id: act.id, enable },
      {
        onSuccess: () =>
          toast(
            t(enable ? 'calendar:notice.added' : 'calendar:notice.removed', { name: act.name }),
            'success',
          ),
        onError: () => toast(t('calendar:notice.failed'), 'error'),
      },
    );
  };

  let body;
  if (calendar.isPending) body = <CalendarSkeleton />;
  else if (calendar.isError) {
    body = <QueryErrorState error={calendar.error} onRetry={() => void calendar.refetch()} />;
  } else {
    body = (
      <ClockContext.Provider value={{ receivedAt: calendar.dataUpdatedAt, now }}>
        <CalendarBody
          data={calendar.data}
          filter={filter}
          onToggleNotice={isVisitor ? undefined : toggle}
          busy={notice.isPending}
        />
      </ClockContext.Provider>
    );
  }

  return (
    <div className="calendar">
      <div className="calendar-toolbar" role="group" aria-label={t('calendar:filter.label')}>
        {FILTERS.map((f) => (
          <button
            key={f}
            type="button"
            className={`calendar-filter${filter === f ? ' calendar-filter--on' : ''}`}
            aria-pressed={filter === f}
            onClick={() => setFilter(f)}
          >
            {t(`calendar:filter.${f}`)}
          </button>
        ))}
      </div>
      {body}
    </div>
  );
}

/** `/ys/act-calendar`: wishes, events and permanent challenges of the role, ending soonest first. */
export function ActCalendarPage() {
  const session = useSession();
  const role = session.crtRole;
  if (!role) return null;
  return (
    <RoleCalendar
      key={`${role.region}:${role.game_role_id}`}
      role={role}
      isVisitor={session.isVisitor}
    />
  );
}
