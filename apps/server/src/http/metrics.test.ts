import { RETCODE, endpointPath, endpoints, type IngestBundle } from '@chronicle/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { UID } from '../test/fixtures.js';
import { describeEachDb, envelope, type SuiteOptions, type TestEnv } from '../test/harness.js';
import { createAccount } from '../modules/account/account.service.js';
import { fetchTransport } from '../modules/upstream/fetch-transport.js';
import type { UpstreamTransport } from '../modules/upstream/upstream-request.js';
import {
  Client,
  crowdBundle,
  playerRole,
  playerUid,
  riskConfig,
} from '../modules/risk/risk-test-support.js';
import {
  startUpstream,
  upstreamConfig,
  type RunningUpstream,
} from '../modules/upstream/upstream.test-support.js';
import { UNMATCHED } from './metrics.js';

/* /metrics (issue 21 §4): off by default, open with METRICS=1, behind METRICS_TOKEN otherwise. */

const ROLES = endpointPath(endpoints.binding.getUserGameRolesByCookie);
const TOKEN = 'metrics-test-token-0123456789';
const ON = { metrics: { token: undefined } };

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples of a Prometheus text answer (comment lines left out). */
function samples(text: string): Sample[] {
  const found: Sample[] = [];
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) continue;
    const labels: Record<string, string> = {};
    for (const pair of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) {
      labels[pair[1] ?? ''] = pair[2] ?? '';
    }
    found.push({ name: match[1] ?? '', labels, value: Number(match[3]) });
  }
  return found;
}

async function scrape(env: TestEnv, headers: Record<string, string> = {}): Promise<Sample[]> {
  const res = await env.get('/metrics', { headers });
  expect(res.statusCode).toBe(200);
  return samples(res.body);
}

/** The value of the sample whose labels include `labels`; 0 when there is none yet. */
function valueOf(all: Sample[], name: string, labels: Record<string, string> = {}): number {
  const sample = all.find(
    (s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v),
  );
  return sample?.value ?? 0;
}

const requestsOf = (all: Sample[], labels: Record<string, string>) =>
  valueOf(all, 'chronicle_http_requests_total', labels);

describeEachDb('metrics off (the default)', (env) => {
  it('answers /metrics like an unknown path', async () => {
    const metrics = await env.get('/metrics');
    const unknown = await env.get('/no-such-path');
    expect(metrics.statusCode).toBe(404);
    expect({ type: metrics.headers['content-type'], body: metrics.body }).toEqual({
      type: unknown.headers['content-type'],
      body: unknown.body,
    });
    expect(env.app.hasRoute({ method: 'GET', url: '/metrics' })).toBe(false);
  });
});

