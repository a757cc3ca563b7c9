import { formatDate, wallClockFromUnix } from '@chronicle/contract';
import { useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation.js';
import type { StageSeason } from '../api/get-role-combat.js';

export interface SeasonPickerProps {
  seasons: readonly StageSeason[];
  value: number;
  onChange: (scheduleId: number, newest: boolean) => void;
}

/** `202601` → year and two-digit month. */
export function seasonName(scheduleId: number): { year: string; month: string } {
  const text = String(scheduleId);
  return { year: text.slice(0, 4), month: text.slice(4, 6) || '01' };
}

/** The stored seasons as a radio group, newest first; arrow keys move between them. */
export function SeasonPicker({ seasons, value, onChange }: SeasonPickerProps) {
  const { t } = useTranslation('roleCombat');
  const labelId = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const index = Math.max(
    0,
    seasons.findIndex((s) => s.schedule.schedule_id === value),
  );
  const pick = (i: number) => {
    const season = seasons[i];
    if (!season) return;
    onChange(season.schedule.schedule_id, i === 0);
    refs.current[i]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    pick((index + step + seasons.length) % seasons.length);
  };
  return (
    <div className="stage-seasons">
      <span className="visually-hidden" id={labelId}>
        {t('season.label')}
      </span>
      <div className="stage-seasons__track" role="radiogroup" aria-labelledby={labelId}>
        {seasons.map((season, i) => {
          const selected = i === index;
          const { schedule } = season;
          return (
            <button
              key={schedule.schedule_id}
              ref={(el) => {
                refs.current[i] = el;
              }}
              type="button"
              role="radio"
              aria-checked={selected}
              tabIndex={selected ? 0 : -1}
              className={`stage-seasons__option${selected ? ' stage-seasons__option--on' : ''}`}
              onClick={() => onChange(schedule.schedule_id, i === 0)}
              onKeyDown={onKeyDown}
            >
              <span className="stage-seasons__name">
                {t('season.name', seasonName(schedule.schedule_id))}
                {i === 0 ? (
                  <span className="stage-seasons__badge">{t('season.current')}</span>
                ) : null}
              </span>
              <span className="stage-seasons__dates">
                {t('season.range', {
                  start: formatDate(wallClockFromUnix(schedule.start_time)),
                  end: formatDate(wallClockFromUnix(schedule.end_time)),
                })}
              </span>
            </button>
          );
        })}
      </div>
    </div>
  );
}
