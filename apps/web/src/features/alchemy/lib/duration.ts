/** Units of a duration, largest first, with their length in seconds. */
const UNITS = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
] as const;

/**
 * A duration in the language's own short units ("2 d 4 h 5 min", "2天 4小时 5分钟") through
 * Intl, so no unit word needs a translation. Shows at most `parts` units, from the largest present;
 * zero or less reads as 0 seconds.
 */
export function formatDuration(totalSeconds: number, lang: string, parts = 3): string {
  let rest = Math.max(0, Math.floor(totalSeconds));
  const out: string[] = [];
  for (const [unit, size] of UNITS) {
    const value = Math.floor(rest / size);
    rest -= value * size;
    if (value > 0 || (out.length > 0 && out.length < parts)) {
      if (out.length < parts) {
        out.push(
          new Intl.NumberFormat(lang, { style: 'unit', unit, unitDisplay: 'short' }).format(value),
        );
      }
    }
  }
  if (out.length === 0) {
    return new Intl.NumberFormat(lang, {
      style: 'unit',
      unit: 'second',
      unitDisplay: 'short',
    }).format(0);
  }
  return out.join(' ');
}
