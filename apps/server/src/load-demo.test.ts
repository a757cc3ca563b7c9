import { COOKIES, type IndexData } from '@chronicle/contract';
import { expect, it } from 'vitest';
import { loadDemoData } from './load-demo.js';
import { describeEachDb, envelope } from './test/harness.js';

const OVERVIEW =
  '/game_record/genshin/api/index?role_id=812000101&server=os_asia&avatar_list_type=1';

describeEachDb(
  'demo data',
  (env) => {
    it('applies cleanly and again (idempotent upserts)', async () => {
      const first = await loadDemoData(env.db);
      expect(first.accounts).toBe(5);
      expect(first.snapshots).toBeGreaterThanOrEqual(4);
      expect(await loadDemoData(env.db)).toEqual(first);
    });

    it('lets traveler / traveler-demo log in and read a full overview', async () => {
      const login = await env.post('/account/api/login', {
        body: { account: 'traveler', password: 'traveler-demo' },
      });
      expect(envelope(login)).toMatchObject({ retcode: 0, data: { uid: '100000001' } });
      const cookies = Object.fromEntries(login.cookies.map((c) => [c.name, c.value]));
      expect(cookies[COOKIES.token]).toMatch(/^v2_/);

      const body = envelope<IndexData>(await env.get(OVERVIEW, { cookies }));
      expect(body.retcode).toBe(0);
      expect(body.data.avatars.length).toBeGreaterThanOrEqual(50);
      expect(body.data.avatars.every((a) => a.name !== '' && a.name !== String(a.id))).toBe(true);
      expect(body.data.avatars.some((a) => a.weapon !== null)).toBe(true);
      expect(body.data.world_explorations.length).toBeGreaterThan(5);
      expect(body.data.world_explorations.every((r) => r.name !== String(r.id))).toBe(true);
      expect(body.data.homes.length).toBeGreaterThan(0);
      expect(body.data.stats.avatar_number).toBe(body.data.avatars.length);
    });

    it('keeps the private account private and shows its cards to its owner only', async () => {
      const card = '/game_record/card/wapi/getGameRecordCard?uid=100000003';
      expect(envelope(await env.get(card, { as: 100000001 }))).toMatchObject({
        data: { list: [] },
      });
      const own = envelope<{ list: unknown[] }>(await env.get(card, { as: 100000003 }));
      expect(own.data.list.length).toBe(3);
    });
  },
  { bundle: null },
);
