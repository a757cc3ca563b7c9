import { display, formatNumber, formatPercent, numberFormat, type Lang } from '@chronicle/contract';

const PLAIN = /^-?\d+(\.\d+)?$/;
const PERCENT = /^(-?\d+)(?:\.(\d+))?%$/;

/**
 * A stat value as the server sends it (`"13000"`, `"46.6%"`, `""`) in the language's number style:
 * digit grouping and decimal separator, and the percent sign where
 * docs/reference/web-app.md#formatting puts it. Percentages keep the server's decimals (a stat is
 * not a capped progress figure, so `formatPercent` alone won't do).
 */
export function formatStat(value: string | null | undefined, lang: Lang): string {
  if (value && PLAIN.test(value)) return formatNumber(Number(value), lang);
  const percent = value ? PERCENT.exec(value) : null;
  if (!percent) return display(value);
  const decimals = percent[2]?.length ?? 0;
  const number = numberFormat(lang, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(Number(`${percent[1]}.${percent[2] ?? '0'}`));
  // Where the sign goes comes from the contract's rule, by formatting a sample.
  return formatPercent(0, lang).replace('0.00', number);
}
