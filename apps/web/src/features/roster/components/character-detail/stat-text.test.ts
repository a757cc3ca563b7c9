import { describe, expect, it } from 'vitest';
import { formatStat } from './stat-text.js';

describe('formatStat', () => {
  it('groups plain numbers in the language', () => {
    expect(formatStat('22707', 'en-us')).toBe('22,707');
    expect(formatStat('22707', 'de-de')).toBe('22.707');
  });

  it('keeps the decimals of a percentage and places the sign per language', () => {
    expect(formatStat('132.1%', 'en-us')).toBe('132.1%');
    expect(formatStat('132.1%', 'de-de')).toBe('132,1\u00a0%');
    expect(formatStat('5.0%', 'tr-tr')).toBe('%5,0');
    expect(formatStat('20%', 'en-us')).toBe('20%');
  });

  it('shows - for an empty value and other text as sent', () => {
    expect(formatStat('', 'en-us')).toBe('-');
    expect(formatStat('n/a', 'en-us')).toBe('n/a');
  });
});
