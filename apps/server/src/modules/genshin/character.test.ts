import {
  SPECIAL_CHARACTER_IDS,
  type CharacterDetailData,
  type DataOf,
  type endpoints,
} from '@chronicle/contract';
import { expect, it } from 'vitest';
import { ALICE_CHARACTERS, characterBundle } from '../../test/character.fixtures.js';
import { ALICE_INDEX, DAVE_INDEX, ROLE, UID } from '../../test/fixtures.js';
import { TEST_PUBLIC_URL, describeEachDb, envelope } from '../../test/harness.js';
import { applyBundle } from '../ingest/ingest.service.js';

type ListData = DataOf<typeof endpoints.genshin.characterList>;
type LegacyData = DataOf<typeof endpoints.genshin.character>;
type BasicData = DataOf<typeof endpoints.genshin.avatarBasicInfo>;

const BASE = '/game_record/genshin/api';
const alice = { role_id: ROLE.aliceMain, server: 'os_asia' };
const carol = { role_id: ROLE.carolMain, server: 'os_asia' };
const dave = { role_id: ROLE.daveMain, server: 'os_cht' };

describeEachDb(
  'genshin character endpoints',
  (env) => {
    const post = async <T>(path: string, body: unknown, as?: number, lang?: string) =>
      envelope<T>(
        await env.post(`${BASE}/${path}`, {
          body,
          ...(as ? { as } : {}),
          ...(lang ? { headers: { 'x-rpc-language': lang } } : {}),
        }),
      );
    const list = (body: object, as?: number) => post<ListData>('character/list', body, as);
    const detail = (body: object, as?: number, lang?: string) =>
      post<CharacterDetailData>('character/detail', body, as, lang);

    it('answers 10001 to logged-out requests on every character endpoint', async () => {
      for (const path of ['character/list', 'character/detail', 'character', 'avatarBasicInfo']) {
        const body = await post(path, { ...alice, character_ids: [10000002] });
        expect(body.retcode).toBe(10001);
      }
    });

    it('lists the roster in overview order with weapons and weapon types', async () => {
      const body = await list(alice, UID.alice);
      expect(body.retcode).toBe(0);
      expect(body.data.list.map((c) => c.id)).toEqual([
        10000002, 10000117, 10000021, 10000118, 10009999,
      ]);
      expect(body.data.list[0]).toEqual({
        id: 10000002,
        icon: `${TEST_PUBLIC_URL}/art/character/10000002.svg`,
        name: 'Aria Windsong',
        element: 'Anemo',
        fetter: 7,
        level: 80,
        rarity: 5,
        actived_constellation_num: 1,
        image: `${TEST_PUBLIC_URL}/art/character/10000002.svg`,
        is_chosen: true,
        side_icon: `${TEST_PUBLIC_URL}/art/character/10000002.svg`,
        weapon_type: 1,
        weapon: {
          id: 11501,
          icon: `${TEST_PUBLIC_URL}/art/weapon/11501.svg`,
          type: 1,
          rarity: 5,
          level: 90,
          affix_level: 1,
          name: 'Dawnlit Edge',
        },
      });
      // The mirror doll has no fixed element: the snapshot's is shown.
      expect(body.data.list.find((c) => c.id === 10000118)?.element).toBe('Hydro');
    });

    it('filters by element and weapon type and sorts by every sort_type', async () => {
      const anemo = await list({ ...alice, elements: ['anemo', 'Geo'] }, UID.alice);
      expect(anemo.data.list.map((c) => c.id)).toEqual([10000002, 10000117]);
      const catalysts = await list({ ...alice, weapon_type: [10, 13] }, UID.alice);
      expect(catalysts.data.list.map((c) => c.id)).toEqual([10000117, 10000118]);
      const none = await list({ ...alice, elements: ['Cryo'] }, UID.alice);
      expect(none.data.list).toEqual([]);
      const ids = async (sort_type: number) =>
        (await list({ ...alice, sort_type }, UID.alice)).data.list.map((c) => c.id);
      expect(await ids(1)).toEqual([10000021, 10009999, 10000002, 10000117, 10000118]);
      expect(await ids(2)).toEqual([10000002, 10000117, 10000021, 10000118, 10009999]);
      expect(await ids(3)).toEqual([10000021, 10000002, 10000117, 10009999, 10000118]);
      expect(await ids(4)).toEqual([10000021, 10000002, 10000117, 10000118, 10009999]);
    });

    it('keeps each filter and order apart, whatever order or case the body names them in', async () => {
      const all = await list(alice, UID.alice);
      expect(await list(alice, UID.alice)).toEqual(all);
      const geoFirst = await list({ ...alice, elements: ['Geo', 'ANEMO'] }, UID.alice);
      expect(geoFirst.data.list.map((c) => c.id)).toEqual([10000002, 10000117]);
      expect(await list({ ...alice, elements: ['anemo', 'geo'] }, UID.alice)).toEqual(geoFirst);
      const swords = await list({ ...alice, weapon_type: [1] }, UID.alice);
      expect(swords.data.list.every((c) => c.weapon_type === 1)).toBe(true);
      expect(swords.data.list.length).toBeLessThan(all.data.list.length);
      // Asked for after the filtered lists, the whole roster is still whole and in its order.
      expect(await list(alice, UID.alice)).toEqual(all);
      const byRarity = await list({ ...alice, sort_type: 2 }, UID.alice);
      expect(byRarity.data.list.map((c) => c.id)).toEqual([
        10000002, 10000117, 10000021, 10000118, 10009999,
      ]);
    });

    it('answers -10001 to malformed bodies', async () => {
      const bad = [
        ['character/list', { ...alice, sort_type: 'level' }],
        ['character/list', { ...alice, elements: 'Pyro' }],
        ['character/list', { server: 'os_asia' }],
        ['character/detail', alice],
        ['character/detail', { ...alice, character_ids: [] }],
        ['character/detail', { ...alice, character_ids: ['x'] }],
        ['avatarBasicInfo', {}],
      ] as const;
      for (const [path, body] of bad) {
        expect((await post(path, body, UID.alice)).retcode, path).toBe(-10001);
      }
    });

    it('answers 1009 for an unknown role or a server that is not the role’s', async () => {
      expect((await list({ role_id: '811111111', server: 'os_asia' }, UID.alice)).retcode).toBe(
        1009,
      );
      expect(
        (await detail({ ...alice, server: 'os_usa', character_ids: [1] }, UID.alice)).retcode,
      ).toBe(1009);
    });

    it('gives the owner the full build of a character', async () => {
      const body = await detail({ ...alice, character_ids: [10000002] }, UID.alice);
      expect(body.retcode).toBe(0);
      const [aria] = body.data.list;
      expect(aria?.base).toMatchObject({ id: 10000002, name: 'Aria Windsong', weapon_type: 1 });
      expect(aria?.base).not.toHaveProperty('weapon');
      expect(aria?.weapon).toMatchObject({
        id: 11501,
        promote_level: 6,
        type_name: 'Sword',
        affix_level: 1,
        main_property: { property_type: 4, final: '608' },
        sub_property: { property_type: 22, final: '66.2%' },
      });
      expect(aria?.relics[0]).toMatchObject({
        id: 80001,
        pos_name: 'Flower',
        set: { id: 1500001, name: 'Wayfarer Lantern' },
        main_property: { property_type: 2, value: '4780', times: 0 },
        sub_property_list: [
          { property_type: 20, value: '10.5%', times: 3 },
          { property_type: 22, value: '14.0%', times: 1 },
        ],
      });
      expect(aria?.constellations).toHaveLength(6);
      expect(aria?.constellations.map((c) => c.is_actived)).toEqual([
        true,
        false,
        false,
        false,
        false,
        false,
      ]);
      expect(aria?.constellations[0]).toEqual({
        id: 21,
        name: 'Gale Star 1',
        icon: `${TEST_PUBLIC_URL}/art/constellation/21.svg`,
        effect: 'Wind grows stronger (1).',
        is_actived: true,
        pos: 1,
      });
      expect(aria?.skills[0]).toEqual({
        skill_id: 201,
        skill_type: 1,
        level: 9,
        desc: 'A quick dash of wind.',
        skill_affix_list: [{ name: 'Skill DMG', value: '212%' }],
        icon: `${TEST_PUBLIC_URL}/art/skill/201.svg`,
        is_unlock: true,
        name: 'Swirling Step',
      });
      expect(aria?.skills[1]).toMatchObject({ skill_id: 299, name: '299', desc: '' });
      expect(aria?.costumes).toEqual([
        { id: 2001, name: 'Harbor Coat', icon: `${TEST_PUBLIC_URL}/art/costume/2001.svg` },
      ]);
      expect(aria?.base_properties).toEqual([
        { property_type: 2000, base: '13000', add: '5000', final: '18000' },
      ]);
      expect(aria?.recommend_relic_property).toMatchObject({
        custom_properties: null,
        has_set_recommend_prop: false,
      });
      expect(body.data.relic_property_options.goblet_main_property_list).toContain(42);
    });

    it('puts every property type of the answer into property_map', async () => {
      const body = await detail({ ...alice, character_ids: [10000002, 10000117] }, UID.alice);
      const { list: details, property_map, relic_property_options } = body.data;
      const used = new Set<number>(Object.values(relic_property_options).flat());
      for (const d of details) {
        if (d.weapon) used.add(d.weapon.main_property.property_type);
        if (d.weapon?.sub_property) used.add(d.weapon.sub_property.property_type);
        for (const r of d.relics) {
          used.add(r.main_property.property_type);
          r.sub_property_list.forEach((s) => used.add(s.property_type));
        }
        for (const panel of [
          d.base_properties,
          d.extra_properties,
          d.element_properties,
          d.selected_properties,
        ]) {
          panel.forEach((p) => used.add(p.property_type));
        }
        Object.values(d.recommend_relic_property.recommend_properties)
          .flat()
          .forEach((id) => used.add(id));
      }
      for (const id of used) {
        expect(property_map[String(id)]?.property_type, `property ${id}`).toBe(id);
      }
      expect(property_map['20']).toEqual({
        property_type: 20,
        name: 'CRIT Rate',
        icon: `${TEST_PUBLIC_URL}/art/property/20.svg`,
        filter_name: 'CRIT Rate',
      });
      // Unknown to the catalog: the id stands in for the name, never a missing key.
      expect(property_map['44']).toMatchObject({ property_type: 44, name: '44' });
    });

    it('never breaks on the special characters: no constellations, no weapon, own element', async () => {
      const body = await detail(
        { ...alice, character_ids: [...SPECIAL_CHARACTER_IDS, 10009999] },
        UID.alice,
      );
      expect(body.retcode).toBe(0);
      // 10000062 is not owned by this role and is left out; the ghost has no build at all.
      expect(body.data.list.map((d) => d.base.id)).toEqual([10000117, 10000118, 10009999]);
      for (const d of body.data.list) {
        expect(d.constellations).toEqual([]);
        expect(d.weapon).toBeNull();
      }
      expect(body.data.list[1]?.base.element).toBe('Hydro');
      expect(body.data.list[2]?.base).toMatchObject({ name: 'Ghost', element: '' });
      expect(body.data.list[2]?.recommend_relic_property.recommend_properties).toEqual({
        sand_main_property_list: [],
        goblet_main_property_list: [],
        circlet_main_property_list: [],
        sub_property_list: [],
      });
    });

    it('localizes names, effects, skills and property names', async () => {
      const body = await detail({ ...alice, character_ids: [10000002] }, UID.alice, 'ja-jp');
      const [aria] = body.data.list;
      expect(aria?.base.name).toBe('アリア・ウィンドソング');
      expect(aria?.base.element).toBe('Anemo');
      expect(aria?.weapon).toMatchObject({ name: '暁光の刃', type_name: '片手剣' });
      expect(aria?.relics[0]?.set.affixes[0]?.effect).toBe('治療効果+15%。');
      expect(aria?.constellations[0]).toMatchObject({
        name: '疾風の星1',
        effect: '風が強まる（1）。',
      });
      expect(aria?.skills[0]).toMatchObject({
        name: '旋風の歩み',
        desc: '素早い風の突進。',
        skill_affix_list: [{ name: 'スキルダメージ', value: '212%' }],
      });
      expect(aria?.costumes[0]?.name).toBe('港の外套');
      expect(body.data.property_map['22']).toMatchObject({
        name: '会心ダメージ',
        filter_name: '会心ダメージ',
      });
      const listed = await post<ListData>('character/list', alice, UID.alice, 'ja-jp');
      expect(listed.data.list[0]?.weapon?.name).toBe('暁光の刃');
    });

    it('answers the legacy character call with gear and constellations, numeric role_id too', async () => {
      const body = await post<LegacyData>(
        'character',
        { role_id: Number(ROLE.aliceMain), server: 'os_asia' },
        UID.alice,
      );
      expect(body.retcode).toBe(0);
      expect(body.data.role).toEqual({
        AvatarUrl: '',
        nickname: 'Aether',
        region: 'os_asia',
        level: 60,
      });
      expect(body.data.avatars.map((a) => a.id)).toEqual([
        10000002, 10000117, 10000021, 10000118, 10009999,
      ]);
      const [aria] = body.data.avatars;
      expect(aria).toMatchObject({
        name: 'Aria Windsong',
        card_image: `${TEST_PUBLIC_URL}/art/character/10000002.svg`,
        weapon: { id: 11501, type_name: 'Sword', promote_level: 6 },
        external: null,
      });
      expect(aria?.weapon).not.toHaveProperty('main_property');
      expect(aria?.reliquaries[0]).toMatchObject({ id: 80001, pos: 1, pos_name: 'Flower' });
      expect(aria?.reliquaries[0]).not.toHaveProperty('main_property');
      expect(aria?.constellations).toHaveLength(6);
      expect(body.data.avatars[1]?.constellations).toEqual([]);
      const some = await post<LegacyData>(
        'character',
        { ...alice, character_ids: [10000021] },
        UID.alice,
      );
      expect(some.data.avatars.map((a) => a.id)).toEqual([10000021]);
    });

    it('answers avatarBasicInfo from the catalog with only character_ids', async () => {
      const body = await post<BasicData>(
        'avatarBasicInfo',
        { character_ids: [10000117, 10000002, 12345678] },
        UID.bob,
        'ja-jp',
      );
      expect(body.retcode).toBe(0);
      expect(body.data.avatars).toEqual([
        {
          id: 10000117,
          image: `${TEST_PUBLIC_URL}/art/character/10000117.svg`,
          icon: `${TEST_PUBLIC_URL}/art/character/10000117.svg`,
          name: 'クイル・スターリング',
          element: 'Geo',
          rarity: 5,
          weapon_type: 10,
          weapon_type_name: '法器',
        },
        expect.objectContaining({ id: 10000002, weapon_type: 1, weapon_type_name: '片手剣' }),
      ]);
    });

    it('lets a visitor list and read details of a fully public role', async () => {
      expect((await list(alice, UID.bob)).retcode).toBe(0);
      const body = await detail({ ...alice, character_ids: [10000002] }, UID.bob);
      expect(body.retcode).toBe(0);
      expect(body.data.list).toHaveLength(1);
    });

    it('answers 10102 to a visitor on a private chronicle, on every role call; the owner is served', async () => {
      const notPublic = { retcode: 10102, message: 'Data is not public for the user', data: null };
      expect(await list(carol, UID.bob)).toEqual(notPublic);
      expect(await detail({ ...carol, character_ids: [10000002] }, UID.bob)).toEqual(notPublic);
      expect(await post('character', carol, UID.bob)).toEqual(notPublic);
      expect((await list(carol, UID.carol)).retcode).toBe(0);
      expect((await detail({ ...carol, character_ids: [10000002] }, UID.carol)).retcode).toBe(0);
      expect((await post('character', carol, UID.carol)).retcode).toBe(0);
    });

    it('needs switch 2 for a visitor’s details, not for the list', async () => {
      const listed = await list(dave, UID.bob);
      expect(listed.retcode).toBe(0);
      expect(listed.data.list).toHaveLength(10);
      expect((await detail({ ...dave, character_ids: [10000002] }, UID.bob)).retcode).toBe(10102);
      expect((await post('character', dave, UID.bob)).retcode).toBe(10102);
      const own = await detail({ ...dave, character_ids: [10000002, 10000021] }, UID.dave);
      expect(own.retcode).toBe(0);
      // Dave's snapshot has no builds: details still come, with empty panels.
      expect(own.data.list.map((d) => d.base.id)).toEqual([10000002, 10000021]);
      expect(own.data.list[0]?.constellations).toEqual([]);
    });

    it('reads a JSON body sent as text/plain (genshin-kit.js), and refuses one that is not JSON', async () => {
      const send = async (payload: string) =>
        envelope(
          await env.post(`${BASE}/character/list`, {
            body: payload,
            as: UID.alice,
            headers: { 'content-type': 'text/plain;charset=UTF-8' },
          }),
        ).retcode;
      expect(await send(JSON.stringify(alice))).toBe(0);
      expect(await send('role_id=1')).toBe(-10001);
    });

    it('lists a newer snapshot of the role at once, in the language asked for', async () => {
      const before = await list(dave, UID.dave);
      const first = before.data.list[0];
      expect(first).toBeDefined();
      const avatars = DAVE_INDEX.avatars.map((a) =>
        a.id === first?.id ? { ...a, level: a.level === 90 ? 89 : 90 } : a,
      );
      await applyBundle(env.db, {
        snapshots: [
          {
            game_id: 2,
            game_role_id: ROLE.daveMain,
            kind: 'index',
            payload: { ...DAVE_INDEX, avatars },
          },
        ],
      });
      const after = await list(dave, UID.dave);
      expect(after.data.list[0]?.level).toBe(first?.level === 90 ? 89 : 90);
      const chinese = await post<ListData>('character/list', dave, UID.dave, 'zh-cn');
      expect(chinese.data.list[0]?.level).toBe(after.data.list[0]?.level);
    });

    it('shows a newer overview and newer builds at once in the details and the legacy answer', async () => {
      const carolRole = { role_id: ROLE.carolMain, server: 'os_asia' };
      const read = async () => {
        const details = await detail({ ...carolRole, character_ids: [10000002] }, UID.carol);
        const legacy = await post<LegacyData>('character', carolRole, UID.carol);
        const [one] = details.data.list;
        const row = legacy.data.avatars.find((a) => a.id === 10000002);
        return [
          one?.base.level,
          one?.weapon?.promote_level,
          row?.level,
          row?.weapon?.promote_level,
        ];
      };
      const [level] = await read();
      expect(await read()).toEqual([level, 6, level, 6]);
      expect(level).not.toBe(70);
      const avatars = ALICE_INDEX.avatars.map((a) => (a.id === 10000002 ? { ...a, level: 70 } : a));
      const builds = ALICE_CHARACTERS.avatars.map((b) =>
        b.id === 10000002 && b.weapon ? { ...b, weapon: { ...b.weapon, promote_level: 5 } } : b,
      );
      const snapshot = (kind: string, payload: object) => ({
        game_id: 2 as const,
        game_role_id: ROLE.carolMain,
        kind,
        payload,
      });
      await applyBundle(env.db, {
        snapshots: [snapshot('index', { ...ALICE_INDEX, avatars })],
      });
      expect(await read()).toEqual([70, 6, 70, 6]);
      await applyBundle(env.db, {
        snapshots: [snapshot('characters', { ...ALICE_CHARACTERS, avatars: builds })],
      });
      expect(await read()).toEqual([70, 5, 70, 5]);
    });

    it('answers on every genshin mount', async () => {
      for (const prefix of ['/event/game_record/app/genshin/api', '/game_record/app/genshin/api']) {
        const response = await env.post(`${prefix}/character/list`, { body: alice, as: UID.alice });
        expect(response.headers['content-type']).toBe('application/json');
        expect(envelope(response).retcode).toBe(0);
      }
    });
  },
  { bundle: characterBundle() },
);
