import { describe, expect, it } from 'vitest';
import { maskUid } from './uid-mask.js';

describe('maskUid', () => {
  it('keeps the first and last digit and masks the rest, at the same length', () => {
    expect(maskUid('812000101')).toBe('8•••••••1');
    expect(maskUid('1000000003')).toBe('1••••••••3');
    expect(maskUid('812000101')).toHaveLength(9);
  });

  it('shows no digit between the first and the last', () => {
    expect(maskUid('123456789').slice(1, -1)).toMatch(/^•+$/);
  });

  it('masks a UID of four characters or fewer whole', () => {
    expect(maskUid('1234')).toBe('••••');
    expect(maskUid('12')).toBe('••');
    expect(maskUid('')).toBe('');
    expect(maskUid('12345')).toBe('1•••5');
  });
});
