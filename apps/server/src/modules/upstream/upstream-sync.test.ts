import {
  COOKIES,
  type AbyssSnapshot,
  type IndexSnapshot,
  type IngestSnapshot,
  type UpstreamLink,
} from '@chronicle/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_RISK, TestEnv, envelope, testDatabases } from '../../test/harness.js';
import { createAccount } from '../account/account.service.js';
import { rolesOf } from '../binding/binding.service.js';
import { applyBundle } from '../ingest/ingest.service.js';
import { listPeriods } from '../records/records.service.js';
import { riskStore } from '../risk/risk.service.js';
import { accountSubject } from '../risk/risk.subjects.js';
import { UPSTREAM_GROUPS } from './parsers/registry.js';
import { SyncWorker } from './sync.worker.js';
import { fetchTransport } from './fetch-transport.js';
import type { UpstreamTransport } from './upstream-request.js';
import {
  replayGroup,
  cookieMapOf,
  demoWithoutPasswords,
  startUpstream,
  upstreamConfig,
  type RunningUpstream,
} from './upstream.test-support.js';

/*
 * Issue 17's proof that sync works for real: server A holds the demo data and is the upstream,
 * server B starts empty. A new account on B links A's traveler; after one sync every record endpoint
 * of every traveler role answers on B as on A (only absolute URLs may differ: B serves mirrored
 * copies). Then A gets a new abyss period and a changed character, A's session ends, A asks for a
 * captcha: B keeps up, keeps everything, and says what happened.
 */

const NOW = Date.parse('2026-11-20T08:00:00.000Z');
const TRAVELER = 100000001;
const MAIN_ROLE = '812000101';

