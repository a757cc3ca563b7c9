import {
  AchievementData,
  HardChallengeData,
  HardChallengePopularityData,
} from '@chronicle/contract';
import { Value } from 'typebox/value';
import { expect, it } from 'vitest';
import { TEST_PUBLIC_URL, describeEachDb, envelope } from '../../test/harness.js';
import { ROLE, UID, hardChallengeBundle } from './hard-challenge.fixtures.js';

const BASE = '/game_record/genshin/api';
const challenge = (roleId: string, server: string, scheduleType?: 1 | 2) =>
  `${BASE}/hard_challenge?role_id=${roleId}&server=${server}&need_detail=true` +
  (scheduleType ? `&schedule_type=${scheduleType}` : '');
const lang = (code?: string) => (code ? { headers: { 'x-rpc-language': code } } : {});

describeEachDb(
  'GET genshin/api/hard_challenge',
  (env) => {
    const get = async (url: string, as?: number, code?: string) =>
      envelope<HardChallengeData>(await env.get(url, { ...(as ? { as } : {}), ...lang(code) }));

    it('answers 10001 logged out, 1009 for an unknown role or another server, -10001 for bad input', async () => {
      expect((await get(challenge(ROLE.aliceMain, 'os_asia'))).retcode).toBe(10001);
      expect((await get(challenge('811111111', 'os_asia'), UID.alice)).retcode).toBe(1009);
      expect((await get(challenge(ROLE.aliceMain, 'os_usa'), UID.alice)).retcode).toBe(1009);
      const bad = await get(`${challenge(ROLE.aliceMain, 'os_asia')}&schedule_type=7`, UID.alice);
      expect(bad.retcode).toBe(-10001);
    });

    it('keeps every season: the latest captured is current, the one before previous', async () => {
      const current = await get(challenge(ROLE.aliceMain, 'os_asia', 1), UID.alice);
      expect(current.retcode).toBe(0);
      expect(current.data.data[0]?.schedule.schedule_id).toBe('5269003');
      const byDefault = await get(challenge(ROLE.aliceMain, 'os_asia'), UID.alice);
      expect(byDefault.data.data[0]?.schedule.schedule_id).toBe('5269003');
      const previous = await get(challenge(ROLE.aliceMain, 'os_asia', 2), UID.alice);
      expect(previous.data.data[0]?.schedule.schedule_id).toBe('5269002');
      expect(previous.data.data[0]?.single.best).toEqual({
        difficulty: 4,
        second: 161,
        icon: 'UI_LeyLineChallenge_Medal_4',
      });
    });

    // docs/reference/hoyolab-api.md#hard-challenge
    it('answers the shape: the season, then the invalid placeholder season', async () => {
      const { data } = await get(challenge(ROLE.aliceMain, 'os_asia'), UID.alice);
      expect(Value.Check(HardChallengeData, data)).toBe(true);
      expect(data.is_unlock).toBe(true);
      expect(data.links).toEqual({ lineup_link: '', play_link: '' });
      expect(data.data).toHaveLength(2);
      const [season, placeholder] = data.data;
      expect(placeholder?.schedule).toEqual({
        schedule_id: '0',
        start_time: '0',
        end_time: '0',
        start_date_time: null,
        end_date_time: null,
        is_valid: false,
        name: '',
      });
      expect(placeholder?.single).toEqual({ best: null, challenge: [], has_data: false });
      expect(season?.schedule).toMatchObject({ is_valid: true, name: 'Ember Vigil' });
      expect(season?.schedule.start_date_time).toEqual({
        year: 2026,
        month: 2,
        day: 12,
        hour: 0,
        minute: 0,
        second: 0,
      });
      expect(season?.single.has_data).toBe(true);
      const boss = season?.single.challenge[0];
      expect(boss?.name).toBe('Cinder Colossus');
      expect(boss?.second).toBe(52);
      expect(boss?.teams[1]).toEqual({
        avatar_id: 10000022,
        name: 'Corin Tidewell',
        element: 'Hydro',
        image: `${TEST_PUBLIC_URL}/art/character/10000022.svg`,
        level: 89,
        rarity: 4,
        rank: 1,
      });
      expect(boss?.best_avatar).toEqual([
        {
          avatar_id: 10000002,
          side_icon: `${TEST_PUBLIC_URL}/art/character/10000002.svg`,
          dps: '88231',
          type: 1,
          name: 'Aria Windsong',
          element: 'Anemo',
        },
        {
          avatar_id: 10000002,
          side_icon: `${TEST_PUBLIC_URL}/art/character/10000002.svg`,
          dps: '701220',
          type: 2,
          name: 'Aria Windsong',
          element: 'Anemo',
        },
      ]);
      expect(boss?.monster).toEqual({
        monster_id: 901,
        name: 'Cinder Colossus',
        level: 95,
        icon: `${TEST_PUBLIC_URL}/art/monster/901.svg`,
        desc: ['Breaks its <color=#FFD780FF>shell</color> under Water.', '', '', '', ''],
        tags: [
          { type: 1, desc: '{SPRITE_PRESET#11002}Elemental Advantage' },
          { type: 0, desc: '{SPRITE_PRESET#11003}Elemental Disadvantage' },
        ],
      });
      expect(season?.mp).toMatchObject({ has_data: true, best: { difficulty: 2 } });
      expect(season?.mp.challenge[0]?.monster.desc).toEqual(['', '', '', '', '']);
    });

    it('names bosses, seasons and tags in the request language', async () => {
      const { data } = await get(challenge(ROLE.aliceMain, 'os_asia'), UID.alice, 'ja-jp');
      const season = data.data[0];
      expect(season?.schedule.name).toBe('残り火の夜番');
      expect(season?.single.challenge[0]?.monster.name).toBe('残り火の巨像');
      expect(season?.single.challenge[0]?.monster.tags[0]?.desc).toBe(
        '{SPRITE_PRESET#11002}元素有利',
      );
    });

    it('answers only the placeholder for a season never stored, and not unlocked without any', async () => {
      const dave = await get(challenge(ROLE.daveMain, 'os_cht', 2), UID.dave);
      expect(dave.retcode).toBe(0);
      expect(dave.data.is_unlock).toBe(true);
      expect(dave.data.data.map((s) => s.schedule.is_valid)).toEqual([false]);
      const bob = await get(challenge(ROLE.bobMain, 'os_euro'), UID.bob);
      expect(bob.retcode).toBe(0);
      expect(bob.data.is_unlock).toBe(false);
      expect(bob.data.data).toHaveLength(1);
    });

    it('shows a public chronicle to a visitor and answers 10102 on a private one, never to the owner', async () => {
      expect((await get(challenge(ROLE.aliceMain, 'os_asia'), UID.bob)).retcode).toBe(0);
      expect((await get(challenge(ROLE.carolMain, 'os_asia'), UID.bob)).retcode).toBe(10102);
      const own = await get(challenge(ROLE.carolMain, 'os_asia'), UID.carol);
      expect(own.data.data[0]?.single.best?.difficulty).toBe(1);
    });
  },
  { bundle: hardChallengeBundle() },
);

