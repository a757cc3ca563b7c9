import { formatDate, wallClockFromUnix } from '@chronicle/contract';
import { useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChallengeScheduleType } from '../api/get-hard-challenge.js';

/** Start and end of a season as Unix-second strings, when that season has been loaded. */
export interface SeasonDates {
  start_time: string;
  end_time: string;
}

export interface SeasonSwitchProps {
  value: ChallengeScheduleType;
  onChange: (value: ChallengeScheduleType) => void;
  dates: Partial<Record<ChallengeScheduleType, SeasonDates>>;
}

const OPTIONS = [
  { value: 1, key: 'season.current' },
  { value: 2, key: 'season.previous' },
] as const;

/** The current/previous season control: a radio group, arrow keys move between the seasons. */
export function SeasonSwitch({ value, onChange, dates }: SeasonSwitchProps) {
  const { t } = useTranslation('challenge');
  const labelId = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const range = (d: SeasonDates) =>
    t('season.range', {
      start: formatDate(wallClockFromUnix(d.start_time)),
      end: formatDate(wallClockFromUnix(d.end_time)),
    });

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'].includes(event.key)) return;
    event.preventDefault();
    const next: ChallengeScheduleType = value === 1 ? 2 : 1;
    onChange(next);
    refs.current[next - 1]?.focus();
  };

  return (
    <div className="hc-switch">
      <span className="visually-hidden" id={labelId}>
        {t('season.label')}
      </span>
      <div className="hc-switch__track" role="radiogroup" aria-labelledby={labelId}>
        {OPTIONS.map((option, i) => {
          const selected = option.value === value;
          const known = dates[option.value];
          return (
            <button
              key={option.value}
              ref={(el) => {
                refs.current[i] = el;
              }}
              type="button"
              role="radio"
              aria-checked={selected}
              tabIndex={selected ? 0 : -1}
              className={`hc-switch__option${selected ? ' hc-switch__option--on' : ''}`}
              onClick={() => onChange(option.value)}
              onKeyDown={onKeyDown}
            >
              <span className="hc-switch__name">{t(option.key)}</span>
              <span className="hc-switch__dates">{known ? range(known) : '\u00a0'}</span>
            </button>
          );
        })}
      </div>
    </div>
  );
}
