import { describe, expect, it } from 'vitest';
import { RESERVE_MAX, starFuelAfter, STAR_FUEL_SECONDS } from './note.presenter.js';

const snapshot = (current: number, reserve = 100) => ({
  current_stamina: current,
  max_stamina: 300,
  stamina_recover_time: (300 - current) * STAR_FUEL_SECONDS,
  current_reserve_stamina: reserve,
});

describe('Star Fuel after a capture', () => {
  it('recovers one point every six minutes and counts the time left down', () => {
    expect(starFuelAfter(snapshot(200), 3600)).toEqual({
      current: 210,
      recovery: 90 * 360,
      reserve: 100,
    });
  });

  it('rounds a started point down, so the count and the timer agree', () => {
    expect(starFuelAfter(snapshot(200), 359).current).toBe(200);
    expect(starFuelAfter(snapshot(200), 360).current).toBe(201);
  });

  it('stops at the cap and fills the reserve at a third of the rate after that', () => {
    // Full after 100 × 6 minutes; the next 3 hours add 10 points to the reserve (one per 18 minutes).
    const after = starFuelAfter(snapshot(200), 100 * 360 + 3 * 3600);
    expect(after).toEqual({ current: 300, recovery: 0, reserve: 110 });
  });

  it('keeps refills above the cap and caps the reserve', () => {
    const over = { ...snapshot(0, RESERVE_MAX - 1), current_stamina: 320, stamina_recover_time: 0 };
    expect(starFuelAfter(over, 86_400)).toEqual({
      current: 320,
      recovery: 0,
      reserve: RESERVE_MAX,
    });
  });
});
