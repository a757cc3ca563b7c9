import { useTranslation } from '../../../lib/use-translation.js';
import type { SeasonMode } from '../api/get-hard-challenge.js';

/**
 * `mm:ss` of a clear time in seconds (docs/reference/web-app.md#formatting: times as the game shows
 * them).
 */
export function formatClearTime(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/** Original medal art: a shield whose rim and pips grow with the difficulty (1–6). */
export function DifficultyBadge({ difficulty }: { difficulty: number }) {
  const level = Math.min(6, Math.max(1, difficulty));
  return (
    <svg
      className={`hc-badge hc-badge--${level}`}
      viewBox="0 0 48 56"
      width="48"
      height="56"
      aria-hidden="true"
    >
      <path d="M24 2 44 10v18c0 13-9 22-20 26C13 50 4 41 4 28V10z" className="hc-badge__shield" />
      <path d="M24 9 37 14v13c0 9-6 15-13 18-7-3-13-9-13-18V14z" className="hc-badge__face" />
      <text x="24" y="33" textAnchor="middle" className="hc-badge__num">
        {level}
      </text>
      {Array.from({ length: level }, (_, i) => (
        <circle
          key={i}
          cx={24 + (i - (level - 1) / 2) * 6}
          cy="49"
          r="1.6"
          className="hc-badge__pip"
        />
      ))}
    </svg>
  );
}

/** A mode's best record: difficulty badge and name, total clear time; or a note when none. */
export function BestRecord({ label, mode }: { label: string; mode: SeasonMode }) {
  const { t } = useTranslation('challenge');
  const best = mode.best;
  return (
    <div className={`hc-best${best ? '' : ' hc-best--none'}`} data-testid="hc-best">
      {best ? (
        <DifficultyBadge difficulty={best.difficulty} />
      ) : (
        <span className="hc-best__blank" />
      )}
      <dl className="hc-best__facts">
        <dt className="hc-best__label">{label}</dt>
        <dd className="hc-best__difficulty" data-difficulty={best?.difficulty ?? 0}>
          {best ? t(`difficulty.${best.difficulty}` as 'difficulty.1') : t('best.none')}
        </dd>
        {best ? (
          <dd className="hc-best__time">
            <span className="visually-hidden">{t('best.time')} </span>
            <time dateTime={`PT${best.second}S`} data-seconds={best.second}>
              {formatClearTime(best.second)}
            </time>
          </dd>
        ) : null}
      </dl>
    </div>
  );
}
