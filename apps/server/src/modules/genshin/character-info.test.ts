import type { CharacterDetailData, DataOf, endpoints } from '@chronicle/contract';
import { beforeAll, expect, it } from 'vitest';
import { ARIA_TEXTS, characterInfoBundle } from '../../test/character-info.fixtures.js';
import { ALICE_CHARACTERS } from '../../test/character.fixtures.js';
import { ALICE_INDEX, ROLE, UID } from '../../test/fixtures.js';
import { TEST_PUBLIC_URL, describeEachDb, envelope, type TestEnv } from '../../test/harness.js';
import { applyBundle } from '../ingest/ingest.service.js';
import { createServiceToken } from '../ingest/service-token.service.js';

type InfoData = DataOf<typeof endpoints.genshin.characterInfo>;
type ExtraData = DataOf<typeof endpoints.genshin.externalContent>;
type BasicData = DataOf<typeof endpoints.genshin.roleBasicInfo>;

const BASE = '/game_record/genshin/api';
const alice = { role_id: ROLE.aliceMain, server: 'os_asia' };
const carol = { role_id: ROLE.carolMain, server: 'os_asia' };
const lists = {
  sand_main_property_list: [28],
  goblet_main_property_list: [44, 6],
  circlet_main_property_list: [22],
  sub_property_list: [22, 20, 23],
};

function requests(env: TestEnv) {
  const lang = (value?: string) => (value ? { headers: { 'x-rpc-language': value } } : {});
  return {
    post: async <T>(path: string, body: unknown, as?: number, language?: string) =>
      envelope<T>(
        await env.post(`${BASE}/${path}`, {
          body,
          ...(as ? { as } : {}),
          ...lang(language),
        }),
      ),
    get: async <T>(path: string, query: Record<string, string>, as?: number, language?: string) =>
      envelope<T>(
        await env.get(`${BASE}/${path}`, { query, ...(as ? { as } : {}), ...lang(language) }),
      ),
  };
}

