import { formatDate, wallClockFromUnix } from '@chronicle/contract';
import { useTranslation } from '../../../lib/use-translation.js';
import { ScheduleSwitch } from '../../../components/ui/schedule-switch.js';
import type { ScheduleType } from '../api/get-spiral-abyss.js';

/** Start and end of a period as Unix-second strings, when that period has been loaded. */
export interface PeriodDates {
  start_time: string;
  end_time: string;
}

export interface PeriodSwitchProps {
  value: ScheduleType | undefined;
  onChange: (value: ScheduleType) => void;
  /** Dates of each period already fetched; a period not loaded yet shows its name only. */
  dates: Partial<Record<ScheduleType, PeriodDates>>;
}

/**
 * The Sunken Spire's current/previous period switch, with each period's dates
 * (docs/reference/web-app.md#formatting).
 */
export function PeriodSwitch({ value, onChange, dates }: PeriodSwitchProps) {
  const { t } = useTranslation('abyss');
  const range = (d: PeriodDates | undefined) =>
    d &&
    t('period.range', {
      start: formatDate(wallClockFromUnix(d.start_time)),
      end: formatDate(wallClockFromUnix(d.end_time)),
    });
  return (
    <ScheduleSwitch
      className="abyss-switch"
      value={value}
      onChange={onChange}
      label={t('period.label')}
      names={{ 1: t('period.current'), 2: t('period.previous') }}
      ranges={{ 1: range(dates[1]), 2: range(dates[2]) }}
    />
  );
}
