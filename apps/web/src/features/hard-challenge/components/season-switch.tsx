import { formatDate, wallClockFromUnix } from '@chronicle/contract';
import { useTranslation } from '../../../lib/use-translation.js';
import { ScheduleSwitch } from '../../../components/ui/schedule-switch.js';
import type { ChallengeScheduleType } from '../api/get-hard-challenge.js';

/** Start and end of a season as Unix-second strings, when that season has been loaded. */
export interface SeasonDates {
  start_time: string;
  end_time: string;
}

export interface SeasonSwitchProps {
  value: ChallengeScheduleType | undefined;
  onChange: (value: ChallengeScheduleType) => void;
  dates: Partial<Record<ChallengeScheduleType, SeasonDates>>;
}

/**
 * The Trial of Dread's current/previous season switch, with each season's dates
 * (docs/reference/web-app.md#formatting).
 */
export function SeasonSwitch({ value, onChange, dates }: SeasonSwitchProps) {
  const { t } = useTranslation('challenge');
  const range = (d: SeasonDates | undefined) =>
    d &&
    t('season.range', {
      start: formatDate(wallClockFromUnix(d.start_time)),
      end: formatDate(wallClockFromUnix(d.end_time)),
    });
  return (
    <ScheduleSwitch
      className="hc-switch"
      value={value}
      onChange={onChange}
      label={t('season.label')}
      names={{ 1: t('season.current'), 2: t('season.previous') }}
      ranges={{ 1: range(dates[1]), 2: range(dates[2]) }}
    />
  );
}
