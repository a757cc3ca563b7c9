import { describe, expect, it } from 'vitest';
import { remainingSeconds } from './use-remaining.js';

describe('remainingSeconds', () => {
  it('counts down from the server countdown by whole seconds since the answer arrived', () => {
    expect(remainingSeconds(100, 10_000, 10_000)).toBe(100);
    expect(remainingSeconds(100, 10_000, 10_999)).toBe(100);
    expect(remainingSeconds(100, 10_000, 12_500)).toBe(98);
  });

  it('never reads longer than the server said when the clock lags the answer', () => {
    expect(remainingSeconds(100, 10_000, 9_200)).toBe(100);
  });

  it('stops at zero', () => {
    expect(remainingSeconds(3, 0, 60_000)).toBe(0);
  });
});