describeEachDb(
  'character card, extra content and role basics',
  (env) => {
    const { post, get } = requests(env);
    const info = (ids: unknown, as?: number, language?: string) =>
      post<InfoData>('character/info', { character_ids: ids }, as, language);
    const extra = (itemId: string, as?: number, language?: string, itemType = '1') =>
      get<ExtraData>('external_content', { item_type: itemType, item_id: itemId }, as, language);

    it('answers 10001 to logged-out requests', async () => {
      expect((await info([10000002])).retcode).toBe(10001);
      expect((await extra('10000002')).retcode).toBe(10001);
      expect((await get('roleBasicInfo', alice)).retcode).toBe(10001);
    });

    it('gives the card facts and absolute links of known characters, skipping unknown ids', async () => {
      const body = await info([10000002, 424242, 10000117, 10000002], UID.bob);
      expect(body.retcode).toBe(0);
      expect(body.data.avatars.map((a) => a.id)).toEqual([10000002, 10000117]);
      expect(body.data.avatars[0]).toEqual({
        id: 10000002,
        avatar_id: 10000002,
        name: 'Aria Windsong',
        element: 'Anemo',
        rarity: 5,
        icon: `${TEST_PUBLIC_URL}/art/character/10000002.svg`,
        image: `${TEST_PUBLIC_URL}/art/character/10000002.svg`,
        weapon_type: 1,
        weapon_type_name: 'Sword',
        wiki_url: `${TEST_PUBLIC_URL}/wiki/characters/10000002`,
        caculator_url: `${TEST_PUBLIC_URL}/wiki/characters/10000002#calculator`,
        lineup_url: `${TEST_PUBLIC_URL}/wiki/characters/10000002#lineup`,
        strategy_url: 'https://guides.example/aria',
      });
      // No links in the catalog: empty strings, which the card hides.
      expect(body.data.avatars[1]).toMatchObject({ wiki_url: '', caculator_url: '' });
    });

    it('never hands out a link that is not http(s), whatever the catalog holds', async () => {
      const token = await createServiceToken(env.db, 'links');
      const pushed = await env.request('PUT', '/ingest/v1/catalog', {
        headers: { authorization: `Bearer ${token}` },
        body: {
          entries: [
            {
              kind: 'character',
              id: 10000099,
              attrs: {
                element: 'Pyro',
                rarity: 4,
                weapon_type: 1,
                wiki_url: 'javascript:alert(1)',
                calculator_url: 'data:text/html,<script>alert(1)</script>',
                lineup_url: '//elsewhere.example/lineup',
                strategy_url: 'https://guides.example/odd',
              },
              names: { 'en-us': 'Odd Links' },
            },
          ],
        },
      });
      expect(envelope(pushed).retcode).toBe(0);
      const body = await info([10000099], UID.bob);
      expect(body.data.avatars[0]).toMatchObject({
        wiki_url: '',
        caculator_url: '',
        lineup_url: '',
        strategy_url: 'https://guides.example/odd',
      });
    });

    it('localizes names and weapon type names, and validates the body', async () => {
      const ja = await info([10000002], UID.alice, 'ja-jp');
      expect(ja.data.avatars[0]).toMatchObject({
        name: 'アリア・ウィンドソング',
        weapon_type_name: '片手剣',
      });
      expect((await info([], UID.alice)).retcode).toBe(-10001);
      expect((await info(['x'], UID.alice)).retcode).toBe(-10001);
    });

    it('gives the extra content with localized fact labels', async () => {
      const en = await extra('10000002', UID.alice);
      expect(en.retcode).toBe(0);
      expect(en.data).toEqual({
        item_type: 1,
        item_id: 10000002,
        title: ARIA_TEXTS['en-us'].title,
        description: ARIA_TEXTS['en-us'].description,
        facts: [
          { key: 'affiliation', label: 'Affiliation', value: 'Wind Guard' },
          { key: 'birthday', label: 'Birthday', value: 'July 3' },
          { key: 'constellation', label: 'Constellation', value: 'Morning Bell' },
        ],
      });
      const ja = await extra('10000002', UID.alice, 'ja-jp');
      expect(ja.data.title).toBe(ARIA_TEXTS['ja-jp'].title);
      expect(ja.data.facts[0]).toEqual({ key: 'affiliation', label: '所属', value: '風衛隊' });
      // No German texts: the values fall back to English, the labels are still German.
      const de = await extra('10000002', UID.alice, 'de-de');
      expect(de.data.facts[0]).toEqual({
        key: 'affiliation',
        label: 'Zugehörigkeit',
        value: 'Wind Guard',
      });
    });

    it('answers -10001 to an unknown character or item type, and empty content without texts', async () => {
      const unknown = await extra('424242', UID.alice);
      expect(unknown.retcode).toBe(-10001);
      expect(unknown.message).toContain('424242');
      expect((await extra('10000002', UID.alice, undefined, '2')).retcode).toBe(-10001);
      expect((await extra('abc', UID.alice)).retcode).toBe(-10001);
      const bare = await extra('10000117', UID.alice);
      expect(bare.data).toMatchObject({ title: '', description: '', facts: [] });
    });

    it('gives role basics with the index privacy', async () => {
      const own = await get<BasicData>('roleBasicInfo', alice, UID.alice);
      expect(own).toMatchObject({ retcode: 0 });
      expect(own.data).toEqual({
        AvatarUrl: `${TEST_PUBLIC_URL}/art/character/10000021.svg`,
        nickname: 'Aether',
        region: 'os_asia',
        level: 60,
        card_play_level: 0,
      });
      expect((await get('roleBasicInfo', alice, UID.bob)).retcode).toBe(0);
      expect((await get('roleBasicInfo', carol, UID.bob)).retcode).toBe(10102);
      expect((await get('roleBasicInfo', carol, UID.carol)).retcode).toBe(0);
      const bob = await get<BasicData>(
        'roleBasicInfo',
        { role_id: ROLE.bobMain, server: 'os_euro' },
        UID.bob,
      );
      // No snapshot: the role's own nickname and level, and the game's default icon.
      expect(bob.data).toMatchObject({ nickname: 'Bram', level: 40, card_play_level: 0 });
      expect(bob.data.AvatarUrl).toBe(`${TEST_PUBLIC_URL}/art/game/2.svg`);
      const wrong = await get('roleBasicInfo', { ...alice, server: 'os_usa' }, UID.alice);
      expect(wrong.retcode).toBe(1009);
    });

    it('shows a newer overview at once in the role basics', async () => {
      const before = await get<BasicData>('roleBasicInfo', carol, UID.carol);
      expect(before.data.nickname).not.toBe('Renamed');
      await applyBundle(env.db, {
        snapshots: [
          {
            game_id: 2,
            game_role_id: ROLE.carolMain,
            kind: 'index',
            payload: {
              ...ALICE_INDEX,
              role: {
                ...ALICE_INDEX.role,
                nickname: 'Renamed',
                level: 58,
                game_head_icon: '/x.png',
              },
            },
          },
        ],
      });
      const after = await get<BasicData>('roleBasicInfo', carol, UID.carol);
      expect(after.data).toMatchObject({
        nickname: 'Renamed',
        level: 58,
        AvatarUrl: `${TEST_PUBLIC_URL}/x.png`,
      });
    });
  },
  { bundle: characterInfoBundle() },
);

