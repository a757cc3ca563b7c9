import type {
  BuildsData,
  CharacterDetailData,
  TrendsData,
  HardChallengeData,
  HkrpgChallengeData,
  PeriodsData,
  SpiralAbyssData,
  AbyssSnapshot,
  TrendPoint,
} from '@chronicle/contract';
import { expect, it } from 'vitest';
import { fromJson } from '../../db/dialect.js';
import { loadDemoData } from '../../load-demo.js';
import { latestSnapshots } from '../records/records.repository.js';
import { latestIndexSnapshot, putSnapshot } from '../records/records.service.js';
import { describeEachDb, envelope } from '../../test/harness.js';

/* Every stored period, beyond the two `schedule_type` reaches (issue 18 §1). */

const TRAVELER = 100000001;
const LUMINE = 100000002;
const MAIN = { role_id: '812000101', server: 'os_asia' };
const HSR = { role_id: '800000101', server: 'prod_official_asia' };
const genshin = (path: string, extra = '') =>
  `/game_record/genshin/api/${path}?role_id=${MAIN.role_id}&server=${MAIN.server}${extra}`;
const periods = (kind: string, role = MAIN, gameId = 2) =>
  `/chronicle/api/history/periods?game_id=${gameId}&role_id=${role.role_id}&server=${role.server}&kind=${kind}`;

