import { describe, expect, it } from 'vitest';
import { dailyNote } from './notes-fixture.js';
import { projectNotes } from './notes-clock.js';

describe('projectNotes', () => {
  it('returns the answer unchanged at the moment it arrived', () => {
    const live = projectNotes(dailyNote(), 0);
    expect(live.resin).toEqual({ current: 156, max: 200, secondsToFull: 20_700 });
    expect(live.homeCoin.current).toBe(1555);
    expect(live.expeditions.map((e) => e.finished)).toEqual([true, false]);
  });

  it('adds one resin per 8 minutes and stops at the maximum', () => {
    // 20 700 s to full = 43 points of 480 s plus 60 s to the next one.
    expect(projectNotes(dailyNote(), 59).resin.current).toBe(156);
    expect(projectNotes(dailyNote(), 60).resin.current).toBe(157);
    expect(projectNotes(dailyNote(), 60 + 480).resin.current).toBe(158);
    expect(projectNotes(dailyNote(), 30_000).resin).toEqual({
      current: 200,
      max: 200,
      secondsToFull: 0,
    });
  });

  it('counts expeditions, realm currency and the transformer down', () => {
    const live = projectNotes(dailyNote(), 600);
    expect(live.expeditions[1]).toMatchObject({ secondsLeft: 16_083 - 600, finished: false });
    expect(live.homeCoin.secondsToFull).toBe(101_283 - 600);
    expect(live.homeCoin.current).toBeGreaterThan(1555);
    expect(live.transformer).toMatchObject({ ready: false, secondsLeft: 3_600 - 600 });
    expect(projectNotes(dailyNote(), 3_600).transformer.ready).toBe(true);
  });
});
