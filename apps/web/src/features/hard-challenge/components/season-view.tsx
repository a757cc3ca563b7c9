import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.js';
import { EmptyState } from '../../../components/ui/empty-state.js';
import type { Season } from '../api/get-hard-challenge.js';
import { BestRecord } from './best-record.js';
import { BossCard } from './boss-card.js';

type ModeKey = 'single' | 'mp';
const MODES: readonly ModeKey[] = ['single', 'mp'];

/** A season: its title, both best records, then solo/co-op tabs with each boss fought. */
export function SeasonView({ season }: { season: Season }) {
  const { t } = useTranslation(['challenge', 'errors']);
  const [mode, setMode] = useState<ModeKey>('single');
  const baseId = useId();
  const label = (key: ModeKey) => t(key === 'single' ? 'mode.single' : 'mode.mp');
  const current = season[mode];
  return (
    <>
      <section className="hc-summary" aria-label={t('best.title')}>
        {season.schedule.name ? <p className="hc-summary__season">{season.schedule.name}</p> : null}
        <div className="hc-summary__records">
          {MODES.map((key) => (
            <BestRecord key={key} label={label(key)} mode={season[key]} />
          ))}
        </div>
      </section>
      <div className="hc-tabs" role="tablist" aria-label={t('mode.label')}>
        {MODES.map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            id={`${baseId}-${key}`}
            aria-selected={mode === key}
            aria-controls={`${baseId}-panel`}
            className={`hc-tab${mode === key ? ' hc-tab--on' : ''}`}
            onClick={() => setMode(key)}
          >
            {label(key)}
            <span className="hc-tab__count">{season[key].challenge.length}</span>
          </button>
        ))}
      </div>
      <div
        className="hc-bosses"
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-${mode}`}
      >
        {current.challenge.length === 0 ? (
          <EmptyState compact message={t('errors:not_challenge_data')} hint={t('empty.mode')} />
        ) : (
          current.challenge.map((c, i) => (
            <BossCard key={`${c.monster.monster_id}-${i}`} challenge={c} />
          ))
        )}
      </div>
    </>
  );
}
