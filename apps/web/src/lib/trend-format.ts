import {
  formatDate,
  formatNumber,
  formatPercent,
  wallClockFromUnix,
  type Lang,
  type TrendPoint,
  type TrendSeries,
} from '@chronicle/contract';

/** `m:ss` of a clear time in seconds. */
export function clearTime(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** A point's value as the page shows it: counts and percentages formatted, times as `m:ss`, a season's own text. */
export function pointText(
  series: Pick<TrendSeries, 'unit'>,
  point: TrendPoint,
  lang: Lang,
): string {
  switch (series.unit) {
    case 'count':
    case 'score':
      return formatNumber(point.value, lang);
    case 'percent':
      return formatPercent(point.value, lang);
    case 'seconds':
      return point.label || clearTime(point.value);
    default:
      return point.label || formatNumber(point.value, lang);
  }
}

/** A value on the chart's y axis. */
export function axisText(series: Pick<TrendSeries, 'unit'>, value: number, lang: Lang): string {
  if (series.unit === 'seconds') return clearTime(value);
  if (series.unit === 'percent') return `${formatNumber(value, lang)}%`;
  return formatNumber(value, lang);
}

/** `YYYY.MM.DD` of a Unix-second instant (docs/reference/web-app.md#formatting's date format). */
export function dayText(at: number): string {
  return formatDate(wallClockFromUnix(at));
}

/** `YYYY.MM` of a Unix-second instant, for the time axis. */
export function monthText(at: number): string {
  return dayText(at).slice(0, 7);
}

/** The change from the first point to the last; its sign says better or worse for the series. */
export function changeOf(series: TrendSeries): { delta: number; better: boolean } | undefined {
  const first = series.points[0];
  const last = series.points.at(-1);
  if (!first || !last || series.points.length < 2) return undefined;
  const delta = last.value - first.value;
  return { delta, better: series.lower_is_better ? delta < 0 : delta > 0 };
}
