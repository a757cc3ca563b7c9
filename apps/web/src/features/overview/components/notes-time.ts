import { dateTimeFormat } from '@chronicle/contract';
import { useTranslation } from '../../../lib/use-translation.js';
import { useFormat } from '../../../lib/format.js';

const MINUTE = 60;
const HOUR = 3_600;
const DAY = 86_400;

/** "14:20": when a countdown ends. */
export const CLOCK_FORMAT: Intl.DateTimeFormatOptions = {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};
/** "Nov 29": the day it ends, when not today or tomorrow. */
export const DAY_FORMAT: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric' };

/** The calendar day of a timestamp in the viewer's time zone, for "today / tomorrow" wording. */
function dayIndex(ms: number): number {
  const date = new Date(ms);
  return Math.floor(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / (DAY * 1000));
}

/** Localized "5 h 45 min" countdowns and "full at 14:20" clock times for the notes panel. */
export function useNotesTime() {
  const { t } = useTranslation('notes');
  const { lang } = useFormat();

  /** A countdown rounded up to the minute, so "0 min" never shows while time is left. */
  const duration = (seconds: number): string => {
    const minutesTotal = Math.ceil(seconds / MINUTE);
    const days = Math.floor(minutesTotal / (DAY / MINUTE));
    const hours = Math.floor((minutesTotal % (DAY / MINUTE)) / (HOUR / MINUTE));
    const minutes = minutesTotal % (HOUR / MINUTE);
    if (days > 0) return t('time.daysHours', { days, hours });
    if (hours > 0) return t('time.hoursMinutes', { hours, minutes });
    return t('time.minutes', { minutes });
  };

  /** When a countdown that runs from `now` ends, in the viewer's local time. */
  const clock = (now: number, seconds: number): string => {
    const end = now + seconds * 1000;
    const time = dateTimeFormat(lang, CLOCK_FORMAT).format(end);
    const days = dayIndex(end) - dayIndex(now);
    if (days === 0) return t('time.today', { time });
    if (days === 1) return t('time.tomorrow', { time });
    const date = dateTimeFormat(lang, DAY_FORMAT).format(end);
    return t('time.onDate', { date, time });
  };

  return { duration, clock };
}
