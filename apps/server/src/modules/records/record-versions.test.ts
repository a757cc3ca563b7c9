import { expect, it } from 'vitest';
import { ROLE } from '../../test/fixtures.js';
import { describeEachDb } from '../../test/harness.js';
import { versionsOf } from './record-versions.repository.js';
import { deleteRoleRecords, putSnapshot, putSnapshotIfNewer } from './records.service.js';

/* The version history of non-periodic records (issue 18 §1). */

const DAY = 86_400_000;
const T0 = Date.parse('2026-03-01T08:00:00Z');
const base = { game_id: 2, game_role_id: ROLE.aliceMain, period: '' };

describeEachDb('record versions', (env) => {
  const versions = async (kind: string) =>
    (await versionsOf(env.db, 2, ROLE.aliceMain, kind)).map((v) => ({
      day: v.day,
      payload: JSON.parse(v.payload) as unknown,
    }));

  it('keeps a version per change, one per UTC day, and nothing for an unchanged payload', async () => {
    const kind = 'achievement';
    const put = (at: number, n: number) =>
      putSnapshot(env.db, {
        ...base,
        kind,
        captured_at: at,
        payload: { categories: [{ id: 1, finish_num: n }] },
      });
    await put(T0, 1);
    await put(T0 + 1000, 1);
    await put(T0 + 2000, 1);
    expect(await versions(kind)).toHaveLength(1);
    // A change later the same day replaces the day's version: the latest of the day is kept.
    await put(T0 + 3600_000, 2);
    expect(await versions(kind)).toEqual([
      { day: '2026-03-01', payload: { categories: [{ id: 1, finish_num: 2 }] } },
    ]);
    // The next days: a change adds one, a repeat adds none.
    await put(T0 + DAY, 3);
    await put(T0 + 2 * DAY, 3);
    await put(T0 + 3 * DAY, 4);
    expect((await versions(kind)).map((v) => v.day)).toEqual([
      '2026-03-01',
      '2026-03-02',
      '2026-03-04',
    ]);
  });

  it('leaves out an upstream capture older than what is stored, and writes nothing unchanged', async () => {
    const kind = 'daily_note_test_free';
    const payload = (n: number) => ({ n });
    const put = (at: number, n: number) =>
      putSnapshotIfNewer(env.db, { ...base, kind, captured_at: at, payload: payload(n) });
    expect(await put(T0, 1)).toBe('written');
    expect(await put(T0 + DAY, 1)).toBe('unchanged');
    expect(await put(T0 - DAY, 0)).toBe('older');
    expect(await put(T0 + 2 * DAY, 2)).toBe('written');
    expect(await versions(kind)).toEqual([
      { day: '2026-03-01', payload: payload(1) },
      { day: '2026-03-03', payload: payload(2) },
    ]);
  });

  it('keeps no versions of periodic kinds (each period is its own row)', async () => {
    for (const period of ['90', '91']) {
      await putSnapshot(env.db, {
        ...base,
        kind: 'spiral_abyss',
        period,
        captured_at: T0,
        payload: { period },
      });
    }
    expect(await versions('spiral_abyss')).toEqual([]);
  });

  it('deletes the versions with the role', async () => {
    expect((await versions('achievement')).length).toBeGreaterThan(0);
    await deleteRoleRecords(env.db, 2, ROLE.aliceMain);
    expect(await versions('achievement')).toEqual([]);
    const left = await env.db
      .selectFrom('record_versions')
      .select('id')
      .where('game_role_id', '=', ROLE.aliceMain)
      .execute();
    expect(left).toEqual([]);
  });
});
