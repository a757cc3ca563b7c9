import { randomBytes } from 'node:crypto';
import type { IngestBundle, UpstreamLink } from '@chronicle/contract';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { createDb } from '../../db/create-db.js';
import { migrateToLatest } from '../../db/migrations/migrate.js';
import { describeEachDb, envelope, testConfig } from '../../test/harness.js';
import { schemaTurn } from '../../test/test-setup.js';
import { createAccount } from '../account/account.service.js';
import { claimDueLink, linksOf, updateLink } from './link.repository.js';
import { SyncWorker } from './sync.worker.js';
import { fetchTransport } from './fetch-transport.js';
import {
  countingTransport,
  startUpstream,
  upstreamConfig,
  type RunningUpstream,
} from './upstream.test-support.js';

/*
 * The sync worker (issue 17): a lease per link keeps two workers (in one process or in several
 * instances) off the same link, a lease whose worker died runs out, every link comes due again
 * after SYNC_INTERVAL_HOURS with jitter, and SYNC_WORKERS=0 leaves an instance out of the work.
 */

const FIRST_UID = 200_000_001;
const PLAYERS = 20;

/** Twenty upstream accounts, each with one Starfall Vanguard captain and nothing else. */
function playersBundle(): IngestBundle {
  const uids = Array.from({ length: PLAYERS }, (_, i) => FIRST_UID + i);
  return {
    accounts: uids.map((uid) => ({ uid, account: `p${uid}`, nickname: `P${uid}` })),
    roles: uids.map((uid, i) => ({
      uid,
      game_id: 1 as const,
      game_role_id: String(150_100_000 + i),
      region: 'usa01',
      nickname: `Captain ${i}`,
      level: 70,
      is_chosen: true,
    })),
  };
}

let a: RunningUpstream;
beforeAll(async () => {
  a = await startUpstream({ bundle: playersBundle() });
});
afterAll(() => a.stop());

describeEachDb(
  'sync worker',
  (env) => {
    let uid = 0;
    let linkId = 0;
    beforeAll(async () => {
      uid = Number((await createAccount(env.db, { account: 'leaser', password: 'leaser-pw' })).uid);
      const linked = envelope<{ link: UpstreamLink }>(
        await env.post('/chronicle/api/upstream/link', {
          as: uid,
          body: { upstream: 'a', cookie: await a.cookieOf(FIRST_UID) },
        }),
      );
      linkId = linked.data.link.id;
    });

    it('leaves a link another worker holds alone until its lease runs out', async () => {
      const now = Date.now();
      const first = await claimDueLink(env.db, 'one', now, now + 60_000, env.dbKind === 'postgres');
      expect(Number(first?.id)).toBe(linkId);
      expect(
        await claimDueLink(env.db, 'two', now, now + 60_000, env.dbKind === 'postgres'),
      ).toBeUndefined();
      // The holder died: a minute later the lease has run out and another worker takes the link.
      const later = now + 61_000;
      const second = await claimDueLink(
        env.db,
        'two',
        later,
        later + 60_000,
        env.dbKind === 'postgres',
      );
      expect(Number(second?.id)).toBe(linkId);
      await updateLink(env.db, linkId, { lease_owner: null, lease_until: 0 });
    });

    it('syncs a due link once and schedules the next sync an interval later, with jitter', async () => {
      const worker = new SyncWorker(env.app.upstream.env, { workers: 1, pollMs: 20 });
      const started = Date.now();
      await worker.poll();
      await worker.idle();
      const [link] = await linksOf(env.db, uid);
      expect(link?.status).toBe('ok');
      const interval = 6 * 3_600_000;
      const next = Number(link?.next_sync_at) - Number(link?.last_sync_at);
      expect(next).toBeGreaterThanOrEqual(interval * 0.9);
      expect(next).toBeLessThanOrEqual(interval * 1.1);
      expect(Number(link?.last_sync_at)).toBeGreaterThanOrEqual(started);
      // Not due any more: another poll takes nothing.
      await worker.poll();
      expect(Number((await linksOf(env.db, uid))[0]?.last_sync_at)).toBe(
        Number(link?.last_sync_at),
      );
      await worker.stop();
    });

    it('gives the lease back when stopped mid-sync, and the link comes due again a minute later', async () => {
      await updateLink(env.db, linkId, { next_sync_at: 0 });
      const before = (await linksOf(env.db, uid))[0];
      // The upstream's first answer waits until the worker has been told to stop (a shutdown).
      let reached = () => {};
      const firstRequest = new Promise<void>((resolve) => (reached = resolve));
      let answer = () => {};
      const answered = new Promise<void>((resolve) => (answer = resolve));
      const base = env.app.upstream.env;
      const worker = new SyncWorker(
        {
          ...base,
          transportFor: (host) => {
            const inner = base.transportFor(host);
            return {
              send: async (request) => {
                reached();
                await answered;
                return inner.send(request);
              },
            };
          },
        },
        { workers: 1, pollMs: 20 },
      );
      await worker.poll();
      await firstRequest;
      expect((await linksOf(env.db, uid))[0]?.lease_owner).toBeTruthy();

      const stopping = worker.stop();
      answer();
      await stopping;
      const after = (await linksOf(env.db, uid))[0];
      expect(after?.lease_owner).toBeNull();
      expect(after?.status).toBe(before?.status);
      expect(JSON.parse(after?.last_error ?? 'null')).toMatchObject({ reason: 'interrupted' });
      expect(Number(after?.next_sync_at) - Number(after?.last_sync_at)).toBe(60_000);
      // Another worker (the next start, or another instance) takes it once it is due.
      const due = Number(after?.next_sync_at);
      expect(
        await claimDueLink(env.db, 'other', due - 1_000, due + 60_000, env.dbKind === 'postgres'),
      ).toBeUndefined();
      const next = await claimDueLink(
        env.db,
        'other',
        due,
        due + 60_000,
        env.dbKind === 'postgres',
      );
      expect(Number(next?.id)).toBe(linkId);
      await updateLink(env.db, linkId, { lease_owner: null, lease_until: 0 });
    });

    it('only queues "sync now" on an instance with SYNC_WORKERS=0', async () => {
      // This suite's app has no worker of its own.
      expect(env.app.upstream.worker).toBeUndefined();
      const before = (await linksOf(env.db, uid))[0];
      const answer = envelope<{ link: UpstreamLink }>(
        await env.post('/chronicle/api/upstream/sync', { as: uid, body: { link_id: linkId } }),
      );
      // Queued for a worker elsewhere: the page keeps watching it.
      expect(answer.data.link.syncing).toBe(true);
      const after = (await linksOf(env.db, uid))[0];
      expect(Number(after?.next_sync_at)).toBeLessThanOrEqual(Date.now());
      expect(after?.last_sync_at).toEqual(before?.last_sync_at);
    });

    it('answers -10001 to a link id past what the database and a JSON number hold', async () => {
      // Found by the API fuzzer on PostgreSQL: 2^63 went to the query and failed there.
      for (const path of ['sync', 'unlink']) {
        const body = { link_id: 9223372036854776000, delete_records: false };
        const answer = await env.post(`/chronicle/api/upstream/${path}`, { as: uid, body });
        expect(envelope(answer).retcode).toBe(-10001);
      }
    });
  },
  {
    bundle: null,
    get config() {
      return { upstream: upstreamConfig([{ name: 'a', origin: a.origin }]) };
    },
  },
);

