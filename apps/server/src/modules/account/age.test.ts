import { describe, expect, it } from 'vitest';
import { isMinor, isValidBirthDate } from './age.js';

describe('isMinor', () => {
  const today = new Date(Date.UTC(2026, 5, 15));

  it('is true until the 13th birthday and false from that day on', () => {
    expect(isMinor('2013-06-16', today)).toBe(true);
    expect(isMinor('2013-06-15', today)).toBe(false);
    expect(isMinor('2016-03-14', today)).toBe(true);
    expect(isMinor('1990-01-01', today)).toBe(false);
  });

  it('is false without a (valid) birth date', () => {
    expect(isMinor(null, today)).toBe(false);
    expect(isMinor('2020-13-01', today)).toBe(false);
  });

  it('validates calendar dates', () => {
    expect(isValidBirthDate('2024-02-29')).toBe(true);
    expect(isValidBirthDate('2023-02-29')).toBe(false);
    expect(isValidBirthDate('20-01-01')).toBe(false);
  });
});
