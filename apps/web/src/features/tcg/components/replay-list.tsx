import { formatDateTime } from '@chronicle/contract';
import { useTranslation } from '../../../lib/use-translation.js';
import type { GcgReplay, GcgReplaySide } from '../api/gcg-types.js';

function Lineup({ side }: { side: GcgReplaySide }) {
  const { t } = useTranslation('tcg');
  return (
    <ul className="tcg-lineup" aria-label={t('replays.lineup', { name: side.name })}>
      {side.linups.map((src, i) => (
        <li key={`${src}-${i}`} className="tcg-lineup__card">
          <img src={src} alt="" loading="lazy" />
        </li>
      ))}
      {side.is_overflow ? (
        <li className="tcg-lineup__more" aria-label={t('replays.overflow')}>
          +
        </li>
      ) : null}
    </ul>
  );
}

/** Recent duels: result, both lineups, the match type and when it was played. */
export function ReplayList({ replays }: { replays: readonly GcgReplay[] }) {
  const { t } = useTranslation('tcg');
  if (replays.length === 0) return <p className="tcg-muted">{t('replays.empty')}</p>;
  return (
    <ol className="tcg-replays">
      {replays.map((replay) => (
        <li
          key={replay.game_id}
          className={`tcg-replay tcg-replay--${replay.is_win ? 'win' : 'loss'}`}
        >
          <span className="tcg-replay__result">
            {replay.is_win ? t('replays.win') : t('replays.loss')}
          </span>
          <div className="tcg-replay__sides">
            <Lineup side={replay.self} />
            <span className="tcg-replay__vs">
              {t('replays.versus', { name: replay.opposite.name })}
            </span>
            <Lineup side={replay.opposite} />
          </div>
          <div className="tcg-replay__meta">
            <span className="tcg-replay__type">{replay.match_type}</span>
            <time className="tcg-replay__time">{formatDateTime(replay.match_time)}</time>
          </div>
        </li>
      ))}
    </ol>
  );
}
