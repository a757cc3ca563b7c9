import { describe, expect, it } from 'vitest';
import { RESIN_SECONDS, homeCoinAfter, resinAfter, transformerTime } from './notes.presenter.js';

describe('real-time notes time math', () => {
  it('recovers one resin point every 8 minutes and agrees with the time left', () => {
    const full = 40 * RESIN_SECONDS;
    expect(resinAfter(160, 200, full, 0)).toEqual({ current: 160, recovery: full });
    expect(resinAfter(160, 200, full, RESIN_SECONDS - 1)).toEqual({
      current: 160,
      recovery: full - RESIN_SECONDS + 1,
    });
    expect(resinAfter(160, 200, full, RESIN_SECONDS)).toEqual({
      current: 161,
      recovery: full - RESIN_SECONDS,
    });
    expect(resinAfter(160, 200, full, full * 3)).toEqual({ current: 200, recovery: 0 });
  });

  it('keeps resin above the cap as it is, and never recovers it further', () => {
    expect(resinAfter(230, 200, 0, 10_000)).toEqual({ current: 230, recovery: 0 });
  });

  it('accrues realm currency steadily up to the cap', () => {
    expect(homeCoinAfter(1000, 2400, 14_000, 7_000)).toEqual({ current: 1700, recovery: 7_000 });
    expect(homeCoinAfter(1000, 2400, 14_000, 20_000)).toEqual({ current: 2400, recovery: 0 });
    expect(homeCoinAfter(2400, 2400, 0, 500)).toEqual({ current: 2400, recovery: 0 });
  });

  it('splits the transformer cooldown into the capitalized parts and marks it reached at zero', () => {
    expect(transformerTime(90_061)).toEqual({
      Day: 1,
      Hour: 1,
      Minute: 1,
      Second: 1,
      reached: false,
    });
    expect(transformerTime(-5)).toEqual({ Day: 0, Hour: 0, Minute: 0, Second: 0, reached: true });
  });
});
