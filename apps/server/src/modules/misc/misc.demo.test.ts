import { LANG_CODES, type ActCalendarData } from '@chronicle/contract';
import { Value } from 'typebox/value';
import { expect, it } from 'vitest';
import { loadDemoData } from '../../load-demo.js';
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
