import { useTranslation } from '../../../lib/use-translation.js';
import { Button } from '../../../components/ui/button.js';
import { useFormat } from '../../../lib/format.js';
import { formatDuration } from '../../../lib/duration.js';
import type { CalendarAct } from '../api/get-act-calendar.js';
import { StatusChip, TimeLeft } from './time-left.js';

/** The role's progress in an event or challenge, in one line; null when the type has none. */
function ActProgress({ act }: { act: CalendarAct }) {
  const { t } = useTranslation('calendar');
  const fmt = useFormat();
  const row = (text: string, ratio?: number) => (
    <div className="calendar-progress">
      <span className="calendar-progress__text">{text}</span>
      {ratio === undefined ? null : (
        <span className="calendar-progress__bar" aria-hidden="true">
          <span style={{ width: `${Math.round(Math.min(1, Math.max(0, ratio)) * 100)}%` }} />
        </span>
      )}
    </div>
  );
  if (act.double_detail) {
    const { left, total } = act.double_detail;
    return row(
      t('detail.double', { left: fmt.number(left), total: fmt.number(total) }),
      total > 0 ? left / total : 0,
    );
  }
  if (act.explore_detail) {
    const percent = act.explore_detail.explore_percent;
    return row(t('detail.explore', { percent: fmt.percent(percent) }), percent / 100);
  }
  const mode = act.tower_detail ?? act.role_combat_detail ?? act.hard_challenge_detail;
  if (mode && !mode.is_unlock && !mode.has_data) return row(t('detail.locked'));
  if (mode && !mode.has_data) return row(t('detail.noData'));
  if (act.tower_detail) {
    const { total_star, max_star } = act.tower_detail;
    return row(
      t('detail.tower', { stars: fmt.number(total_star), max: fmt.number(max_star) }),
      max_star > 0 ? total_star / max_star : 0,
    );
  }
  if (act.role_combat_detail)
    return row(t('detail.roleCombat', { round: fmt.number(act.role_combat_detail.max_round_id) }));
  if (act.hard_challenge_detail) {
    const { difficulty, second } = act.hard_challenge_detail;
    return row(
      t('detail.hardChallenge', {
        difficulty: fmt.number(difficulty),
        time: formatDuration(second, fmt.lang, 2),
      }),
    );
  }
  return null;
}

export interface ActCardProps {
  act: CalendarAct;
  /** Shown to the owner only: visitors cannot set reminders. */
  onToggleNotice?: ((act: CalendarAct) => void) | undefined;
  busy?: boolean;
}

/** One event or permanent challenge: time left, progress, rewards and the reminder toggle. */
export function ActCard({ act, onToggleNotice, busy }: ActCardProps) {
  const { t } = useTranslation('calendar');
  const fmt = useFormat();
  return (
    <article className={`calendar-card calendar-act calendar-act--${act.type}`} data-act={act.id}>
      <header className="calendar-card__head">
        <h3 className="calendar-card__title">{act.name}</h3>
        <StatusChip status={act.status} finished={act.is_finished} />
      </header>
      {act.desc ? <p className="calendar-card__sub">{act.desc}</p> : null}
      <TimeLeft
        status={act.status}
        countdown={act.countdown_seconds}
        start={act.start_timestamp}
        end={act.end_timestamp}
      />
      {/* Progress means nothing before an event opens. */}
      {act.status === 2 ? <ActProgress act={act} /> : null}
      {act.reward_list.length > 0 ? (
        <div className="calendar-rewards">
          <span className="calendar-rewards__label">{t('rewards')}</span>
          <ul className="calendar-rewards__list">
            {act.reward_list.map((r) => (
              <li key={r.item_id} className={`calendar-reward calendar-reward--r${r.rarity}`}>
                <span className="calendar-reward__gem" aria-hidden="true" />
                {t('reward', { name: r.name, count: fmt.number(r.num) })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {onToggleNotice ? (
        <div className="calendar-act__actions">
          <Button
            size="sm"
            variant={act.is_notice ? 'primary' : 'secondary'}
            icon={act.is_notice ? 'check' : 'heart'}
            aria-pressed={act.is_notice === true}
            disabled={busy}
            onClick={() => onToggleNotice(act)}
          >
            {act.is_notice ? t('notice.remove') : t('notice.add')}
          </Button>
        </div>
      ) : null}
    </article>
  );
}
