import { expect, it } from 'vitest';
import { ALICE_INDEX, ROLE, UID } from '../../test/fixtures.js';
import { describeEachDb } from '../../test/harness.js';
import { applyBundle } from '../ingest/ingest.service.js';
import { publicSnapshots } from './public-snapshots.repository.js';

const ERIN_ROLE = '812000005';

describeEachDb('public snapshots (what aggregates anyone can read are built from)', (env) => {
  const roles = async (today?: Date) =>
    (
      await publicSnapshots(env.db, 'index', [1], today)
        .select('rs.game_role_id')
        .orderBy('rs.game_role_id')
        .execute()
    ).map((r) => r.game_role_id);

  it('leaves out private chronicles and under-13 accounts until they turn 13', async () => {
    await applyBundle(env.db, {
      roles: [{ game_id: 2, game_role_id: ERIN_ROLE, uid: UID.erin, nickname: 'Ember', level: 20 }],
      snapshots: [{ game_id: 2, game_role_id: ERIN_ROLE, kind: 'index', payload: ALICE_INDEX }],
    });
    // carol keeps everything private; erin (born 2020-05-01) is under 13.
    expect(await roles(new Date(Date.UTC(2026, 10, 22)))).toEqual([ROLE.aliceMain, ROLE.daveMain]);
    expect(await roles(new Date(Date.UTC(2033, 4, 1)))).toEqual([
      ROLE.aliceMain,
      ERIN_ROLE,
      ROLE.daveMain,
    ]);
  });
});
