import { CONSTANTS } from './constants.js';
import type { Lang } from './languages.js';

/**
 * The one formatting module (docs/reference/web-app.md#formatting): percentages, null placeholders,
 * dates. Pure functions, used by the web app and the server alike, so a number reads the same
 * everywhere.
 */

const PLACEHOLDER = CONSTANTS.nullPlaceholder;

/** `-` for null, undefined, NaN and the empty string; the value as text otherwise. */
export function display(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return PLACEHOLDER;
  if (typeof value === 'number' && !Number.isFinite(value)) return PLACEHOLDER;
  return String(value);
}

/**
 * A percentage with 2 decimals, capped at 100 (docs/reference/web-app.md#formatting). The sign
 * follows the language: German and French put a (non-breaking) space before it, Turkish puts it
 * before the number, the rest right after.
 */
export function formatPercent(value: number | null | undefined, lang: Lang): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return PLACEHOLDER;
  const capped = Math.min(Math.max(value, 0), CONSTANTS.percentLimit);
  const text = capped.toFixed(CONSTANTS.percentDecimals);
  switch (lang) {
    case 'de-de':
    case 'fr-fr':
      return `${text}\u00a0%`;
    case 'tr-tr':
      return `%${text}`;
    default:
      return `${text}%`;
  }
}

/** Per-mille integers (exploration) to a percentage number: 964 → 96.4. */
export function perMilleToPercent(perMille: number | null | undefined): number | null {
  if (perMille === null || perMille === undefined || !Number.isFinite(perMille)) return null;
  return perMille / 10;
}

const intlFormats = new Map<string, unknown>();

/**
 * Intl formatters, built once per language and options. Building one loads the locale's data and
 * costs far more than formatting with it: a records page formats hundreds of numbers, and a new
 * formatter for each showed as a tenth of the overview's render on a phone.
 */
function intlFormat<T>(key: string, build: () => T): T {
  let format = intlFormats.get(key) as T | undefined;
  if (format === undefined) intlFormats.set(key, (format = build()));
  return format;
}

export const numberFormat = (lang: string, options: Intl.NumberFormatOptions): Intl.NumberFormat =>
  intlFormat(`n${lang}${JSON.stringify(options)}`, () => new Intl.NumberFormat(lang, options));

export const dateTimeFormat = (
  lang: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat =>
  intlFormat(`d${lang}${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(lang, options));

/** An integer with the language's digit grouping; `-` for null. */
export function formatNumber(value: number | null | undefined, lang: Lang): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return PLACEHOLDER;
  return numberFormat(lang, { maximumFractionDigits: 2 }).format(value);
}

const pad = (n: number) => String(n).padStart(2, '0');

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** Turns Unix seconds (number or numeric string, as the API sends them) into wall-clock parts in UTC. */
export function wallClockFromUnix(seconds: number | string): WallClock | null {
  const n = typeof seconds === 'string' ? Number(seconds) : seconds;
  if (!Number.isFinite(n) || n <= 0) return null;
  const d = new Date(n * 1000);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
  };
}

/** `YYYY.MM.DD` (docs/reference/web-app.md#formatting); `-` when there is no date. */
export function formatDate(value: WallClock | null | undefined): string {
  if (!value) return PLACEHOLDER;
  return `${value.year}.${pad(value.month)}.${pad(value.day)}`;
}

/** `YYYY.MM.DD HH:mm:ss` (docs/reference/web-app.md#formatting); `-` when there is no date. */
export function formatDateTime(value: WallClock | null | undefined): string {
  if (!value) return PLACEHOLDER;
  return `${formatDate(value)} ${pad(value.hour)}:${pad(value.minute)}:${pad(value.second)}`;
}

/**
 * Feature switch values are the strings '1' (on) and '0' (off)
 * (docs/reference/privacy.md#feature-switches).
 */
export function isFeatureOn(value: string | null | undefined): boolean {
  return value === CONSTANTS.featureOn;
}