describeEachDb(
  'GET genshin/api/hard_challenge/popularity',
  (env) => {
    const get = async (query: string, as?: number) =>
      envelope<HardChallengePopularityData>(
        await env.get(`${BASE}/hard_challenge/popularity${query}`, as ? { as } : {}),
      );

    it('answers 10001 logged out and -10001 for a malformed season', async () => {
      expect((await get('')).retcode).toBe(10001);
      expect((await get('?schedule_id=abc', UID.bob)).retcode).toBe(-10001);
    });

    it('ranks the newest season over public roles only: a private chronicle never counts', async () => {
      const { retcode, data } = await get('', UID.carol);
      expect(retcode).toBe(0);
      expect(Value.Check(HardChallengePopularityData, data)).toBe(true);
      expect(data.schedule_id).toBe('5269003');
      // Alice and Dave; Carol keeps switch 1 off, so her characters are absent even to herself.
      expect(data.total).toBe(2);
      expect(data.avatar_list.map((a) => [a.avatar_id, a.count, a.rate])).toEqual([
        [10000002, 2, 100],
        [10000022, 1, 50],
        [10000024, 1, 50],
      ]);
      expect(data.avatar_list[0]).toMatchObject({
        name: 'Aria Windsong',
        element: 'Anemo',
        rarity: 5,
      });
      const ids = data.avatar_list.map((a) => a.avatar_id);
      expect(ids).not.toContain(10000027);
      expect(ids).not.toContain(10000028);
    });

    it('breaks usage down per boss, co-op included', async () => {
      const { data } = await get('', UID.bob);
      expect(data.monster_list.map((m) => [m.monster_id, m.name, m.total])).toEqual([
        [901, 'Cinder Colossus', 2],
        [902, 'Rimewing', 1],
      ]);
      expect(data.monster_list[1]?.avatar_list.map((a) => a.rate)).toEqual([100, 100]);
    });

    it('reads an older season when asked, and an unknown one as empty', async () => {
      const older = await get('?schedule_id=5269002', UID.bob);
      expect(older.data.total).toBe(1);
      expect(older.data.avatar_list.map((a) => a.avatar_id)).toEqual([10000023]);
      const none = await get('?schedule_id=42', UID.bob);
      expect(none.data).toEqual({ schedule_id: '42', total: 0, avatar_list: [], monster_list: [] });
    });
  },
  { bundle: hardChallengeBundle() },
);

