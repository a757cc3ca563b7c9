import { formatDateTime } from '@chronicle/contract';
import { useTranslation } from '../../../lib/use-translation.js';
import { Portrait } from '../../../components/art/portrait.js';
import { useFormat } from '../../../lib/format.js';
import type { EventRecord } from './use-activity.js';

/** Earned stars out of the stage's maximum, readable as one phrase. */
export function Stars({ stars, max }: { stars: number; max: number }) {
  const { t } = useTranslation('events');
  if (max === 0) return null;
  const shown = Math.min(max, 10);
  const earned = Math.min(stars, shown);
  return (
    <span
      className="ev-stars"
      role="img"
      aria-label={t('record.starsOf', { stars: earned, max: shown })}
    >
      {Array.from({ length: shown }, (_, i) => (
        <span key={i} className={i < earned ? 'ev-stars__on' : 'ev-stars__off'} aria-hidden="true">
          ★
        </span>
      ))}
    </span>
  );
}

/** The team that cleared a stage; trial characters are marked. */
export function Team({ avatars }: { avatars: EventRecord['avatars'] }) {
  const { t } = useTranslation('events');
  if (avatars.length === 0) return null;
  return (
    <ul className="ev-team" aria-label={t('record.team')}>
      {avatars.map((a, i) => (
        <li key={`${a.id}-${i}`} className="ev-team__member">
          <Portrait src={a.icon} alt="" rarity={a.rarity} size={48} />
          <span className="ev-team__name">{a.name}</span>
          <span className="ev-team__level tabular">{t('record.level', { level: a.level })}</span>
          {a.is_trial ? <span className="ev-team__trial">{t('record.trial')}</span> : null}
        </li>
      ))}
    </ul>
  );
}

/** Rewards a stage gave, each with its count. */
export function Rewards({ rewards }: { rewards: EventRecord['rewards'] }) {
  const { t } = useTranslation('events');
  const format = useFormat();
  if (rewards.length === 0) return null;
  return (
    <ul className="ev-rewards" aria-label={t('record.rewards')}>
      {rewards.map((r, i) => (
        <li key={`${r.id}-${i}`} className="ev-rewards__item">
          <img src={r.icon} alt="" width={28} height={28} loading="lazy" decoding="async" />
          <span>{r.name}</span>
          <span className="ev-rewards__num tabular">×{format.number(r.num)}</span>
        </li>
      ))}
    </ul>
  );
}

/** "Cleared on …" or "Not cleared". */
export function Status({ record }: { record: EventRecord }) {
  const { t } = useTranslation('events');
  return record.finished ? (
    <span className="ev-status ev-status--done">
      {record.finish_time
        ? t('record.finishedAt', { date: formatDateTime(record.finish_time) })
        : t('record.finished')}
    </span>
  ) : (
    <span className="ev-status ev-status--open">{t('record.unfinished')}</span>
  );
}
