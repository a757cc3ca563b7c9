import type { ActCalendarData, ActCalendarSnapshot, AlchemyRecipesData } from '@chronicle/contract';
import { Value } from 'typebox/value';
import { ActCalendarData as ActCalendarSchema } from '@chronicle/contract';
import { expect, it } from 'vitest';
import { CHARACTER_IDS, ROLE, UID, fixtureBundle, names } from '../../test/fixtures.js';
import { describeEachDb, envelope } from '../../test/harness.js';

const DAY = 86_400;
/** The test clock starts at 2026-03-10 00:00 UTC; `elapsed` moves it on. */
const T0 = Date.UTC(2026, 2, 10) / 1000;
let elapsed = 0;

const CALENDAR: ActCalendarSnapshot = {
  items: [{ id: 201, rarity: 5, names: names('Starlit Gem', '星明かりの宝石') }],
  pools: [{ id: 1, pool_type: 1, names: names('Character Spotlight', 'スポットライト') }],
  acts: [
    {
      id: 1001,
      type: 'ActTypeOther',
      names: names('Lantern Tide', '灯潮祭'),
      rewards: [{ item_id: 201, num: 900 }],
    },
    {
      id: 1002,
      type: 'ActTypeDouble',
      names: names('Bountiful', '豊穣'),
      rewards: [],
      double_total: 3,
    },
    { id: 1003, type: 'ActTypeExplore', names: names('Mists', '霧'), rewards: [] },
    { id: 2001, type: 'ActTypeTower', names: names('Sunken Spire', '沈みし尖塔'), rewards: [] },
  ],
  banners: [
    {
      pool_id: 11,
      pool: 1,
      version_name: '6.3',
      avatars: [10000002, 10000021],
      weapons: [],
      start: T0 - DAY,
      end: T0 + 2 * DAY,
    },
    {
      pool_id: 12,
      pool: 1,
      version_name: '6.3',
      avatars: [10000023],
      weapons: [],
      start: T0 + 3 * DAY,
      end: T0 + 20 * DAY,
    },
    {
      pool_id: 10,
      pool: 1,
      version_name: '6.2',
      avatars: [10000027],
      weapons: [],
      start: T0 - 30 * DAY,
      end: T0 - DAY,
    },
  ],
  events: [
    { id: 501, act: 1001, start: T0 - DAY, end: T0 + 5 * DAY, is_finished: false },
    { id: 502, act: 1002, start: T0 - DAY, end: T0 + DAY, is_finished: false, double_left: 2 },
    // Stored progress of an event that has not opened yet must not show.
    {
      id: 503,
      act: 1003,
      start: T0 + 2 * DAY,
      end: T0 + 9 * DAY,
      is_finished: true,
      explore_percent: 50,
    },
  ],
  fixed: [{ act: 2001, reset_day: 16 }],
};

const calendarSnapshot = (roleId: string) => ({
  game_id: 2 as const,
  game_role_id: roleId,
  kind: 'act_calendar',
  payload: CALENDAR,
});

function bundle() {
  const b = fixtureBundle();
  b.snapshots = [
    ...(b.snapshots ?? []),
    calendarSnapshot(ROLE.aliceMain),
    calendarSnapshot(ROLE.carolMain),
  ];
  return b;
}

const CAL = '/game_record/genshin/api/act_calendar';

