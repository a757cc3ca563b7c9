import { numberFormat } from '@chronicle/contract';
/** Units of a duration, largest first, with their length in seconds. */
const UNITS = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
] as const;

/**
 * A duration in the language's own short units ("2 d 4 h 5 min", "2天 4小时 5分钟") through
 * Intl, so no unit word needs a translation. Shows at most `parts` units, from the largest present,
 * without trailing zero units; zero or less reads as 0 seconds.
 */
export function formatDuration(totalSeconds: number, lang: string, parts = 3): string {
  let rest = Math.max(0, Math.floor(totalSeconds));
  const values: [unit: (typeof UNITS)[number][0], value: number][] = [];
  for (const [unit, size] of UNITS) {
    const value = Math.floor(rest / size);
    rest -= value * size;
    // From the largest unit present on, at most `parts` units.
    if ((value > 0 || values.length > 0) && values.length < parts) values.push([unit, value]);
  }
  // "3 min", not "3 min 0 sec"; a zero in the middle stays ("1 hr 0 min 7 sec").
  while (values.length > 1 && values[values.length - 1]?.[1] === 0) values.pop();
  if (values.length === 0) values.push(['second', 0]);
  return values
    .map(([unit, value]) =>
      numberFormat(lang, { style: 'unit', unit, unitDisplay: 'short' }).format(value),
    )
    .join(' ');
}