describe.runIf(process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL database', () => {
  const url = process.env.TEST_DATABASE_URL ?? '';
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  const counter = countingTransport({ send: (r) => fetchTransport(a.origin).send(r) });
  const instances: {
    app: FastifyInstance;
    worker: SyncWorker;
    synced: number;
    close: () => Promise<void>;
  }[] = [];

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    for (let i = 0; i < 2; i += 1) {
      // Each instance has its own pool, as two servers would.
      const db = createDb(url, { searchPath: schema });
      if (i === 0) await schemaTurn(admin, () => migrateToLatest(db, { schema }));
      const app = await buildApp(
        testConfig({
          databaseUrl: url,
          upstream: upstreamConfig([{ name: 'a', origin: a.origin }], { workers: 1 }),
        }),
        {
          db,
          logger: false,
          upstream: {
            // A little latency per request, so a sync takes long enough for both to be busy.
            transportFor: () => ({
              send: async (request) => {
                await new Promise((resolve) => setTimeout(resolve, 5));
                return counter.send(request);
              },
            }),
          },
        },
      );
      await app.ready();
      const instance = {
        app,
        worker: new SyncWorker(app.upstream.env, {
          workers: 1,
          pollMs: 25,
          onSynced: () => {
            instance.synced += 1;
          },
        }),
        synced: 0,
        close: async () => {
          await app.close();
          await db.destroy();
        },
      };
      instances.push(instance);
      // The apps' own workers start on ready; these tests drive their own.
      await app.upstream.worker?.stop();
    }
  });
  afterAll(async () => {
    for (const instance of instances) await instance.close();
    await schemaTurn(admin, () => admin.query(`DROP SCHEMA ${schema} CASCADE`));
    await admin.end();
  });

  it('syncs each of 20 links exactly once per round, both instances sharing the work', async () => {
    const [first] = instances;
    if (!first) throw new Error('no instance');
    const db = createDb(url, { searchPath: schema });
    try {
      for (let i = 0; i < PLAYERS; i += 1) {
        const local = await createAccount(db, { account: `local${i}`, password: 'local-pass' });
        await first.app.upstream.links.link(Number(local.uid), {
          upstream: 'a',
          cookie: await a.cookieOf(FIRST_UID + i),
        });
      }
      const cardRequests = () =>
        counter.requests.filter((r) => r.path.includes('getGameRecordCard')).length;
      // Linking checks each account's card once.
      expect(cardRequests()).toBe(PLAYERS);

      for (const round of [1, 2]) {
        await db.updateTable('upstream_links').set({ next_sync_at: 0 }).execute();
        const before = new Map(counter.byCookie);
        for (const instance of instances) instance.worker.start();
        await waitFor(async () => {
          const rows = await db.selectFrom('upstream_links').select('next_sync_at').execute();
          return rows.every((r) => Number(r.next_sync_at) > Date.now());
        });
        for (const instance of instances) await instance.worker.stop();
        const perAccount = [...counter.byCookie].map(
          ([uid, n]) => [uid, n - (before.get(uid) ?? 0)] as const,
        );
        expect(perAccount).toHaveLength(PLAYERS);
        // Every account got the same, whole sync: once, never twice.
        expect(new Set(perAccount.map(([, n]) => n)).size, JSON.stringify(perAccount)).toBe(1);
        expect(cardRequests()).toBe(PLAYERS + PLAYERS * round);
      }
      expect(instances.every((i) => i.synced > 0)).toBe(true);
      expect(instances.reduce((n, i) => n + i.synced, 0)).toBe(PLAYERS * 2);
    } finally {
      await db.destroy();
    }
  });
});

async function waitFor(check: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('timed out');
}
