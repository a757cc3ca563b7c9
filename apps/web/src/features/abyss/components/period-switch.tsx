import { formatDate, wallClockFromUnix } from '@chronicle/contract';
import { useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScheduleType } from '../api/get-spiral-abyss.js';

/** Start and end of a period as Unix-second strings, when that period has been loaded. */
export interface PeriodDates {
  start_time: string;
  end_time: string;
}

export interface PeriodSwitchProps {
  value: ScheduleType;
  onChange: (value: ScheduleType) => void;
  /** Dates of each period already fetched; a period not loaded yet shows its name only. */
  dates: Partial<Record<ScheduleType, PeriodDates>>;
}

const OPTIONS: readonly { value: ScheduleType; key: 'period.current' | 'period.previous' }[] = [
  { value: 1, key: 'period.current' },
  { value: 2, key: 'period.previous' },
];

/** `YYYY.MM.DD – YYYY.MM.DD` (§5). */
export function usePeriodRange() {
  const { t } = useTranslation('abyss');
  return (dates: PeriodDates) =>
    t('period.range', {
      start: formatDate(wallClockFromUnix(dates.start_time)),
      end: formatDate(wallClockFromUnix(dates.end_time)),
    });
}

/** The current/previous segmented control: a radio group, arrow keys move between the periods. */
export function PeriodSwitch({ value, onChange, dates }: PeriodSwitchProps) {
  const { t } = useTranslation('abyss');
  const range = usePeriodRange();
  const labelId = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  // Radio-group keys (WAI-ARIA): arrows move the choice and the focus together.
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'].includes(event.key)) return;
    event.preventDefault();
    const next: ScheduleType = value === 1 ? 2 : 1;
    onChange(next);
    refs.current[next - 1]?.focus();
  };

  return (
    <div className="abyss-switch">
      <span className="visually-hidden" id={labelId}>
        {t('period.label')}
      </span>
      <div className="abyss-switch__track" role="radiogroup" aria-labelledby={labelId}>
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
              className={`abyss-switch__option${selected ? ' abyss-switch__option--on' : ''}`}
              onClick={() => onChange(option.value)}
              onKeyDown={onKeyDown}
            >
              <span className="abyss-switch__name">{t(option.key)}</span>
              <span className="abyss-switch__dates">{known ? range(known) : '\u00a0'}</span>
            </button>
          );
        })}
      </div>
    </div>
  );
}
