import { CONSTANTS, type EventMetricUnit } from '@chronicle/contract';
import { formatDuration } from '../../../lib/duration.js';
import { useFormat } from '../../../lib/format.js';

/** Formats an event number by its declared unit in the current language. */
export function useEventValue() {
  const format = useFormat();
  return (value: number, unit: EventMetricUnit): string => {
    // A time of 0 means none was taken (a run never finished): a dash, not "0 sec".
    if (unit === 'seconds')
      return value > 0 ? formatDuration(value, format.lang, 2) : CONSTANTS.nullPlaceholder;
    if (unit === 'percent') return format.percent(value);
    return format.number(value);
  };
}
