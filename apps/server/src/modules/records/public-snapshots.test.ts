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
    // carol keeps everything private; erin is eight (born on 1 May eight years ago).
    const thirteenth = new Date(Date.UTC(new Date().getUTCFullYear() - 8 + 13, 4, 1));
    expect(await roles(new Date())).toEqual([ROLE.aliceMain, ROLE.daveMain]);
    expect(await roles(new Date(thirteenth.getTime() - 86_400_000))).toEqual([
      ROLE.aliceMain,
      ROLE.daveMain,
    ]);
    expect(await roles(thirteenth)).toEqual([ROLE.aliceMain, ERIN_ROLE, ROLE.daveMain]);
  });
});
