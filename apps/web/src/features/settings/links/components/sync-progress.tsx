import type { SyncProgress as Progress } from '@chronicle/contract';
import { useTranslation } from '../../../../lib/use-translation.js';
import { useFormat } from '../../../../lib/format.js';

const PHASES = ['card', 'records', 'images', 'saving'] as const;
type Phase = (typeof PHASES)[number];

function isPhase(value: string): value is Phase {
  return (PHASES as readonly string[]).includes(value);
}

/**
 * How far a running sync got: a progress bar with its numbers for assistive technology, and the
 * phase in words. Before the first answer the total is unknown, and the bar is indeterminate.
 */
export function SyncProgress({ progress }: { progress: Progress | null }) {
  const { t } = useTranslation('links');
  const format = useFormat();
  const total = progress?.total ?? 0;
  const done = Math.min(progress?.done ?? 0, total);
  const known = total > 0;
  const phase = progress
    ? t(`progress.phases.${isPhase(progress.phase) ? progress.phase : 'other'}`)
    : t('progress.starting');
  const value = known
    ? t('progress.value', { done: format.number(done), total: format.number(total) })
    : undefined;
  const percent = known ? Math.round((done / total) * 100) : 0;

  return (
    <div className="sync-progress">
      <div className="sync-progress__text">
        <span className="sync-progress__phase">{phase}</span>
        {value ? <span className="sync-progress__value tabular">{value}</span> : null}
      </div>
      <div
        className={`sync-progress__track${known ? '' : ' sync-progress__track--indeterminate'}`}
        role="progressbar"
        aria-label={t('progress.label')}
        aria-valuemin={0}
        aria-valuemax={known ? total : undefined}
        aria-valuenow={known ? done : undefined}
        aria-valuetext={value ? `${phase}: ${value}` : phase}
      >
        <span className="sync-progress__bar" style={known ? { width: `${percent}%` } : undefined} />
      </div>
    </div>
  );
}