describeEachDb(
  'POST genshin/api/achievement',
  (env) => {
    const post = async (body: unknown, as?: number, code?: string) =>
      envelope<AchievementData>(
        await env.post(`${BASE}/achievement`, { body, ...(as ? { as } : {}), ...lang(code) }),
      );
    const alice = { role_id: ROLE.aliceMain, server: 'os_asia' };

    it('answers 10001 logged out, 1009 for another server and -10001 for a bad body', async () => {
      expect((await post(alice)).retcode).toBe(10001);
      expect((await post({ ...alice, server: 'os_usa' }, UID.alice)).retcode).toBe(1009);
      expect((await post({ role_id: 'x' }, UID.alice)).retcode).toBe(-10001);
    });

    it('gives progress per category with the catalog name, icon and total', async () => {
      const { retcode, data } = await post(alice, UID.alice);
      expect(retcode).toBe(0);
      expect(Value.Check(AchievementData, data)).toBe(true);
      expect(data.achievement_num).toBe(167);
      expect(data.list).toEqual([
        {
          id: '1',
          name: 'Wonders of the World',
          icon: `${TEST_PUBLIC_URL}/art/achievement_category/1.svg`,
          finish_num: 150,
          percentage: 75,
          show_percent: true,
        },
        { id: '2', name: 'Battle', icon: '', finish_num: 10, percentage: 25, show_percent: true },
        // Unknown to the catalog and without a total: counted, but no percentage to show.
        { id: '3', name: '', icon: '', finish_num: 7, percentage: 0, show_percent: false },
      ]);
    });

    it('accepts a numeric role id and names categories in the request language', async () => {
      const { data } = await post(
        { ...alice, role_id: Number(ROLE.aliceMain) },
        UID.alice,
        'ja-jp',
      );
      expect(data.list[0]?.name).toBe('天地万象');
    });

    it('answers an empty list when nothing is stored', async () => {
      const dave = await post({ role_id: ROLE.daveMain, server: 'os_cht' }, UID.dave);
      expect(dave.data).toEqual({ achievement_num: 0, list: [] });
    });

    it('needs switch 1 for a visitor (10102), never for the owner', async () => {
      expect((await post(alice, UID.bob)).retcode).toBe(0);
      const carol = { role_id: ROLE.carolMain, server: 'os_asia' };
      expect((await post(carol, UID.bob)).retcode).toBe(10102);
      expect((await post(carol, UID.carol)).data.achievement_num).toBe(167);
    });
  },
  { bundle: hardChallengeBundle() },
);
