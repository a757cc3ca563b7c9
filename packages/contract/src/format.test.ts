import { describe, expect, it } from 'vitest';
import {
  dateTimeFormat,
  display,
  formatDate,
  formatDateTime,
  formatNumber,
  formatPercent,
  isFeatureOn,
  numberFormat,
  perMilleToPercent,
  wallClockFromUnix,
} from './format.js';

describe('formatPercent', () => {
  it('keeps two decimals and puts the sign after the number in English', () => {
    expect(formatPercent(96.4, 'en-us')).toBe('96.40%');
  });
  it('caps at 100 and floors at 0', () => {
    expect(formatPercent(109.3, 'en-us')).toBe('100.00%');
    expect(formatPercent(-3, 'en-us')).toBe('0.00%');
  });
  it('puts a non-breaking space before the sign in German and French', () => {
    expect(formatPercent(50, 'de-de')).toBe('50.00\u00a0%');
    expect(formatPercent(50, 'fr-fr')).toBe('50.00\u00a0%');
  });
  it('puts the sign before the number in Turkish', () => {
    expect(formatPercent(12.345, 'tr-tr')).toBe('%12.35');
  });
  it('shows the placeholder for null', () => {
    expect(formatPercent(null, 'en-us')).toBe('-');
    expect(formatPercent(Number.NaN, 'ja-jp')).toBe('-');
  });
});

describe('perMilleToPercent', () => {
  it('divides by ten and passes null through', () => {
    expect(perMilleToPercent(964)).toBe(96.4);
    expect(perMilleToPercent(1093)).toBe(109.3);
    expect(perMilleToPercent(null)).toBeNull();
  });
});

describe('display and formatNumber', () => {
  it('uses - for null, undefined and empty strings', () => {
    expect(display(null)).toBe('-');
    expect(display(undefined)).toBe('-');
    expect(display('')).toBe('-');
    expect(display(0)).toBe('0');
    expect(display('12-3')).toBe('12-3');
  });
  it('groups digits by language', () => {
    expect(formatNumber(12345, 'en-us')).toBe('12,345');
    expect(formatNumber(12345, 'de-de')).toBe('12.345');
    expect(formatNumber(null, 'en-us')).toBe('-');
  });
});

describe('dates', () => {
  it('formats YYYY.MM.DD and YYYY.MM.DD HH:mm:ss', () => {
    const wc = { year: 2026, month: 1, day: 3, hour: 8, minute: 5, second: 9 };
    expect(formatDate(wc)).toBe('2026.01.03');
    expect(formatDateTime(wc)).toBe('2026.01.03 08:05:09');
  });
  it('reads Unix seconds given as strings and rejects "0"', () => {
    expect(formatDateTime(wallClockFromUnix('1767225600'))).toBe('2026.01.01 00:00:00');
    expect(formatDate(wallClockFromUnix('0'))).toBe('-');
  });
});

describe('isFeatureOn', () => {
  it("treats only '1' as on", () => {
    expect(isFeatureOn('1')).toBe(true);
    expect(isFeatureOn('0')).toBe(false);
    expect(isFeatureOn(undefined)).toBe(false);
  });
});

describe('Intl formatters', () => {
  it('are built once per language and options, and format as a new one would', () => {
    const options = { maximumFractionDigits: 2 };
    const format = numberFormat('de-de', options);
    expect(numberFormat('de-de', { maximumFractionDigits: 2 })).toBe(format);
    expect(numberFormat('en-us', options)).not.toBe(format);
    expect(format.format(1234.5)).toBe(new Intl.NumberFormat('de-de', options).format(1234.5));
    const day = dateTimeFormat('en-us', { month: 'short', day: 'numeric' });
    expect(dateTimeFormat('en-us', { month: 'short', day: 'numeric' })).toBe(day);
    expect(dateTimeFormat('en-us', { hour: '2-digit' })).not.toBe(day);
  });
});
