import { useId, useRef, type KeyboardEvent } from 'react';
import './schedule-switch.css';

/** 1 = the current period or season, 2 = the previous one (the real API's `schedule_type`). */
export type ScheduleChoice = 1 | 2;

export interface ScheduleSwitchProps {
  /** None when an older stored period is on screen (picked in the period select). */
  value: ScheduleChoice | undefined;
  onChange: (value: ScheduleChoice) => void;
  /** Accessible name of the group, and the two option names, already translated. */
  label: string;
  names: Readonly<Record<ScheduleChoice, string>>;
  /** Each option's date range, already formatted; an option not loaded yet shows its name only. */
  ranges: Partial<Record<ScheduleChoice, string>>;
  /** The feature's theme class, which sets the `--switch-*` colour variables. */
  className: string;
}

const CHOICES: readonly ScheduleChoice[] = [1, 2];

/**
 * The current/previous segmented control of periodic records (Sunken Spire, Trial of Dread): a
 * radio group whose arrow keys move the choice and the focus together (WAI-ARIA).
 */
export function ScheduleSwitch(props: ScheduleSwitchProps) {
  const { value, onChange, label, names, ranges, className } = props;
  const labelId = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'].includes(event.key)) return;
    event.preventDefault();
    const next: ScheduleChoice = value === 1 ? 2 : 1;
    onChange(next);
    refs.current[next - 1]?.focus();
  };

  return (
    <div className={`schedule-switch ${className}`}>
      <span className="visually-hidden" id={labelId}>
        {label}
      </span>
      <div className="schedule-switch__track" role="radiogroup" aria-labelledby={labelId}>
        {CHOICES.map((choice, i) => {
          const selected = choice === value;
          const focusable = selected || (value === undefined && choice === 1);
          return (
            <button
              key={choice}
              ref={(el) => {
                refs.current[i] = el;
              }}
              type="button"
              role="radio"
              aria-checked={selected}
              tabIndex={focusable ? 0 : -1}
              className={`schedule-switch__option${selected ? ' schedule-switch__option--on' : ''}`}
              onClick={() => onChange(choice)}
              onKeyDown={onKeyDown}
            >
              <span className="schedule-switch__name">{names[choice]}</span>
              <span className="schedule-switch__dates">{ranges[choice] ?? '\u00a0'}</span>
            </button>
          );
        })}
      </div>
    </div>
  );
}
