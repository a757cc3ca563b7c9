import { SNAPSHOT_KINDS, isSnapshotKind, type IndexSnapshot } from '@chronicle/contract';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { DEMO_CAPTURED_AT, generateDemoBundle } from './demo-bundle.js';
import { DEMO_HISTORY_MONTHS } from './history.js';

const snapshots = generateDemoBundle().snapshots ?? [];
/** Six records (overview and builds in three games) a month, listed before the current snapshots. */
const HISTORY = 6 * DEMO_HISTORY_MONTHS;
const history = snapshots.slice(0, HISTORY);
const current = snapshots.slice(HISTORY);
const at = (s: { captured_at?: string | number | undefined }) => Date.parse(String(s.captured_at));

describe('demo history', () => {
  it('gives the traveler earlier overviews and builds in every game, valid against their kinds', () => {
    const kinds = new Set(history.map((s) => `${s.game_id}:${s.kind}`));
    expect([...kinds].sort()).toEqual(
      [
        '1:bh3_characters',
        '1:bh3_index',
        '2:characters',
        '2:index',
        '6:hsr_characters',
        '6:hsr_index',
      ].sort(),
    );
    for (const s of history) {
      expect(isSnapshotKind(s.kind)).toBe(true);
      if (!isSnapshotKind(s.kind)) continue;
      expect(Value.Check(SNAPSHOT_KINDS[s.kind].schema, s.payload)).toBe(true);
    }
    expect(history.every((s) => at(s) < Date.parse(DEMO_CAPTURED_AT))).toBe(true);
  });

  it('lists history before the current snapshots, oldest first, and grows month by month', () => {
    const isMainIndex = (s: (typeof snapshots)[number]) =>
      s.kind === 'index' && s.game_role_id === '812000101';
    expect(current.filter(isMainIndex)).toHaveLength(1);
    const indexes = snapshots.filter(isMainIndex);
    expect(indexes).toHaveLength(DEMO_HISTORY_MONTHS + 1);
    const times = indexes.map(at);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const days = indexes.map((s) => (s.payload as IndexSnapshot).stats.active_day_number);
    for (let i = 1; i < days.length; i++) expect(days[i]).toBeGreaterThan(days[i - 1] ?? 0);
    const counts = indexes.map((s) => (s.payload as IndexSnapshot).avatars.length);
    expect(counts[0]).toBeLessThan(counts.at(-1) ?? 0);
  });
});