describeEachDb(
  'POST genshin/api/act_calendar and the misc endpoints',
  (env) => {
    const post = async <T>(url: string, body: unknown, as?: number, lang?: string) =>
      envelope<T>(
        await env.post(url, {
          body,
          ...(as ? { as } : {}),
          ...(lang ? { headers: { 'x-rpc-language': lang } } : {}),
        }),
      );
    const calendar = (as?: number, roleId: string = ROLE.aliceMain, lang?: string) =>
      post<ActCalendarData>(CAL, { role_id: roleId, server: 'os_asia' }, as, lang);

    it('answers 10001 logged out, 1009 for another server and 10102 for a private chronicle', async () => {
      expect((await calendar()).retcode).toBe(10001);
      expect(
        (await post(CAL, { role_id: ROLE.aliceMain, server: 'os_usa' }, UID.alice)).retcode,
      ).toBe(1009);
      expect((await calendar(UID.alice, ROLE.carolMain)).retcode).toBe(10102);
      expect((await calendar(UID.carol, ROLE.carolMain)).retcode).toBe(0);
      expect((await calendar(UID.bob)).retcode).toBe(0);
    });

    it('rejects a malformed body with -10001', async () => {
      expect((await post(CAL, { role_id: 'abc', server: 'os_asia' }, UID.alice)).retcode).toBe(
        -10001,
      );
    });

    it('lists running and upcoming banners with countdowns from the server clock', async () => {
      elapsed = 0;
      const { data, retcode } = await calendar(UID.alice);
      expect(retcode).toBe(0);
      expect(Value.Check(ActCalendarSchema, data)).toBe(true);
      const pools = data.avatar_card_pool_list;
      expect(pools.map((p) => p.pool_id)).toEqual([11, 12]);
      expect(pools[0]).toMatchObject({
        pool_status: 2,
        countdown_seconds: 2 * DAY,
        pool_name: 'Character Spotlight',
      });
      expect(pools[0]?.start_time).toEqual({
        year: 2026,
        month: 3,
        day: 9,
        hour: 0,
        minute: 0,
        second: 0,
      });
      expect(pools[0]?.avatars.map((a) => [a.id, a.rarity, a.element])).toEqual([
        [10000002, 5, 'Anemo'],
        [10000021, 4, 'Pyro'],
      ]);
      expect(pools[1]).toMatchObject({ pool_status: 1, countdown_seconds: 3 * DAY });
      elapsed = 3 * DAY + 60;
      const later = (await calendar(UID.alice)).data.avatar_card_pool_list;
      expect(later.map((p) => [p.pool_id, p.pool_status, p.countdown_seconds])).toEqual([
        [12, 2, 17 * DAY - 60],
      ]);
    });

    it('gives events soonest-ending first with rewards, double drops and the monthly tower', async () => {
      elapsed = 0;
      const { data } = await calendar(UID.alice, ROLE.aliceMain, 'ja-jp');
      expect(data.act_list.map((a) => [a.id, a.type, a.status, a.countdown_seconds])).toEqual([
        [502, 'ActTypeDouble', 2, DAY],
        [501, 'ActTypeOther', 2, 5 * DAY],
        [503, 'ActTypeExplore', 1, 2 * DAY],
      ]);
      expect(data.act_list[2]).toMatchObject({
        is_finished: false,
        explore_detail: { explore_percent: 0, is_finished: false },
      });
      expect(data.act_list[0]?.double_detail).toEqual({ total: 3, left: 2 });
      expect(data.act_list[1]).toMatchObject({ name: '灯潮祭', status: 2 });
      expect(data.act_list[1]?.reward_list[0]).toMatchObject({
        item_id: 201,
        num: 900,
        rarity: '5',
        name: '星明かりの宝石',
      });
      const tower = data.fixed_act_list[0];
      // The spire resets on the 16th: on March 10 the period began on February 16.
      expect(tower).toMatchObject({ type: 'ActTypeTower', countdown_seconds: 6 * DAY - 1 });
      expect(tower?.start_time).toMatchObject({ month: 2, day: 16 });
      expect(tower?.tower_detail).toEqual({
        is_unlock: false,
        max_star: 36,
        total_star: 0,
        has_data: false,
      });
    });

    it('answers an empty calendar for a role without one', async () => {
      const { data, retcode } = await post<ActCalendarData>(
        CAL,
        { role_id: ROLE.aliceSecond, server: 'os_usa' },
        UID.alice,
      );
      expect(retcode).toBe(0);
      expect(data).toEqual({
        avatar_card_pool_list: [],
        weapon_card_pool_list: [],
        mixed_card_pool_list: [],
        act_list: [],
        fixed_act_list: [],
      });
    });

    it('lets only the owner set reminders, and shows them to the owner alone', async () => {
      const notice = (as: number | undefined, act_id: number, enable?: boolean) =>
        post<{ notice_act_ids: number[] }>(
          '/game_record/genshin/api/add_notice',
          {
            role_id: ROLE.aliceMain,
            server: 'os_asia',
            act_id,
            ...(enable === undefined ? {} : { enable }),
          },
          as,
        );
      expect((await notice(undefined, 501)).retcode).toBe(10001);
      expect((await notice(UID.bob, 501)).retcode).toBe(10104);
      expect((await notice(UID.alice, 999)).retcode).toBe(-10001);
      expect((await notice(UID.alice, 501)).data.notice_act_ids).toEqual([501]);
      expect((await notice(UID.alice, 2001)).data.notice_act_ids).toEqual([501, 2001]);
      elapsed = 0;
      const own = (await calendar(UID.alice)).data.act_list.find((a) => a.id === 501);
      expect(own?.is_notice).toBe(true);
      const seen = (await calendar(UID.bob)).data.act_list.find((a) => a.id === 501);
      expect(seen?.is_notice).toBe(false);
      expect((await notice(UID.alice, 501, false)).data.notice_act_ids).toEqual([2001]);
    });

    it('lets the owner set up to 8 owned showcase characters', async () => {
      const top = (as: number | undefined, avatar_ids: number[], role = ROLE.aliceMain) =>
        post(
          '/game_record/genshin/api/character/top',
          { avatar_ids, uid_key: role, server_key: 'os_asia' },
          as,
        );
      expect((await top(UID.alice, [CHARACTER_IDS[0]])).retcode).toBe(0);
      expect((await top(UID.bob, [CHARACTER_IDS[0]])).retcode).toBe(10104);
      expect((await top(UID.alice, [99999999])).retcode).toBe(-10001);
      expect((await top(UID.alice, [CHARACTER_IDS[0], CHARACTER_IDS[0]])).retcode).toBe(-10001);
      expect((await top(UID.alice, [...CHARACTER_IDS.slice(0, 9)])).retcode).toBe(-10001);
      expect((await top(undefined, [])).retcode).toBe(10001);
    });

    it('shows the owner’s showcase picks to a visitor without character details, until cleared', async () => {
      const picks = [CHARACTER_IDS[3], CHARACTER_IDS[1]];
      const index = async (as: number) =>
        envelope<{ avatars: { id: number; is_chosen: boolean }[] }>(
          await env.get('/game_record/genshin/api/index', {
            query: { role_id: ROLE.daveMain, server: 'os_cht' },
            as,
          }),
        ).data.avatars;
      const top = (avatar_ids: number[]) =>
        post(
          '/game_record/genshin/api/character/top',
          { avatar_ids, uid_key: ROLE.daveMain, server_key: 'os_cht' },
          UID.dave,
        );
      // Dave keeps character details private: a visitor sees the 8 closest companions by default.
      expect(await index(UID.bob)).toHaveLength(8);
      expect((await top(picks)).retcode).toBe(0);
      expect((await index(UID.bob)).map((a) => a.id).sort()).toEqual([...picks].sort());
      const own = await index(UID.dave);
      expect(
        own
          .filter((a) => a.is_chosen)
          .map((a) => a.id)
          .sort(),
      ).toEqual([...picks].sort());
      expect((await top([])).retcode).toBe(0);
      expect(await index(UID.bob)).toHaveLength(8);
    });

    it('lists the toolbox with links to Chronicle pages, localized', async () => {
      const { data, retcode } = envelope<{ tools: { name: string; url: string }[] }>(
        await env.get('/game_record/genshin/api/tool_oversea', {
          as: UID.alice,
          headers: { 'x-rpc-language': 'de-de' },
        }),
      );
      expect(retcode).toBe(0);
      expect(data.tools.map((t) => t.name)).toContain('Alchemiewerkstatt');
      expect(data.tools.every((t) => t.url.startsWith('http://chronicle.test/'))).toBe(true);
      expect(envelope(await env.get('/game_record/genshin/api/tool_oversea')).retcode).toBe(10001);
    });

    it('serves the alchemy recipe book in the request language', async () => {
      const { data } = envelope<AlchemyRecipesData>(
        await env.get('/game_record/genshin/api/alchemy/recipes', {
          as: UID.alice,
          headers: { 'x-rpc-language': 'fr-fr' },
        }),
      );
      const ids = new Set(data.items.map((i) => i.id));
      expect(data.recipes.length).toBeGreaterThan(3);
      expect(data.recipes.every((r) => r.ingredients.every((i) => ids.has(i.item_id)))).toBe(true);
      expect(data.items.find((i) => i.id === 31)?.name).toBe('Huile brise-tempête');
    });
  },
  { bundle: bundle(), clock: () => (T0 + elapsed) * 1000 },
);
