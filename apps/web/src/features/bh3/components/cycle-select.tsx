import { formatDate, wallClockFromUnix } from '@chronicle/contract';

export interface CycleSelectProps {
  label: string;
  /** Settlement times (Unix-second strings), already newest first. */
  times: readonly string[];
  value: number;
  onChange: (index: number) => void;
}

/** A row of cycle chips, newest first, each named by its settlement date. */
export function CycleSelect({ label, times, value, onChange }: CycleSelectProps) {
  return (
    <div className="b3-cycles" role="group" aria-label={label}>
      <span className="b3-cycles__label" aria-hidden="true">
        {label}
      </span>
      {times.map((time, i) => (
        <button
          key={`${time}-${i}`}
          type="button"
          className="b3-cycles__chip tabular"
          aria-pressed={i === value}
          onClick={() => onChange(i)}
        >
          {formatDate(wallClockFromUnix(time))}
        </button>
      ))}
    </div>
  );
}
