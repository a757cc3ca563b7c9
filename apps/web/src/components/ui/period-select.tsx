import { formatDate, wallClockFromUnix, type PeriodSummary } from '@chronicle/contract';
import { useId } from 'react';
import { useTranslation } from '../../lib/use-translation.js';
import { choiceAt, type PeriodChoice } from '../../lib/period-choice.js';
import { Icon } from './icons.js';
import './period-select.css';

export interface PeriodSelectProps {
  /** Every stored period of the role's mode, newest first; the select shows only with more than two. */
  periods: readonly PeriodSummary[] | undefined;
  value: PeriodChoice;
  onChange: (choice: PeriodChoice) => void;
  /** The feature's theme class, which may set the `--switch-*` colour variables. */
  className?: string;
}

/**
 * Every stored season of a periodic mode beside its current/previous switch (issue 18): a native
 * select, so a phone opens its own picker, listing each season's dates and headline numbers.
 */
export function PeriodSelect({ periods, value, onChange, className = '' }: PeriodSelectProps) {
  const { t } = useTranslation('common');
  const id = useId();
  if (!periods || periods.length <= 2) return null;
  const selected = typeof value === 'string' ? value : (periods[value - 1]?.period ?? '');
  return (
    <div className={`period-select ${className}`}>
      <label className="period-select__label" htmlFor={id}>
        {t('periods.all', { n: periods.length })}
      </label>
      <span className="period-select__box">
        <select
          id={id}
          className="period-select__select"
          value={selected}
          onChange={(event) =>
            onChange(
              choiceAt(
                periods,
                periods.findIndex((p) => p.period === event.target.value),
              ),
            )
          }
        >
          {periods.map((period, i) => (
            <option key={period.period} value={period.period}>
              {t(i === 0 ? 'periods.optionCurrent' : 'periods.option', {
                start: formatDate(wallClockFromUnix(period.start_time)),
                end: formatDate(wallClockFromUnix(period.end_time)),
                headline: period.headline,
              })}
            </option>
          ))}
        </select>
        <Icon name="chevronDown" />
      </span>
    </div>
  );
}