describeEachDb(
  'history: every stored period',
  (env) => {
    const get = async <T>(url: string, as: number) => envelope<T>(await env.get(url, { as }));

    it('loads', async () => {
      await loadDemoData(env.db);
    });

    it('lists every stored abyss period newest first, with dates and headline numbers', async () => {
      const body = await get<PeriodsData>(periods('spiral_abyss'), TRAVELER);
      expect(body.retcode).toBe(0);
      expect(body.data.kind).toBe('spiral_abyss');
      expect(body.data.list.map((p) => p.period)).toEqual(['87', '86', '85', '84']);
      for (const period of body.data.list) {
        expect(period.end_time).toBeGreaterThan(period.start_time);
        expect(period.captured_at).toBeGreaterThan(0);
        const { floor, chamber, stars } = period.metrics;
        expect(period.headline).toBe(`${floor}-${chamber} ★${stars}`);
      }
      // The first two are what schedule_type 1 and 2 answer.
      for (const type of [1, 2] as const) {
        const abyss = await get<SpiralAbyssData>(
          genshin('spiralAbyss', `&schedule_type=${type}`),
          TRAVELER,
        );
        const listed = body.data.list[type - 1];
        expect(String(abyss.data.schedule_id)).toBe(listed?.period);
        expect(abyss.data.total_star).toBe(listed?.metrics.stars);
        expect(Number(abyss.data.start_time)).toBe(listed?.start_time);
      }
    });

    it('answers an older period by `period`, in the same shape, whatever schedule_type says', async () => {
      const oldest = await get<SpiralAbyssData>(genshin('spiralAbyss', '&period=84'), TRAVELER);
      expect(oldest.retcode).toBe(0);
      expect(oldest.data.schedule_id).toBe(84);
      expect(oldest.data.floors.length).toBeGreaterThan(0);
      const both = await get<SpiralAbyssData>(
        genshin('spiralAbyss', '&schedule_type=2&period=85'),
        TRAVELER,
      );
      expect(both.data.schedule_id).toBe(85);
    });

    it('refuses a period that is not stored with -9300 and a malformed one with -10001', async () => {
      expect((await get(genshin('spiralAbyss', '&period=83'), TRAVELER)).retcode).toBe(-9300);
      expect((await get(genshin('hard_challenge', '&period=1'), TRAVELER)).retcode).toBe(-9300);
      expect((await get(genshin('spiralAbyss', '&period=abc'), TRAVELER)).retcode).toBe(-10001);
      expect((await get(genshin('spiralAbyss', '&period=0'), TRAVELER)).retcode).toBe(-10001);
    });

    it('answers Trial of Dread seasons by period', async () => {
      const list = await get<PeriodsData>(periods('hard_challenge'), TRAVELER);
      expect(list.data.list.length).toBeGreaterThanOrEqual(2);
      const last = list.data.list.at(-1);
      const body = await get<HardChallengeData>(
        genshin('hard_challenge', `&period=${last?.period}`),
        TRAVELER,
      );
      expect(body.retcode).toBe(0);
      expect(body.data.data[0]?.schedule.schedule_id).toBe(last?.period);
      expect(body.data.data[0]?.single.best?.second ?? 0).toBeGreaterThanOrEqual(0);
    });

    it('answers a Stellar Transit season by period, with the season stored before it as previous', async () => {
      const list = await get<PeriodsData>(periods('hsr_challenge', HSR, 6), TRAVELER);
      expect(list.data.list.map((p) => p.period)).toEqual(
        [...list.data.list.map((p) => p.period)].sort((a, b) => Number(b) - Number(a)),
      );
      expect(list.data.list.length).toBeGreaterThanOrEqual(2);
      const older = list.data.list[1];
      const url = `/game_record/hkrpg/api/challenge?role_id=${HSR.role_id}&server=${HSR.server}&need_all=true&period=${older?.period}`;
      const body = await get<HkrpgChallengeData>(url, TRAVELER);
      expect(body.retcode).toBe(0);
      expect(String(body.data.groups[0]?.schedule_id)).toBe(older?.period);
      expect(body.data.star_num).toBe(older?.metrics.stars);
      const before = list.data.list[2];
      if (before) expect(String(body.data.groups[1]?.schedule_id)).toBe(before.period);
    });

    it('shows a visitor the same list of a public role, and refuses a kind of another game', async () => {
      const own = await get<PeriodsData>(periods('spiral_abyss'), TRAVELER);
      const visitor = await get<PeriodsData>(periods('spiral_abyss'), LUMINE);
      expect(visitor.retcode).toBe(0);
      expect(visitor.data).toEqual(own.data);
      expect((await get(periods('hsr_challenge'), TRAVELER)).retcode).toBe(-10001);
      expect((await get(periods('no_such_kind'), TRAVELER)).retcode).toBe(-10001);
      expect(envelope(await env.get(periods('spiral_abyss'))).retcode).toBe(10001);
    });

    it('lists nothing for a mode never played, and every Starfall Vanguard cycle', async () => {
      const none = await get<PeriodsData>(
        periods('spiral_abyss', { role_id: '912000505', server: 'os_cht' }),
        100000005,
      );
      expect(none.retcode).toBe(0);
      expect(none.data.list).toEqual([]);
      const bh3 = await get<PeriodsData>(
        periods('bh3_battle_field', { role_id: '150000101', server: 'usa01' }, 1),
        TRAVELER,
      );
      expect(bh3.retcode).toBe(0);
      expect(bh3.data.list.length).toBeGreaterThan(1);
      const times = bh3.data.list.map((p) => p.end_time);
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(bh3.data.list.every((p) => p.headline === String(p.metrics.score))).toBe(true);
    });

    it('draws the traveler trends: overview versions month by month and every season', async () => {
      const url = `/chronicle/api/history/trends?game_id=2&role_id=${MAIN.role_id}&server=${MAIN.server}`;
      const body = await get<TrendsData>(url, TRAVELER);
      expect(body.retcode).toBe(0);
      const byKey = new Map(body.data.series.map((s) => [s.key, s]));
      expect([...byKey.keys()]).toEqual(
        expect.arrayContaining([
          'days_active',
          'characters',
          'achievements',
          'exploration',
          'abyss_stars',
          'abyss_floor',
        ]),
      );
      // Five earlier months plus the current overview, growing.
      const days = byKey.get('days_active')?.points ?? [];
      expect(days).toHaveLength(6);
      for (let i = 1; i < days.length; i++) {
        expect(days[i]?.at).toBeGreaterThan(days[i - 1]?.at ?? 0);
        expect(days[i]?.value).toBeGreaterThan(days[i - 1]?.value ?? 0);
      }
      const index = envelope<{ stats: { active_day_number: number } }>(
        await env.get(genshin('index'), { as: TRAVELER }),
      );
      expect(days.at(-1)?.value).toBe(index.data.stats.active_day_number);
      // Seasons oldest first, the same numbers the period list has.
      const abyss = byKey.get('abyss_stars');
      const periodsList = await get<PeriodsData>(periods('spiral_abyss'), TRAVELER);
      expect(abyss?.points.map((p) => p.period)).toEqual(
        periodsList.data.list.map((p) => p.period).reverse(),
      );
      expect(abyss?.points.map((p) => p.value)).toEqual(
        periodsList.data.list.map((p) => p.metrics.stars).reverse(),
      );
      expect(byKey.get('hard_challenge_time')?.lower_is_better).toBe(true);
    });

    it('draws a record stored later at once: a new version, the day’s version replaced, a season replaced', async () => {
      const url = `/chronicle/api/history/trends?game_id=2&role_id=${MAIN.role_id}&server=${MAIN.server}`;
      const series = async () => {
        const body = await get<TrendsData>(url, TRAVELER);
        return new Map(body.data.series.map((s) => [s.key, s.points]));
      };
      const before = await series();
      const days = before.get('days_active') ?? [];
      const index = await latestIndexSnapshot(env.db, MAIN.role_id);
      const [season] = await latestSnapshots(env.db, 2, MAIN.role_id, 'spiral_abyss', 1);
      if (!index || !season) throw new Error('the demo traveler has an overview and a season');
      const today = Date.now();
      const overview = (active: number, at: number) =>
        putSnapshot(env.db, {
          game_id: 2,
          game_role_id: MAIN.role_id,
          kind: 'index',
          period: '',
          captured_at: at,
          payload: { ...index, stats: { ...index.stats, active_day_number: active } },
        });
      const last = (points: TrendPoint[] | undefined) => points?.at(-1)?.value;
      await overview(5000, today);
      const added = await series();
      expect(added.get('days_active')).toHaveLength(days.length + 1);
      expect(last(added.get('days_active'))).toBe(5000);
      // A second capture the same day replaces the day's version (the same row, another payload).
      await overview(5001, today + 1);
      const replaced = await series();
      expect(replaced.get('days_active')).toHaveLength(days.length + 1);
      expect(last(replaced.get('days_active'))).toBe(5001);
      // A season sent again with other numbers replaces its stored period.
      const payload = fromJson<AbyssSnapshot>(season.payload, {} as AbyssSnapshot);
      await putSnapshot(env.db, {
        game_id: 2,
        game_role_id: MAIN.role_id,
        kind: 'spiral_abyss',
        period: season.period,
        captured_at: Number(season.captured_at) + 1,
        payload: { ...payload, total_star: payload.total_star - 1 },
      });
      const stars = (await series()).get('abyss_stars')?.find((p) => p.period === season.period);
      expect(stars?.value).toBe(payload.total_star - 1);
    });

    it('draws trends of the other two games, and keeps a private role private', async () => {
      const hsr = await get<TrendsData>(
        `/chronicle/api/history/trends?game_id=6&role_id=${HSR.role_id}&server=${HSR.server}`,
        TRAVELER,
      );
      expect(hsr.data.series.map((s) => s.key)).toEqual(
        expect.arrayContaining(['days_active', 'characters', 'chaos_stars']),
      );
      const bh3 = await get<TrendsData>(
        '/chronicle/api/history/trends?game_id=1&role_id=150000101&server=usa01',
        TRAVELER,
      );
      expect(bh3.data.series.map((s) => s.key)).toEqual(
        expect.arrayContaining(['days_active', 'battlesuits', 'arena_score']),
      );
      const closed = await get(
        '/chronicle/api/history/trends?game_id=2&role_id=712000303&server=os_euro',
        TRAVELER,
      );
      expect(closed.retcode).toBe(10102);
    });

    it("keeps every version of a character's build, oldest first, the last one as the detail shows it", async () => {
      const index = envelope<{ avatars: { id: number; is_chosen?: boolean }[] }>(
        await env.get(genshin('index'), { as: TRAVELER }),
      );
      const chosen = index.data.avatars.find((a) => a.is_chosen)?.id ?? 0;
      const url = `/chronicle/api/history/builds?game_id=2&role_id=${MAIN.role_id}&server=${MAIN.server}&character_id=${chosen}`;
      const body = await get<BuildsData>(url, TRAVELER);
      expect(body.retcode).toBe(0);
      const { versions } = body.data;
      expect(versions.length).toBeGreaterThanOrEqual(4);
      const times = versions.map((v) => v.captured_at);
      expect(times).toEqual([...times].sort((a, b) => a - b));
      // Consecutive versions differ.
      for (let i = 1; i < versions.length; i++) {
        const { captured_at: _a, ...before } = versions[i - 1] ?? versions[0]!;
        const { captured_at: _b, ...after } = versions[i] ?? versions[0]!;
        expect(after).not.toEqual(before);
      }
      const detail = envelope<CharacterDetailData>(
        await env.post('/game_record/genshin/api/character/detail', {
          as: TRAVELER,
          body: { ...MAIN, character_ids: [chosen] },
        }),
      ).data.list[0];
      const last = versions.at(-1);
      expect(body.data.character.name).toBe(detail?.base.name);
      expect(last?.level).toBe(detail?.base.level);
      expect(last?.rank).toBe(detail?.base.actived_constellation_num);
      expect(last?.weapon?.refinement).toBe(detail?.weapon?.affix_level);
      expect(last?.gear.map((g) => g.subs.map((s) => s.value))).toEqual(
        detail?.relics.map((r) => r.sub_property_list.map((p) => p.value)),
      );
      expect(last?.gear[0]?.main?.name).not.toMatch(/^[0-9]+$/);
      // Older versions had lower rolls, a lower constellation and refinement.
      expect(versions[0]?.rank).toBeLessThanOrEqual(last?.rank ?? 0);
      expect(versions[0]?.gear.map((g) => g.subs)).not.toEqual(last?.gear.map((g) => g.subs));
      expect(versions[0]?.weapon?.refinement ?? 0).toBeLessThanOrEqual(
        last?.weapon?.refinement ?? 0,
      );
    });

    it('keeps build versions in the other two games, and a character never owned has none', async () => {
      const hsrIndex = envelope<{ avatar_list: { id: number }[] }>(
        await env.get(`/game_record/hkrpg/api/index?role_id=${HSR.role_id}&server=${HSR.server}`, {
          as: TRAVELER,
        }),
      );
      const hsrIds = hsrIndex.data.avatar_list.map((a) => a.id);
      let hsrVersions = 0;
      for (const id of hsrIds) {
        const b = await get<BuildsData>(
          `/chronicle/api/history/builds?game_id=6&role_id=${HSR.role_id}&server=${HSR.server}&character_id=${id}`,
          TRAVELER,
        );
        hsrVersions = Math.max(hsrVersions, b.data.versions.length);
      }
      expect(hsrVersions).toBeGreaterThanOrEqual(2);
      const bh3 = envelope<{ characters: { character: { avatar: { id: number } } }[] }>(
        await env.get('/game_record/honkai3rd/api/characters?role_id=150000101&server=usa01', {
          as: TRAVELER,
        }),
      );
      const first = bh3.data.characters[0]?.character.avatar.id;
      const b = await get<BuildsData>(
        `/chronicle/api/history/builds?game_id=1&role_id=150000101&server=usa01&character_id=${first}`,
        TRAVELER,
      );
      expect(b.data.versions.length).toBeGreaterThanOrEqual(2);
      expect(b.data.versions.at(-1)?.gear.every((g) => ['T', 'M', 'B'].includes(g.slot_name))).toBe(
        true,
      );
      const none = await get<BuildsData>(
        `/chronicle/api/history/builds?game_id=2&role_id=${MAIN.role_id}&server=${MAIN.server}&character_id=1`,
        TRAVELER,
      );
      expect(none.data.versions).toEqual([]);
    });
  },
  { bundle: null },
);
