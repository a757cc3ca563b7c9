import { LANG_CODES, type DailyNoteData, type SpiralAbyssData } from '@chronicle/contract';
import { expect, it } from 'vitest';
import { loadDemoData } from '../../load-demo.js';
import { describeEachDb, envelope } from '../../test/harness.js';

/*
 * The demo accounts (docs/reference/product.md#demo-accounts) read their abyss and notes through
 * the API, in every language.
 */

const TRAVELER = 100000001;
const LUMINE = 100000002;
const PRIVATE = 100000003;
const api = (path: string, roleId: string, server: string, extra = '') =>
  `/game_record/genshin/api/${path}?role_id=${roleId}&server=${server}${extra}`;

describeEachDb(
  'demo abyss and notes through the API',
  (env) => {
    it('loads', async () => {
      await loadDemoData(env.db);
    });

    it('answers both periods of the main role with every name resolved in every language', async () => {
      for (const lang of LANG_CODES) {
        for (const type of [1, 2]) {
          const url = api('spiralAbyss', '812000101', 'os_asia', `&schedule_type=${type}`);
          const body = envelope<SpiralAbyssData>(
            await env.get(url, { as: TRAVELER, headers: { 'x-rpc-language': lang } }),
          );
          expect(body.retcode).toBe(0);
          expect(body.data.schedule_id).toBe(88 - type);
          expect(body.data.reveal_rank.length).toBeGreaterThan(0);
          const chambers = body.data.floors.flatMap((f) => f.levels);
          expect(chambers.length).toBeGreaterThan(0);
          for (const floor of body.data.floors) {
            expect(floor.ley_line_disorder.every((t) => t !== '')).toBe(true);
          }
          for (const chamber of chambers) {
            const foes = [...chamber.top_half_floor_monster, ...chamber.bottom_half_floor_monster];
            expect(foes.every((m) => m.name !== '' && m.icon !== '')).toBe(true);
            const team = chamber.battles.flatMap((b) => b.avatars);
            expect(team.every((a) => a.icon !== '' && a.rarity > 0)).toBe(true);
          }
        }
      }
    });

    it('serves the art the abyss answer points at', async () => {
      const url = api('spiralAbyss', '812000101', 'os_asia');
      const body = envelope<SpiralAbyssData>(await env.get(url, { as: TRAVELER }));
      const icon = body.data.floors[0]?.levels[0]?.top_half_floor_monster[0]?.icon ?? '';
      const res = await env.get(new URL(icon).pathname);
      expect(res.statusCode).toBe(200);
    });

    it('gives each demo owner their notes, and keeps the private player’s chronicle closed', async () => {
      for (const [uid, roleId, server] of [
        [TRAVELER, '812000101', 'os_asia'],
        [LUMINE, '612000202', 'os_usa'],
      ] as const) {
        const body = envelope<DailyNoteData>(
          await env.get(api('dailyNote', roleId, server), { as: uid }),
        );
        expect(body.retcode).toBe(0);
        expect(body.data.max_resin).toBe(200);
        expect(body.data.archon_quest_progress.list[0]?.chapter_title).not.toBe('');
      }
      const visitor = await env.get(api('dailyNote', '812000101', 'os_asia'), { as: LUMINE });
      expect(envelope(visitor).retcode).toBe(10104);
      const closed = await env.get(api('spiralAbyss', '712000303', 'os_euro'), { as: TRAVELER });
      expect(envelope(closed).retcode).toBe(10102);
      const own = await env.get(api('dailyNote', '712000303', 'os_euro'), { as: PRIVATE });
      expect(envelope(own).retcode).toBe(10102);
    });
  },
  { bundle: null },
);
