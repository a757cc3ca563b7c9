import type {
  GcgBasicInfoData,
  GcgCardBackListData,
  GcgCardListData,
  GcgDeckListData,
  GcgMatchListData,
} from '@chronicle/contract';
import { expect, it } from 'vitest';
import { ROLE, UID } from '../../test/fixtures.js';
import { TEST_PUBLIC_URL, describeEachDb, envelope } from '../../test/harness.js';
import { NOT_GAINED, gcgBundle } from './gcg.fixtures.js';

const API = '/game_record/genshin/api/gcg';
const role = (id: string = ROLE.aliceMain, server = 'os_asia') => `role_id=${id}&server=${server}`;

/** Every read endpoint, for the privacy checks. */
const READS = [
  'basicInfo',
  'cardList',
  'cardBackList',
  'deckList',
  'matchList',
  'challenge/schedule',
  'challenge/record',
].map((path) => (id: string, server: string) => `${API}/${path}?${role(id, server)}`);
READS.push((id, server) => `${API}/challenge/deck?${role(id, server)}&schedule_id=13&deck_id=1`);

describeEachDb(
  'Card Duel reads (gcg/*)',
  (env) => {
    const get = async <T>(url: string, as?: number, lang?: string) => {
      const response = await env.get(url, {
        ...(as ? { as } : {}),
        ...(lang ? { headers: { 'x-rpc-language': lang } } : {}),
      });
      expect(response.statusCode).toBeLessThan(500);
      return envelope<T>(response);
    };

    it('answers 10001 logged out and 1009 for an unknown role or another server, on every read', async () => {
      for (const url of READS) {
        expect((await get(url(ROLE.aliceMain, 'os_asia'))).retcode).toBe(10001);
        expect((await get(url('811111111', 'os_asia'), UID.alice)).retcode).toBe(1009);
        expect((await get(url(ROLE.aliceMain, 'os_usa'), UID.alice)).retcode).toBe(1009);
      }
    });

    it('answers 10102 to a visitor on a private chronicle, on every read; never to the owner', async () => {
      for (const url of READS) {
        expect((await get(url(ROLE.carolMain, 'os_asia'), UID.bob)).retcode).toBe(10102);
        expect((await get(url(ROLE.carolMain, 'os_asia'), UID.carol)).retcode).toBe(0);
      }
    });

    it('shows a public profile to a visitor', async () => {
      for (const url of READS) {
        expect((await get(url(ROLE.aliceMain, 'os_asia'), UID.bob)).retcode).toBe(0);
      }
      const { data } = await get<GcgBasicInfoData>(`${API}/basicInfo?${role()}`, UID.bob);
      expect(data.covers).toHaveLength(2);
      expect(data.replays).toHaveLength(3);
    });

    // docs/reference/hoyolab-api.md#card-game-profile
    it('answers the profile: counts, covers in slot order, newest replays, honour card, season', async () => {
      const { data } = await get<GcgBasicInfoData>(`${API}/basicInfo?${role()}`, UID.alice);
      expect(data).toMatchObject({
        level: 9,
        nickname: 'Aether',
        avatar_card_num_gained: 29,
        avatar_card_num_total: 30,
        action_card_num_gained: 33,
        action_card_num_total: 34,
        card_back_num_gained: 2,
        card_back_num_total: 3,
        is_hide_covers: false,
        is_hide_replays: false,
      });
      expect(data.covers.map((c) => [c.category, c.id])).toEqual([
        ['GCGCardCategoryAvatarCard', 1101],
        ['CGCCardCategoryCardBack', 9001],
      ]);
      expect(data.covers[0]).toMatchObject({
        image: `${TEST_PUBLIC_URL}/art/gcg_card/1101.svg`,
        has_data: true,
        action_cost: [],
      });
      expect(data.replays.map((r) => r.game_id)).toEqual(['7300003', '7300002', '7300001']);
      expect(data.replays[0]).toMatchObject({
        match_type: 'Invitation duel',
        is_win: true,
        match_time: { year: 2026, month: 1, day: 5, hour: 3, minute: 0, second: 0 },
        self: { name: 'Aether', is_overflow: false },
        opposite: { name: 'Maple' },
      });
      expect(data.replays[0]?.self.linups[0]).toMatch(/\/art\/character\/\d+\.svg$/);
      expect(data.hornor_character).toMatchObject({ id: 1101, proficiency: 9, use_count: 50 });
      expect(data.challenge_basic).toMatchObject({
        schedule: { id: 13, name: 'Season of Embers' },
        uid: ROLE.aliceMain,
        win_cnt: 1,
        medal: '',
        has_data: true,
      });
    });

    it('names cards, tags, match types and seasons in the request language', async () => {
      const { data } = await get<GcgBasicInfoData>(
        `${API}/basicInfo?${role()}`,
        UID.alice,
        'ja-jp',
      );
      expect(data.replays[0]?.match_type).toBe('招待対戦');
      expect(data.challenge_basic.schedule?.name).toBe('残り火の季節');
      expect(data.hornor_character?.tags).toContain('風');
    });

    it('answers a valid empty profile for a role that never played', async () => {
      const body = await get<GcgBasicInfoData>(
        `${API}/basicInfo?${role(ROLE.bobMain, 'os_euro')}`,
        UID.bob,
      );
      expect(body.retcode).toBe(0);
      expect(body.data).toMatchObject({
        level: 0,
        covers: [],
        replays: [],
        hornor_character: null,
        challenge_basic: { schedule: null, has_data: false, win_cnt: 0 },
      });
      const cards = await get<GcgCardListData>(
        `${API}/cardList?${role(ROLE.bobMain, 'os_euro')}`,
        UID.bob,
      );
      expect(cards.data).toEqual({ card_list: [], is_last: true, next_offset: 0, stats: null });
    });

    it('pages the card list exactly: every card once, characters first, is_last on the last page', async () => {
      const seen: number[] = [];
      const types: string[] = [];
      let offset = 0;
      for (let page = 0; page < 20; page += 1) {
        const { data } = await get<GcgCardListData>(
          `${API}/cardList?${role()}&offset=${offset}&limit=7`,
          UID.alice,
        );
        seen.push(...data.card_list.map((c) => c.id));
        types.push(...data.card_list.map((c) => c.card_type));
        expect(data.next_offset).toBe(offset + data.card_list.length);
        offset = data.next_offset;
        if (data.is_last) break;
        expect(data.card_list).toHaveLength(7);
      }
      expect(seen).toHaveLength(64);
      expect(new Set(seen).size).toBe(64);
      expect(types.lastIndexOf('CardTypeCharacter')).toBe(29);
      expect(new Set(types)).toEqual(
        new Set(['CardTypeCharacter', 'CardTypeModify', 'CardTypeAssist', 'CardTypeEvent']),
      );
    });

    it('pages by 32 by default and filters by need_avatar / need_action', async () => {
      const first = await get<GcgCardListData>(`${API}/cardList?${role()}`, UID.alice);
      expect(first.data.card_list).toHaveLength(32);
      expect(first.data).toMatchObject({ is_last: false, next_offset: 32, stats: null });
      const actions = await get<GcgCardListData>(
        `${API}/cardList?${role()}&need_avatar=false&limit=100`,
        UID.alice,
      );
      expect(actions.data.card_list).toHaveLength(34);
      expect(actions.data.card_list.every((c) => c.card_type !== 'CardTypeCharacter')).toBe(true);
      const avatars = await get<GcgCardListData>(
        `${API}/cardList?${role()}&need_action=false&limit=100`,
        UID.alice,
      );
      expect(avatars.data.card_list).toHaveLength(30);
      expect(avatars.data.is_last).toBe(true);
    });

    // docs/reference/hoyolab-api.md#card-game-card-list
    it('gives the card shapes and the stats when asked', async () => {
      const { data } = await get<GcgCardListData>(
        `${API}/cardList?${role()}&limit=100&need_stats=true`,
        UID.alice,
      );
      expect(data.stats).toEqual({
        level: 9,
        nickname: 'Aether',
        avatar_card_num_gained: 29,
        avatar_card_num_total: 30,
        action_card_num_gained: 33,
        action_card_num_total: 34,
      });
      const character = data.card_list.find((c) => c.id === 1101);
      expect(character).toMatchObject({ card_type: 'CardTypeCharacter', hp: 10, num: 1 });
      expect(character?.card_skills.map((s) => s.tag)).toEqual([
        'Normal Attack',
        'Elemental Skill',
        'Elemental Burst',
      ]);
      expect(character?.icon).toBe(`${TEST_PUBLIC_URL}/art/character/10000002.svg`);
      const weapon = data.card_list.find((c) => c.id === 3101);
      expect(weapon).toMatchObject({
        card_type: 'CardTypeModify',
        hp: 0,
        card_skills: [],
        action_cost: [{ cost_type: 'CostTypeSame', cost_value: 2 }],
        tags: ['Weapon', 'Sword'],
        desc: 'The equipped character deals +1 damage.',
        num: 2,
      });
      expect(data.card_list.find((c) => c.id === NOT_GAINED.action)?.num).toBe(0);
    });

    it('answers -10001 (never a 500) to a bad offset or limit', async () => {
      for (const query of [
        'offset=-1',
        'offset=abc',
        'limit=0',
        'limit=101',
        'limit=x',
        'need_stats=yes',
      ]) {
        const body = await get(`${API}/cardList?${role()}&${query}`, UID.alice);
        expect(body.retcode, query).toBe(-10001);
      }
      expect((await get(`${API}/challenge/deck?${role()}&schedule_id=13`, UID.alice)).retcode).toBe(
        -10001,
      );
      expect(
        (await get(`${API}/challenge/record?${role()}&schedule_id=0`, UID.alice)).retcode,
      ).toBe(-10001);
    });

    it('lists every card back, gained ones first', async () => {
      const { data } = await get<GcgCardBackListData>(`${API}/cardBackList?${role()}`, UID.alice);
      expect(data.card_back_list.map((b) => [b.id, b.has_gained])).toEqual([
        [9001, true],
        [9002, true],
        [9003, false],
      ]);
      expect(data).toMatchObject({ card_back_num_gained: 2, card_back_num_total: 3 });
      expect(data.card_back_list[0]).toMatchObject({
        name: 'Tavern Oak',
        image: `${TEST_PUBLIC_URL}/art/gcg_card_back/9001.svg`,
        source: 'Card Duel level reward',
      });
    });

    it('lists saved decks with validity, cards and card back', async () => {
      const { data } = await get<GcgDeckListData>(`${API}/deckList?${role()}`, UID.alice);
      const [valid, half] = data.deck_list;
      expect(valid).toMatchObject({
        id: 1,
        is_valid: true,
        invalid_reason: '',
        action_card_num: 30,
      });
      expect(valid?.avatar_cards.map((c) => c.id)).toEqual([1101, 1102, 1104]);
      expect(valid?.cover.id).toBe(1101);
      expect(valid?.card_back).toMatchObject({ id: 9001, name: 'Tavern Oak' });
      expect(half).toMatchObject({
        is_valid: false,
        invalid_reason: 'A deck needs 3 character cards.',
        action_card_num: 2,
        card_back: null,
        update_time: null,
      });
    });

    it('lists recent matches newest first and the favourites', async () => {
      const { data } = await get<GcgMatchListData>(`${API}/matchList?${role()}`, UID.alice);
      expect(data.recent_matches.map((m) => m.game_id)).toEqual(['7300003', '7300002', '7300001']);
      expect(data.favourite_matches.map((m) => m.game_id)).toEqual(['7300003']);
      expect(data.is_hide_replays).toBe(false);
    });
  },
  { bundle: gcgBundle() },
);