describeEachDb(
  'set_recommend_prop',
  (env) => {
    const { post } = requests(env);
    const set = (body: object, as?: number) => post('character/set_recommend_prop', body, as);
    const recommendOf = async (id = 10000002) => {
      const body = await post<CharacterDetailData>(
        'character/detail',
        { ...alice, character_ids: [id] },
        UID.alice,
      );
      return body.data.list[0]?.recommend_relic_property;
    };
    let token = '';
    beforeAll(async () => {
      token = await createServiceToken(env.db, 'tests');
    });
    const ingestBuilds = async (custom: typeof lists | null) => {
      const payload = {
        avatars: ALICE_CHARACTERS.avatars.map((b) => ({ ...b, custom_properties: custom })),
      };
      const res = await env.request('PUT', `/ingest/v1/snapshots/2/${ROLE.aliceMain}/characters`, {
        headers: { authorization: `Bearer ${token}` },
        body: { captured_at: new Date().toISOString(), payload },
      });
      expect(envelope(res).retcode).toBe(0);
    };

    it('refuses logged-out callers, visitors and other roles', async () => {
      const body = { ...alice, avatar_id: 10000002, custom_properties: lists };
      expect((await set(body)).retcode).toBe(10001);
      const visitor = await set(body, UID.bob);
      expect(visitor.retcode).toBe(10104);
      expect(visitor.message).toContain('owner');
      expect((await set({ ...body, role_id: '811111111' }, UID.alice)).retcode).toBe(1009);
      expect((await set({ ...body, server: 'os_usa' }, UID.alice)).retcode).toBe(1009);
      expect(await recommendOf()).toMatchObject({
        custom_properties: null,
        has_set_recommend_prop: false,
      });
    });

    it('answers -10001 to stats outside a slot’s options, bad bodies and unowned characters', async () => {
      const body = { ...alice, avatar_id: 10000002, custom_properties: lists };
      const critSands = { ...lists, sand_main_property_list: [20] };
      const bad = [
        { ...body, custom_properties: critSands },
        { ...body, custom_properties: { ...lists, sub_property_list: [44] } },
        { ...body, custom_properties: { sand_main_property_list: [28] } },
        { ...body, avatar_id: 'x' },
        { ...body, avatar_id: 10000023 },
      ];
      for (const request of bad) {
        expect((await set(request, UID.alice)).retcode, JSON.stringify(request)).toBe(-10001);
      }
      expect((await recommendOf())?.has_set_recommend_prop).toBe(false);
    });

    it('stores the owner’s choice, keeps it across ingests, and resets it with null', async () => {
      const ok = await set({ ...alice, avatar_id: 10000002, custom_properties: lists }, UID.alice);
      expect(ok).toMatchObject({ retcode: 0, data: {} });
      expect(await recommendOf()).toMatchObject({
        custom_properties: lists,
        has_set_recommend_prop: true,
      });
      // Only that character changed.
      expect((await recommendOf(10000117))?.has_set_recommend_prop).toBe(false);

      await ingestBuilds(null);
      expect((await recommendOf())?.custom_properties).toEqual(lists);

      await set({ ...alice, avatar_id: 10000002, custom_properties: null }, UID.alice);
      expect(await recommendOf()).toMatchObject({
        custom_properties: null,
        has_set_recommend_prop: false,
      });
      // The reset is the player's choice too: an ingested preference does not bring one back.
      await ingestBuilds({ ...lists, sand_main_property_list: [23] });
      expect((await recommendOf())?.has_set_recommend_prop).toBe(false);
      // The ingested preference still counts for characters the player never touched.
      expect((await recommendOf(10000117))?.custom_properties?.sand_main_property_list).toEqual([
        23,
      ]);
    });

    it('treats four empty lists as no preference, like a reset', async () => {
      await set({ ...alice, avatar_id: 10000002, custom_properties: lists }, UID.alice);
      const empty = {
        sand_main_property_list: [],
        goblet_main_property_list: [],
        circlet_main_property_list: [],
        sub_property_list: [],
      };
      const ok = await set({ ...alice, avatar_id: 10000002, custom_properties: empty }, UID.alice);
      expect(ok.retcode).toBe(0);
      expect(await recommendOf()).toMatchObject({
        custom_properties: null,
        has_set_recommend_prop: false,
      });
    });
  },
  { bundle: characterInfoBundle() },
);
