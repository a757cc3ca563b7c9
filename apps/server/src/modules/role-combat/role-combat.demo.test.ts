import { RoleCombatSnapshot, type CharMasterSnapshot } from '@chronicle/contract';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { INDEX_PROFILES, buildRoleCombatDemo } from '@chronicle/demo';

const demo = buildRoleCombatDemo('2026-01-05T04:00:00.000Z');
const seasonsOf = (roleId: string) =>
  demo.snapshots
    .filter((s) => s.game_role_id === roleId && s.kind === 'role_combat')
    .map((s) => s.payload as RoleCombatSnapshot);

describe('Masquerade Stage demo data', () => {
  it('gives every role with the mode unlocked valid seasons whose best act matches its overview', () => {
    for (const profile of INDEX_PROFILES) {
      const seasons = seasonsOf(profile.gameRoleId);
      if (profile.theaterRound === null) {
        expect(seasons).toEqual([]);
        continue;
      }
      expect(seasons.length).toBeGreaterThanOrEqual(2);
      expect(seasons[0]?.stat.max_round_id).toBe(profile.theaterRound);
      for (const season of seasons) {
        expect(Value.Check(RoleCombatSnapshot, season)).toBe(true);
        const acts = (season.rounds ?? []).filter((r) => !r.is_tarot);
        expect(acts.map((r) => r.round_id)).toEqual(acts.map((_, i) => i + 1));
        expect(season.stat.medal_num).toBe(acts.filter((r) => r.is_get_medal).length);
      }
    }
  });

  it('keeps four seasons for the traveler with tarot rounds, and localizes every text', () => {
    const seasons = seasonsOf('812000101');
    expect(seasons.map((s) => s.schedule_id)).toEqual([202601, 202512, 202511, 202510]);
    const tarots = (seasons[0]?.rounds ?? []).filter((r) => r.is_tarot);
    expect(tarots.map((r) => r.tarot_serial_no)).toEqual([1, 2]);
    expect(seasons[0]?.stat.tarot_finished_cnt).toBe(2);
    for (const entry of demo.catalog) {
      expect(Object.keys(entry.names)).toHaveLength(15);
      expect(new Set(Object.values(entry.names)).size).toBeGreaterThan(5);
      expect(Object.keys(entry.texts ?? {})).toHaveLength(15);
    }
  });

  it('lists echo masters with some red dots for each unlocked role', () => {
    const masters = demo.snapshots.filter((s) => s.kind === 'char_master');
    expect(masters).toHaveLength(INDEX_PROFILES.filter((p) => p.theaterRound !== null).length);
    const traveler = masters.find((s) => s.game_role_id === '812000101')
      ?.payload as CharMasterSnapshot;
    expect(traveler.list.some((i) => i.has_red_dot)).toBe(true);
    expect(new Set(traveler.list.map((i) => i.status)).size).toBeGreaterThan(1);
  });
});