describeEachDb(
  'metrics on (METRICS=1)',
  (env) => {
    it('serves the Prometheus text format with the process metrics', async () => {
      const res = await env.get('/metrics');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(res.headers['cache-control']).toBe('no-store');
      for (const type of [
        '# TYPE chronicle_http_requests_total counter',
        '# TYPE chronicle_http_request_duration_seconds histogram',
        '# TYPE chronicle_upstream_sync_runs_total counter',
        '# TYPE chronicle_risk_decisions_total counter',
        '# TYPE nodejs_eventloop_lag_seconds gauge',
        '# TYPE process_resident_memory_bytes gauge',
        '# TYPE nodejs_heap_size_used_bytes gauge',
      ]) {
        expect(res.body).toContain(type);
      }
      expect(valueOf(samples(res.body), 'process_resident_memory_bytes')).toBeGreaterThan(0);
    });

    it('counts answers by route pattern, method, status and retcode, with their time', async () => {
      const route = { route: ROLES, method: 'GET', status: '200' };
      const before = await scrape(env);
      const ok = await env.get(ROLES, { as: UID.alice });
      expect(envelope(ok).retcode).toBe(0);
      await env.get(ROLES, { as: UID.alice });
      const refused = envelope(await env.get(ROLES));
      expect(refused.retcode).toBe(RETCODE.NOT_LOGGED_IN);
      const after = await scrape(env);

      const grew = (labels: Record<string, string>) =>
        requestsOf(after, labels) - requestsOf(before, labels);
      expect(grew({ ...route, retcode: '0' })).toBe(2);
      expect(grew({ ...route, retcode: String(refused.retcode) })).toBe(1);
      const timed = (all: Sample[]) =>
        valueOf(all, 'chronicle_http_request_duration_seconds_count', { ...route, retcode: '0' });
      expect(timed(after) - timed(before)).toBe(2);
      // Every answer lands in the last bucket; the first is half a millisecond.
      const buckets = after.filter(
        (s) =>
          s.name === 'chronicle_http_request_duration_seconds_bucket' &&
          s.labels.route === ROLES &&
          s.labels.retcode === '0',
      );
      expect(buckets.map((b) => b.labels.le)).toEqual([
        '0.0005',
        '0.001',
        '0.0025',
        '0.005',
        '0.01',
        '0.025',
        '0.05',
        '0.1',
        '0.25',
        '0.5',
        '1',
        '2.5',
        '5',
        '+Inf',
      ]);
      expect(buckets.at(-1)?.value).toBe(timed(after));
    });

    it('labels pages and files without a retcode', async () => {
      const before = await scrape(env);
      expect((await env.get('/healthz')).statusCode).toBe(200);
      const after = await scrape(env);
      const labels = { route: '/healthz', method: 'GET', status: '200', retcode: '' };
      expect(requestsOf(after, labels) - requestsOf(before, labels)).toBe(1);
    });

    it('puts every unknown path under one label, so callers cannot add series', async () => {
      const before = await scrape(env);
      const paths = ['/no/such/page-a1', '/no/such/page-b2'];
      for (const path of paths) expect((await env.get(path)).statusCode).toBe(404);
      const api = envelope(await env.get(`/game_record/genshin/api/nope-${Date.now()}`));
      expect(api.retcode).toBe(RETCODE.INVALID_REQUEST);
      const text = (await env.get('/metrics')).body;
      for (const path of paths) expect(text).not.toContain(path);
      expect(text).not.toContain('nope-');
      const after = samples(text);
      const page = { route: UNMATCHED, method: 'GET', status: '404', retcode: '' };
      expect(requestsOf(after, page) - requestsOf(before, page)).toBe(2);
      const apiLabels = { ...page, status: '200', retcode: String(RETCODE.INVALID_REQUEST) };
      expect(requestsOf(after, apiLabels) - requestsOf(before, apiLabels)).toBe(1);
      const routes = new Set(
        after.filter((s) => s.name === 'chronicle_http_requests_total').map((s) => s.labels.route),
      );
      expect([...routes].filter((r) => r?.startsWith('/no/'))).toEqual([]);
    });

    it("has the database's gauges: the pool on PostgreSQL, the write gate on SQLite", async () => {
      const all = await scrape(env);
      const names = new Set(all.map((s) => s.name));
      if (env.dbKind === 'postgres') {
        // The scrape's own statements go over the shared pipelined connections (db/pipeline.ts),
        // which have answered them all by now; the pool serves transactions.
        expect(names).toContain('chronicle_db_pool_connections');
        expect(names).toContain('chronicle_db_pool_idle_connections');
        expect(names).toContain('chronicle_db_pool_waiting_queries');
        expect(valueOf(all, 'chronicle_db_pipeline_statements')).toBe(0);
        expect(names).not.toContain('chronicle_db_write_gate_waiting');
      } else {
        expect(names).toContain('chronicle_db_write_gate_waiting');
        expect(valueOf(all, 'chronicle_db_write_gate_held')).toBe(0);
        expect(names).not.toContain('chronicle_db_pool_connections');
      }
    });
  },
  { config: ON },
);

describeEachDb(
  'metrics behind METRICS_TOKEN',
  (env) => {
    it('refuses a missing or wrong token with 401 and a plain message', async () => {
      const attempts: Record<string, string>[] = [
        {},
        { authorization: `Bearer ${TOKEN}x` },
        { authorization: `Bearer ${TOKEN.slice(0, -1)}` },
        { authorization: `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}` },
        { authorization: TOKEN },
      ];
      for (const headers of attempts) {
        const res = await env.get('/metrics', { headers });
        expect(res.statusCode, JSON.stringify(headers)).toBe(401);
        expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
        expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
        expect(res.body).toMatch(/^Unauthorized/);
        expect(res.body).not.toMatch(/at |Error|chronicle_/);
      }
    });

    it('serves the metrics to the right token', async () => {
      for (const authorization of [`Bearer ${TOKEN}`, `bearer ${TOKEN}`]) {
        const res = await env.get('/metrics', { headers: { authorization } });
        expect(res.statusCode).toBe(200);
        expect(res.body).toContain('# TYPE chronicle_http_requests_total counter');
      }
    });
  },
  { config: { metrics: { token: TOKEN } } },
);