for (const dbKind of testDatabases()) {
  // A whole sync of the demo traveler and every endpoint compared takes about 10 s alone; with two
  // test files at a time on a busy two-core machine it has needed more than the default 20 s.
  describe(`sync from another Chronicle server [${dbKind}]`, { timeout: 90_000 }, () => {
    let a: RunningUpstream;
    const b = new TestEnv(dbKind);
    let player = 0;
    let worker: SyncWorker;
    let cookie = '';

    const links = async () =>
      envelope<{ links: UpstreamLink[] }>(
        await b.get('/chronicle/api/upstream/links', { as: player }),
      ).data.links;
    const syncAll = async (linkId: number) => {
      await worker.runNow(linkId);
      await worker.idle();
      const [link] = await links();
      if (!link) throw new Error('the link is gone');
      return link;
    };

    beforeAll(async () => {
      a = await startUpstream({ bundle: demoWithoutPasswords(), clock: () => NOW });
      await b.start({
        bundle: null,
        clock: () => NOW,
        config: { upstream: upstreamConfig([{ name: 'a', origin: a.origin }]) },
      });
      player = Number(
        (await createAccount(b.db, { account: 'player', password: 'player-pass' })).uid,
      );
      worker = new SyncWorker(b.app.upstream.env, { workers: 1 });
      cookie = await a.cookieOf(TRAVELER);
    });
    afterAll(async () => {
      await worker.stop();
      await b.stop();
      await a.stop();
    });

    it("links A's traveler, and after one sync answers every record endpoint of every role as A does", async () => {
      const linked = envelope<{ link: UpstreamLink }>(
        await b.post('/chronicle/api/upstream/link', {
          as: player,
          body: { upstream: 'a', cookie, langs: ['ja-jp'] },
        }),
      );
      expect(linked.retcode).toBe(0);
      expect(linked.data.link).toMatchObject({
        status: 'pending',
        upstream: 'a',
        langs: ['en-us', 'ja-jp'],
      });
      expect(JSON.stringify(linked)).not.toContain(cookie.split('ltoken_v2=')[1]);

      const link = await syncAll(linked.data.link.id);
      expect(link.last_error).toBeNull();
      expect(link.status).toBe('ok');
      const travelerRoles = await rolesOf(a.db, TRAVELER);
      expect(link.roles.map((r) => r.game_role_id).sort()).toEqual(
        travelerRoles.map((r) => r.game_role_id).sort(),
      );
      expect(link.last_run?.images).toBeGreaterThan(0);

      const from = { app: a.app, cookies: cookieMapOf(await a.cookieOf(TRAVELER)) };
      const to = { app: b.app, cookies: await b.sessionCookies(player) };
      let compared = 0;
      for (const role of travelerRoles) {
        for (const group of UPSTREAM_GROUPS.filter((g) => g.game === role.game_id)) {
          for (const lang of ['en-us', 'ja-jp'] as const) {
            const upstreamRole = {
              gameId: group.game,
              roleId: role.game_role_id,
              server: role.region,
              level: role.level,
            };
            for (const pair of await replayGroup(group, upstreamRole, lang, from, to)) {
              expect(
                pair.actual,
                `${role.game_role_id} ${pair.request.endpoint.id} ${lang}`,
              ).toEqual(pair.expected);
              compared += 1;
            }
          }
        }
      }
      expect(compared).toBeGreaterThan(40);
    });

    it('keeps every period, makes a new one current and shows a changed character after the next sync', async () => {
      const bundle = demoWithoutPasswords();
      const abyss = latestOf(bundle.snapshots ?? [], 'spiral_abyss');
      const index = latestOf(bundle.snapshots ?? [], 'index');
      const payload = abyss.payload as AbyssSnapshot;
      const week = 14 * 86_400;
      const next: AbyssSnapshot = {
        ...payload,
        schedule_id: payload.schedule_id + 1,
        start_time: payload.start_time + week,
        end_time: payload.end_time + week,
        max_floor: '12-3',
      };
      const changed = structuredClone(index.payload as IndexSnapshot);
      const first = changed.avatars[0];
      if (!first) throw new Error('the demo traveler has no characters');
      first.level = first.level === 90 ? 80 : 90;
      await applyBundle(a.db, {
        snapshots: [
          { ...abyss, period: String(next.schedule_id), captured_at: NOW - 1000, payload: next },
          { ...index, captured_at: NOW - 1000, payload: changed },
        ],
      });
      const before = await listPeriods(b.db, 2, MAIN_ROLE, 'spiral_abyss');

      const [link] = await links();
      const synced = await syncAll(link?.id ?? 0);
      expect(synced.status).toBe('ok');
      const after = await listPeriods(b.db, 2, MAIN_ROLE, 'spiral_abyss');
      expect(after[0]).toBe(String(next.schedule_id));
      expect(after).toEqual(expect.arrayContaining(before));
      expect(after.length).toBe(before.length + 1);

      const query = { role_id: MAIN_ROLE, server: 'os_asia', schedule_type: '1' };
      const current = envelope<{ schedule_id: number; max_floor: string }>(
        await b.get('/game_record/genshin/api/spiralAbyss', { as: player, query }),
      );
      expect(current.data).toMatchObject({ schedule_id: next.schedule_id, max_floor: '12-3' });
      const list = envelope<{ list: { id: number; level: number }[] }>(
        await b.post('/game_record/genshin/api/character/list', {
          as: player,
          body: { role_id: MAIN_ROLE, server: 'os_asia' },
        }),
      );
      expect(list.data.list.find((c) => c.id === first.id)?.level).toBe(first.level);
    });

    it('skips what A keeps private (10102), and keeps the older records of a part that fails', async () => {
      const answer = (retcode: number, message: string) => ({
        status: 200,
        body: JSON.stringify({ retcode, message, data: null }),
      });
      // A's abyss is private now, and its notes fail with an error of its own.
      const faulty = (inner: UpstreamTransport): UpstreamTransport => ({
        send: (request) => {
          if (request.path.includes('/genshin/api/spiralAbyss')) {
            return Promise.resolve(answer(10102, 'Data is not public for the user'));
          }
          if (request.path.includes('/genshin/api/dailyNote')) {
            return Promise.resolve(answer(-502, 'Something broke upstream'));
          }
          return inner.send(request);
        },
      });
      const stored = () =>
        b.db
          .selectFrom('record_snapshots')
          .select(['kind', 'period', 'revision', 'payload'])
          .where('game_role_id', '=', MAIN_ROLE)
          .where('kind', 'in', ['spiral_abyss', 'daily_note'])
          .orderBy('kind')
          .orderBy('period')
          .execute();
      const before = await stored();
      const env = {
        ...b.app.upstream.env,
        transportFor: (host: { origin: string }) => faulty(fetchTransport(host.origin)),
      };
      const [link] = await links();
      const faultyWorker = new SyncWorker(env, { workers: 1 });
      await faultyWorker.runNow(link?.id ?? 0);
      await faultyWorker.idle();
      const [synced] = await links();
      expect(synced?.status).toBe('partial');
      expect(synced?.last_run?.skipped).toBeGreaterThanOrEqual(4);
      expect(synced?.last_error).toMatchObject({
        reason: 'upstream_error',
        retcode: -502,
        endpoint: 'genshin/api/dailyNote',
      });
      expect(await stored()).toEqual(before);
    });

    it('marks the link "login expired" when the traveler logs out on A, and keeps every record', async () => {
      const count = () =>
        b.db
          .selectFrom('record_snapshots')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow();
      const before = Number((await count()).n);
      const [, token = ''] = /ltoken_v2=([^;]+)/.exec(cookie) ?? [];
      await a.app.inject({
        method: 'POST',
        url: '/account/api/logout',
        cookies: { [COOKIES.uid]: String(TRAVELER), [COOKIES.token]: token },
      });
      const [link] = await links();
      const synced = await syncAll(link?.id ?? 0);
      expect(synced.status).toBe('login_expired');
      expect(synced.last_error).toMatchObject({ reason: 'login_expired', retcode: 10001 });
      expect(Number((await count()).n)).toBe(before);
      const index = envelope(
        await b.get('/game_record/genshin/api/index', {
          as: player,
          query: { role_id: MAIN_ROLE, server: 'os_asia' },
        }),
      );
      expect(index.retcode).toBe(0);
    });

    it('stops with "verification needed" when A asks for a captcha (10035)', async () => {
      cookie = await a.cookieOf(TRAVELER);
      const relinked = envelope<{ link: UpstreamLink }>(
        await b.post('/chronicle/api/upstream/link', {
          as: player,
          body: { upstream: 'a', cookie },
        }),
      );
      expect(relinked.data.link.status).toBe('pending');
      await riskStore({ db: a.db, redis: undefined, config: TEST_RISK }).flag(
        accountSubject(TRAVELER),
        'challenge',
        'test',
        NOW,
        NOW + 86_400_000,
      );
      const synced = await syncAll(relinked.data.link.id);
      expect(synced.status).toBe('verification_needed');
      expect(synced.last_error).toMatchObject({ reason: 'verification_needed', retcode: 10035 });
    });
  });
}

function latestOf(snapshots: readonly IngestSnapshot[], kind: string): IngestSnapshot {
  const found = snapshots
    .filter((s) => s.kind === kind && s.game_role_id === MAIN_ROLE)
    .sort((x, y) => String(y.captured_at).localeCompare(String(x.captured_at)))[0];
  if (!found) throw new Error(`no demo ${kind} of ${MAIN_ROLE}`);
  return found;
}
