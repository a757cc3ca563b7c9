import type { AbyssSnapshot } from '@chronicle/contract';
import { describe, expect, it } from 'vitest';
import { generateDemoBundle } from './demo-bundle.js';
import { INDEX_PROFILES } from './profiles.js';

const bundle = generateDemoBundle();
const snapshots = bundle.snapshots ?? [];
const catalog = bundle.catalog ?? [];
const has = (kind: string, id: number) => catalog.some((e) => e.kind === kind && e.id === id);
const periodsOf = (roleId: string) =>
  snapshots.filter((s) => s.kind === 'spiral_abyss' && s.game_role_id === roleId);

describe('demo abyss periods', () => {
  it('stores at least three periods for the main role and two for every role with the mode', () => {
    expect(periodsOf('812000101').length).toBeGreaterThanOrEqual(3);
    for (const profile of INDEX_PROFILES) {
      const periods = periodsOf(profile.gameRoleId);
      if (profile.spiralAbyss === '-') {
        expect(periods).toEqual([]);
        continue;
      }
      expect(periods.length).toBeGreaterThanOrEqual(2);
      expect(new Set(periods.map((p) => p.period)).size).toBe(periods.length);
      // The latest capture is the current period, and it matches the overview's best floor.
      const latest = [...periods].sort((a, b) =>
        String(b.captured_at).localeCompare(String(a.captured_at)),
      )[0];
      expect((latest?.payload as AbyssSnapshot).max_floor).toBe(profile.spiralAbyss);
    }
  });

  it('keeps every period coherent and refers only to catalog entries', () => {
    for (const snapshot of snapshots.filter((s) => s.kind === 'spiral_abyss')) {
      const period = snapshot.payload as AbyssSnapshot;
      expect(String(period.schedule_id)).toBe(snapshot.period);
      expect(period.total_star).toBe(period.floors.reduce((n, f) => n + f.star, 0));
      for (const floor of period.floors) {
        for (const id of floor.ley_lines ?? []) expect(has('ley_line', id)).toBe(true);
        for (const level of floor.levels) {
          expect(level.battles).toHaveLength(2);
          for (const battle of level.battles) {
            expect(battle.avatars.length).toBeGreaterThan(0);
            for (const a of battle.avatars) expect(has('character', a.id)).toBe(true);
          }
          for (const m of [
            ...(level.top_half_floor_monster ?? []),
            ...(level.bottom_half_floor_monster ?? []),
          ])
            expect(has('monster', m.id)).toBe(true);
        }
      }
    }
  });
});