describeEachDb(
  'metrics of the risk engine',
  (env) => {
    it('counts flags, refusals and challenges', async () => {
      const before = await scrape(env);
      const client = new Client(env, playerUid(1), '10.7.0.1');
      for (const i of [2, 3]) expect(await client.readIndex(playerRole(i))).toBe(0);
      expect(await client.readIndex(playerRole(4))).toBe(RETCODE.RISK_CHALLENGE);
      expect(await client.readIndex(playerRole(2))).toBe(RETCODE.RISK_CHALLENGE);
      const wrong = await client.verify({
        app_key: 'hk4e_game_record',
        geetest_challenge: '0'.repeat(32),
        geetest_validate: '1',
        geetest_seccode: '0'.repeat(64),
      });
      expect(wrong.retcode).toBe(RETCODE.CAPTCHA_REQUIRED);
      expect((await client.createChallenge()).retcode).toBe(0);
      const after = await scrape(env);
      const grew = (decision: string, level: string) => {
        const labels = { decision, level };
        const name = 'chronicle_risk_decisions_total';
        return valueOf(after, name, labels) - valueOf(before, name, labels);
      };
      // The account and the address are flagged together by the third role.
      expect(grew('flagged', 'challenge')).toBe(2);
      expect(grew('refused', 'challenge')).toBe(2);
      expect(grew('challenge_failed', '')).toBe(1);
      expect(grew('challenge_issued', 'challenge')).toBe(1);
      expect(grew('refused', 'forced')).toBe(0);
    });
  },
  {
    bundle: crowdBundle(),
    config: { ...ON, trustProxy: true, risk: riskConfig({ challengeRoles: 3 }) },
  },
);

/** One upstream account with one role, for a local account to link. */
const UPSTREAM_UID = 200_300_001;
function upstreamBundle(): IngestBundle {
  return {
    accounts: [{ uid: UPSTREAM_UID, account: 'far-away', nickname: 'Far Away' }],
    roles: [
      {
        uid: UPSTREAM_UID,
        game_id: 1,
        game_role_id: '150300001',
        region: 'usa01',
        nickname: 'Captain',
        level: 70,
        is_chosen: true,
      },
    ],
  };
}

let upstream: RunningUpstream;
/** The upstream's network; a test cuts it to make a sync fail. */
const network = { down: false };
const transport: UpstreamTransport = {
  send: (request) => {
    if (network.down) return Promise.reject(new Error('connect ECONNREFUSED'));
    return fetchTransport(upstream.origin).send(request);
  },
};
/** The app's own sync worker runs the syncs; its config names the upstream once that listens. */
const syncSuite: SuiteOptions = {
  upstream: { transportFor: () => transport, sleep: () => Promise.resolve() },
};
beforeAll(async () => {
  upstream = await startUpstream({ bundle: upstreamBundle() });
  syncSuite.config = {
    ...ON,
    upstream: upstreamConfig([{ name: 'a', origin: upstream.origin }], { workers: 1 }),
  };
});
afterAll(() => upstream.stop());

describeEachDb(
  'metrics of the upstream sync',
  (env) => {
    const linkRow = () =>
      env.db
        .selectFrom('upstream_links')
        .select(['id', 'status', 'last_error'])
        .executeTakeFirstOrThrow();
    const runs = (all: Sample[], outcome: string) =>
      valueOf(all, 'chronicle_upstream_sync_runs_total', { outcome });

    it("counts the worker's syncs by outcome, and failed ones by reason", async () => {
      network.down = false;
      const worker = env.app.upstream.worker;
      if (!worker) throw new Error('no sync worker');
      const account = `linker-${env.dbKind}`;
      const uid = Number((await createAccount(env.db, { account, password: 'linker-pw' })).uid);
      const before = await scrape(env);
      const linked = await env.post(endpointPath(endpoints.upstream.link), {
        as: uid,
        body: { upstream: 'a', cookie: await upstream.cookieOf(UPSTREAM_UID) },
      });
      expect(envelope(linked).retcode).toBe(0);
      await worker.idle();
      const first = await linkRow();
      expect(first.status).toBe('ok');
      const middle = await scrape(env);
      expect(runs(middle, 'ok') - runs(before, 'ok')).toBe(1);

      network.down = true;
      const synced = await env.post(endpointPath(endpoints.upstream.syncNow), {
        as: uid,
        body: { link_id: Number(first.id) },
      });
      expect(envelope(synced).retcode).toBe(0);
      await worker.idle();
      const failed = await linkRow();
      expect(failed.status).not.toBe('ok');
      const { reason } = JSON.parse(String(failed.last_error)) as { reason: string };
      const after = await scrape(env);
      expect(runs(after, failed.status) - runs(middle, failed.status)).toBe(1);
      const failures = (all: Sample[]) =>
        valueOf(all, 'chronicle_upstream_sync_failures_total', { reason });
      expect(failures(middle)).toBe(failures(before));
      expect(failures(after) - failures(middle)).toBe(1);
    });
  },
  syncSuite,
);
