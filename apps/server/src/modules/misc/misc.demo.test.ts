import {
  LANG_CODES,
  type AbyssSnapshot,
  type ActCalendarData,
  type ActCalendarSnapshot,
} from '@chronicle/contract';
import { Value } from 'typebox/value';
import { expect, it } from 'vitest';
import { fromJson } from '../../db/dialect.js';
import { loadDemoData } from '../../load-demo.js';
import { latestSnapshots } from '../records/records.repository.js';
import { putSnapshot } from '../records/records.service.js';
import { describeEachDb, envelope } from '../../test/harness.js';
import { ActCalendarData as ActCalendarSchema } from '@chronicle/contract';

/* The demo accounts read their event calendar through the API, in every language. */

const TRAVELER = 100000001;
const PRIVATE = 100000003;
const CAL = '/game_record/genshin/api/act_calendar';
/** A day in the demo's schedule, mid-phase: 2026-11-22 12:00 UTC. */
const NOW = Date.UTC(2026, 10, 22, 12);

describeEachDb(
  'demo event calendar through the API',
  (env) => {
    it('loads', async () => {
      await loadDemoData(env.db);
    });

    it('lists running banners and events with every text and the role’s own challenge results', async () => {
      for (const lang of LANG_CODES) {
        const body = envelope<ActCalendarData>(
          await env.post(CAL, {
            as: TRAVELER,
            body: { role_id: '812000101', server: 'os_asia' },
            headers: { 'x-rpc-language': lang },
          }),
        );
        expect(body.retcode).toBe(0);
        const { data } = body;
        expect(Value.Check(ActCalendarSchema, data)).toBe(true);
        const pools = [...data.avatar_card_pool_list, ...data.weapon_card_pool_list];
        expect(pools.some((p) => p.pool_status === 2)).toBe(true);
        expect(pools.every((p) => p.pool_name !== '')).toBe(true);
        const featured = pools.flatMap((p) => [...p.avatars, ...p.weapon]);
        expect(featured.every((f) => f.name !== '' && [4, 5].includes(f.rarity))).toBe(true);
        const acts = [...data.act_list, ...data.fixed_act_list];
        expect(acts.every((a) => a.name !== '' && a.desc !== '')).toBe(true);
        expect(acts.flatMap((a) => a.reward_list).every((r) => r.name !== '')).toBe(true);
        expect(data.act_list.some((a) => a.type === 'ActTypeDouble' && a.status === 2)).toBe(true);
      }
      const { data } = envelope<ActCalendarData>(
        await env.post(CAL, { as: TRAVELER, body: { role_id: '812000101', server: 'os_asia' } }),
      );
      const byType = (type: string) => data.fixed_act_list.find((a) => a.type === type);
      expect(byType('ActTypeTower')?.tower_detail).toMatchObject({ has_data: true, max_star: 36 });
      expect(byType('ActTypeRoleCombat')?.role_combat_detail?.has_data).toBe(true);
      expect(byType('ActTypeRoleCombat')?.role_combat_detail?.max_round_id).toBeGreaterThan(0);
      expect(byType('ActTypeHardChallenge')?.hard_challenge_detail?.difficulty).toBeGreaterThan(0);
    });

    it('shows newer records at once: a season sent again, a new challenge record, a new calendar', async () => {
      const role = '812000101';
      const read = async () => {
        const { data } = envelope<ActCalendarData>(
          await env.post(CAL, { as: TRAVELER, body: { role_id: role, server: 'os_asia' } }),
        );
        const byType = (type: string) => data.fixed_act_list.find((a) => a.type === type);
        return {
          stars: byType('ActTypeTower')?.tower_detail?.total_star,
          round: byType('ActTypeRoleCombat')?.role_combat_detail?.max_round_id,
          pools: data.avatar_card_pool_list.length,
        };
      };
      const stored = async <T>(kind: string) => {
        const [row] = await latestSnapshots(env.db, 2, role, kind, 1);
        if (!row) throw new Error(`the demo traveler has no ${kind}`);
        return { row, payload: fromJson<T>(row.payload, {} as T) };
      };
      const put = (kind: string, period: string, at: number, payload: object) =>
        putSnapshot(env.db, {
          game_id: 2,
          game_role_id: role,
          kind,
          period,
          captured_at: at,
          payload,
        });
      const before = await read();
      expect(await read()).toEqual(before);
      expect(before.stars).toBeGreaterThan(1);
      expect(before.pools).toBeGreaterThan(0);
      const season = await stored<AbyssSnapshot>('spiral_abyss');
      await put('spiral_abyss', season.row.period, Number(season.row.captured_at) + 1, {
        ...season.payload,
        total_star: before.stars! - 1,
      });
      expect(await read()).toEqual({ ...before, stars: before.stars! - 1 });
      const combat = await stored<Record<string, unknown>>('role_combat');
      await put('role_combat', combat.row.period, Number(combat.row.captured_at) + 1, {
        ...combat.payload,
        max_round_id: 3,
      });
      const calendar = await stored<ActCalendarSnapshot>('act_calendar');
      await put('act_calendar', '', Number(calendar.row.captured_at) + 1, {
        ...calendar.payload,
        banners: [],
      });
      expect(await read()).toEqual({ stars: before.stars! - 1, round: 3, pools: 0 });
    });

    it('keeps the private player’s calendar from visitors', async () => {
      const closed = await env.post(CAL, {
        as: TRAVELER,
        body: { role_id: '712000303', server: 'os_euro' },
      });
      expect(envelope(closed).retcode).toBe(10102);
      const own = await env.post(CAL, {
        as: PRIVATE,
        body: { role_id: '712000303', server: 'os_euro' },
      });
      expect(envelope(own).retcode).toBe(0);
    });
  },
  { bundle: null, clock: () => NOW },
);
