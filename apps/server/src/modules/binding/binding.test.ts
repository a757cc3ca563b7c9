import { expect, it } from 'vitest';
import { ROLE, UID } from '../../test/fixtures.js';
import { describeEachDb, envelope } from '../../test/harness.js';

const ROLES = '/binding/api/getUserGameRolesByCookie';

interface Roles {
  list: {
    game_biz: string;
    game_uid: string;
    region: string;
    region_name: string;
    is_chosen: boolean;
    is_official: boolean;
  }[];
}

describeEachDb('GET binding/api/getUserGameRolesByCookie', (env) => {
  it('answers -100 without a session', async () => {
    expect(envelope(await env.get(ROLES)).retcode).toBe(-100);
  });

  it("lists the owner's roles of every game with localized region names", async () => {
    const body = envelope<Roles>(await env.get(ROLES, { as: UID.alice }));
    expect(body.data.list.map((r) => r.game_uid).sort()).toEqual(
      [ROLE.aliceMain, ROLE.aliceSecond, ROLE.aliceRail, ROLE.aliceVanguard].sort(),
    );
    const main = body.data.list.find((r) => r.game_uid === ROLE.aliceMain);
    expect(main).toMatchObject({
      game_biz: 'hk4e_global',
      region: 'os_asia',
      region_name: 'Asia Server',
      is_chosen: true,
      is_official: true,
    });
    const ja = envelope<Roles>(
      await env.get(ROLES, { as: UID.alice, headers: { 'x-rpc-language': 'ja-jp' } }),
    );
    expect(ja.data.list.find((r) => r.game_uid === ROLE.aliceMain)?.region_name).not.toBe(
      'Asia Server',
    );
  });

  it('filters by game_biz and also answers under /account/binding/api', async () => {
    const body = envelope<Roles>(
      await env.get('/account/binding/api/getUserGameRolesByCookie?game_biz=hkrpg_global', {
        as: UID.alice,
      }),
    );
    expect(body.data.list).toEqual([
      expect.objectContaining({
        game_biz: 'hkrpg_global',
        game_uid: ROLE.aliceRail,
        region: 'prod_official_asia',
      }),
    ]);
  });

  it('returns an empty list for an account without roles or an unknown biz', async () => {
    expect(envelope<Roles>(await env.get(ROLES, { as: UID.erin })).data.list).toEqual([]);
    expect(
      envelope<Roles>(await env.get(`${ROLES}?game_biz=nope`, { as: UID.alice })).data.list,
    ).toEqual([]);
  });
});
