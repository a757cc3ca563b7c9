import { describe, expect, it } from 'vitest';
import { adultBirthCutoff, isMinor, isValidBirthDate } from './age.js';

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

describe('adultBirthCutoff', () => {
  it('agrees with isMinor for every birthday around the cutoff, leap days included', () => {
    for (const today of [
      new Date(Date.UTC(2026, 5, 15)),
      new Date(Date.UTC(2028, 1, 29)),
      new Date(Date.UTC(2027, 0, 1)),
    ]) {
      const cutoff = adultBirthCutoff(today);
      const start = Date.UTC(today.getUTCFullYear() - 14, 0, 1);
      for (let day = 0; day < 2 * 366; day += 1) {
        const birth = new Date(start + day * 86_400_000).toISOString().slice(0, 10);
        expect(birth > cutoff, `${birth} on ${today.toISOString()}`).toBe(isMinor(birth, today));
      }
    }
  });

  it('is the date 13 years before today', () => {
    expect(adultBirthCutoff(new Date(Date.UTC(2026, 10, 22)))).toBe('2013-11-22');
  });
});
