import type { IndexData } from '@chronicle/contract';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { CHARACTER_IDS, ROLE, UID } from '../../test/fixtures.js';
import { TEST_PUBLIC_URL, describeEachDb, envelope } from '../../test/harness.js';

const index = (roleId: string, server: string, extra = '') =>
  `/game_record/genshin/api/index?role_id=${roleId}&server=${server}${extra}`;

describeEachDb('GET genshin/api/index', (env) => {
  const get = async (url: string, as?: number, headers?: Record<string, string>) =>
    envelope<IndexData>(
      await env.get(url, { ...(as ? { as } : {}), ...(headers ? { headers } : {}) }),
    );

  it('answers 10001 to a logged-out request', async () => {
    expect((await get(index(ROLE.aliceMain, 'os_asia'))).retcode).toBe(10001);
  });

  it('answers 1009 for an unknown role and for a server that is not the role’s', async () => {
    expect((await get(index('811111111', 'os_asia'), UID.alice)).retcode).toBe(1009);
    expect((await get(index(ROLE.aliceMain, 'os_usa'), UID.alice)).retcode).toBe(1009);
    // A role of another game is not a main-game role.
    expect((await get(index(ROLE.aliceRail, 'prod_official_asia'), UID.alice)).retcode).toBe(1009);
  });

  it('gives the owner the full overview', async () => {
    const body = await get(index(ROLE.aliceMain, 'os_asia'), UID.alice);
    expect(body.retcode).toBe(0);
    const { role, avatars, stats, world_explorations, homes, city_explorations } = body.data;
    expect(role).toMatchObject({ AvatarUrl: '', nickname: 'Aether', region: 'os_asia', level: 60 });
    expect(role.game_head_icon).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/art/`));
    // rarity desc, then level desc: the 5★ first, the unknown (rarity 0) last.
    expect(avatars.map((a) => a.id)).toEqual([10000002, 10000021, 10009999]);
    expect(avatars[0]).toMatchObject({
      name: 'Aria Windsong',
      element: 'Anemo',
      rarity: 5,
      is_chosen: true,
      image: `${TEST_PUBLIC_URL}/art/character/10000002.svg`,
      weapon: null,
      relics: [],
    });
    expect(avatars[2]).toMatchObject({ name: 'Ghost', element: '', image: '' });
    expect(stats).toMatchObject({
      active_day_number: 731,
      spiral_abyss: '12-3',
      moonoculus_number: 10,
    });
    expect(city_explorations).toEqual([]);
    expect(world_explorations[0]).toMatchObject({
      id: 1,
      name: 'Verdant Reach',
      exploration_percentage: 964,
      offerings: [
        { name: 'Elder Lantern Tree', level: 12, icon: `${TEST_PUBLIC_URL}/art/offering/301.svg` },
      ],
      area_exploration_list: [{ name: 'Mistwood', exploration_percentage: 1000 }],
      boss_list: [{ name: 'Thornback Colossus', kill_num: 14 }],
      natan_reputation: {
        tribal_list: [expect.objectContaining({ id: 401, name: 'Cinder Riders', level: 5 })],
      },
    });
    expect(homes).toEqual([
      {
        level: 5,
        visit_num: 4,
        comfort_num: 16500,
        item_num: 1210,
        name: 'Cloudfall Isle',
        icon: `${TEST_PUBLIC_URL}/art/home/1.svg`,
        comfort_level_name: 'Cozy Nook',
        comfort_level_icon: `${TEST_PUBLIC_URL}/art/comfort_level/5.svg`,
      },
    ]);
  });

  it('adds weapon and relic summaries with avatar_list_type=1 only', async () => {
    const body = await get(index(ROLE.aliceMain, 'os_asia', '&avatar_list_type=1'), UID.alice);
    const aria = body.data.avatars.find((a) => a.id === 10000002);
    expect(aria?.weapon).toEqual({
      id: 11501,
      icon: `${TEST_PUBLIC_URL}/art/weapon/11501.svg`,
      type: 1,
      rarity: 5,
      level: 90,
      affix_level: 1,
      name: 'Dawnlit Edge',
    });
    expect(aria?.relics).toEqual([
      {
        id: 80001,
        name: 'Lantern Bloom',
        icon: `${TEST_PUBLIC_URL}/art/relic/80001.svg`,
        pos: 1,
        rarity: 5,
        level: 20,
        set: {
          id: 1500001,
          name: 'Wayfarer Lantern',
          affixes: [
            { activation_number: 2, effect: 'Healing +15%.' },
            { activation_number: 4, effect: 'Shields last longer.' },
          ],
        },
        pos_name: 'Flower',
        main_property: null,
        sub_property_list: [],
      },
    ]);
  });

  it('localizes names through the catalog', async () => {
    const body = await get(index(ROLE.aliceMain, 'os_asia', '&avatar_list_type=1'), UID.alice, {
      'x-rpc-language': 'ja-jp',
    });
    const aria = body.data.avatars.find((a) => a.id === 10000002);
    expect(aria?.name).toBe('アリア・ウィンドソング');
    expect(aria?.element).toBe('Anemo');
    expect(aria?.weapon?.name).toBe('暁光の刃');
    expect(aria?.relics[0]?.pos_name).toBe('花');
    expect(body.data.world_explorations[0]?.name).toBe('翠の地');
    expect(body.data.homes[0]?.comfort_level_name).toBe('心地よい隅');
    expect(body.data.stats.hard_challenge).toMatchObject({ difficulty: 3, name: '勇猛' });
    // The lang query parameter and the legacy header work too.
    const viaQuery = await get(index(ROLE.aliceMain, 'os_asia', '&lang=ja-jp'), UID.alice);
    expect(viaQuery.data.world_explorations[0]?.name).toBe('翠の地');
    const viaAlt = await get(index(ROLE.aliceMain, 'os_asia'), UID.alice, { 'x-rpc-lang': 'ja' });
    expect(viaAlt.data.world_explorations[0]?.name).toBe('翠の地');
  });

  it('gives a visitor the public overview', async () => {
    const body = await get(index(ROLE.aliceMain, 'os_asia'), UID.bob);
    expect(body.retcode).toBe(0);
    expect(body.data.avatars).toHaveLength(3);
  });

  it('answers 10102 to a visitor when the chronicle is private, but serves the owner', async () => {
    expect(await get(index(ROLE.carolMain, 'os_asia'), UID.bob)).toEqual({
      retcode: 10102,
      message: 'Data is not public for the user',
      data: null,
    });
    expect((await get(index(ROLE.carolMain, 'os_asia'), UID.carol)).retcode).toBe(0);
  });

  it('shows a visitor only the 8 highest-friendship avatars when character details are private', async () => {
    const visitor = await get(index(ROLE.daveMain, 'os_cht'), UID.bob);
    expect(visitor.retcode).toBe(0);
    const ids = visitor.data.avatars.map((a) => a.id);
    expect(ids).toHaveLength(8);
    // Fixture fetter equals the index, so the two lowest (first two ids) are left out.
    expect(ids).not.toContain(CHARACTER_IDS[0]);
    expect(ids).not.toContain(CHARACTER_IDS[1]);
    const owner = await get(index(ROLE.daveMain, 'os_cht'), UID.dave);
    expect(owner.data.avatars).toHaveLength(CHARACTER_IDS.length);
  });

  it('returns a zero-filled overview for a role without a snapshot', async () => {
    const body = await get(index(ROLE.bobMain, 'os_euro'), UID.bob);
    expect(body.retcode).toBe(0);
    expect(body.data.role).toMatchObject({ nickname: 'Bram', level: 40, region: 'os_euro' });
    expect(body.data.avatars).toEqual([]);
    expect(body.data.stats).toMatchObject({ active_day_number: 0, spiral_abyss: '-' });
    expect(body.data.world_explorations).toEqual([]);
  });
});

describeEachDb('GET genshin/api/index, compressed', (env) => {
  it('sends the kept answer as brotli or gzip by Accept-Encoding, the same JSON either way', async () => {
    const url = index(ROLE.aliceMain, 'os_asia');
    const plain = await env.get(url, { as: UID.alice });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['br;q=0, gzip', 'gzip', gunzipSync],
      ['br', 'br', brotliDecompressSync],
    ] as const) {
      const res = await env.get(url, { as: UID.alice, headers: { 'accept-encoding': accept } });
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(res.headers.vary, accept).toMatch(/accept-encoding/i);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(decode(res.rawPayload).toString('utf8'))).toEqual(plain.json());
    }
    const identity = await env.get(url, {
      as: UID.alice,
      headers: { 'accept-encoding': 'identity' },
    });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.json()).toEqual(plain.json());
  });
});
