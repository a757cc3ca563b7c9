import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SecretBox } from '../../apps/server/src/modules/upstream/secret-box.js';
import { skipReason, startCluster, type Cluster } from './cluster.js';

/*
 * Issue 21 §5: two instances behind nginx on one PostgreSQL database and one Redis, tested through
 * nginx (and each instance directly where a check must pick the instance): sessions, the login
 * limit, the risk engine, ingests, sync leases, and one instance killed mid-traffic.
 */

const reason = skipReason();
if (reason) console.warn(`cluster suite skipped: ${reason}`);

const TRAVELER = { uid: 100000001, account: 'traveler', password: 'traveler-demo' };
// The settings the checks count against (README "Settings"). The login limit is below the sign-in
// check's, so the one name's failures in the login-limit check never reach the check.
const LOGIN_RATE_MAX = 3;
const SIGNIN_CHECK_AFTER = 4;
const RISK_DAILY_PLAYERS = 2;
const SYNC_WORKERS = 2;
// How long the fake upstream takes to answer: syncs hold their lease that long, so both instances'
// workers are busy at once.
const UPSTREAM_DELAY_MS = 1500;

interface Envelope<T = unknown> {
  retcode: number;
  message: string;
  data: T;
}

interface Answer<T = unknown> {
  status: number;
  body: Envelope<T>;
  /** Which instance answered through nginx (its `x-upstream` header), or '' directly. */
  via: string;
  cookie: string;
}

let cluster: Cluster;
const upstreamCalls: { cookie: string; path: string }[] = [];
let upstream: Server;

async function call<T = unknown>(
  base: string,
  path: string,
  options: {
    method?: string;
    body?: unknown;
    cookie?: string;
    /** The client's address as nginx (or a proxy before an instance) reports it. */
    from?: string;
    token?: string;
  } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.cookie) headers.cookie = options.cookie;
  if (options.from) headers['x-forwarded-for'] = options.from;
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const res = await fetch(`${base}${path}`, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers,
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await res.text();
  let body: Envelope<T>;
  try {
    body = JSON.parse(text) as Envelope<T>;
  } catch {
    throw new Error(`${path} answered HTTP ${res.status}, not JSON: ${text.slice(0, 200)}`);
  }
  const upstreamAddr = res.headers.get('x-upstream');
  return {
    status: res.status,
    body,
    via: upstreamAddr ? cluster.nameOf(upstreamAddr) : '',
    cookie: res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; '),
  };
}

const ingest = (base: string, method: string, path: string, body: unknown) =>
  call(base, `/ingest/v1/${path}`, { method, body, token: cluster.ingestToken });

async function login(base: string, account: string, password: string, from: string) {
  const r = await call(base, '/account/api/login', { body: { account, password }, from });
  expect(r.body.retcode, `login of ${account}: ${r.body.message}`).toBe(0);
  return r.cookie;
}

/** Creates a player with one main-game role through the ingest API (through nginx). */
async function player(uid: number, roleId: string, password?: string) {
  const account = await ingest(cluster.origin, 'PUT', `accounts/${uid}`, {
    account: `p${uid}`,
    nickname: `P${uid}`,
    ...(password ? { password } : {}),
  });
  expect(account.body.retcode).toBe(0);
  const role = await ingest(cluster.origin, 'PUT', `roles/2/${roleId}`, {
    uid,
    nickname: `Role ${roleId}`,
    level: 40,
    is_chosen: true,
  });
  expect(role.body.retcode).toBe(0);
}

describe.skipIf(reason !== undefined)('several instances behind nginx', () => {
  beforeAll(async () => {
    // A stand-in for HoYoLAB on loopback: every answer is a login refusal after a pause, so each
    // sync makes exactly one request (the record card), with its link's own cookies.
    upstream = createServer((req, res) => {
      upstreamCalls.push({ cookie: req.headers.cookie ?? '', path: req.url ?? '' });
      setTimeout(() => {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ retcode: -100, message: 'Please login', data: null }));
      }, UPSTREAM_DELAY_MS);
    });
    await new Promise<void>((ok) => upstream.listen(0, '127.0.0.1', ok));
    const { port } = upstream.address() as AddressInfo;
    cluster = await startCluster({
      env: {
        LOGIN_RATE_MAX: String(LOGIN_RATE_MAX),
        SIGNIN_CHECK_AFTER: String(SIGNIN_CHECK_AFTER),
        RISK_DAILY_PLAYERS: String(RISK_DAILY_PLAYERS),
        UPSTREAM_HOSTS: `fake=http://127.0.0.1:${port}`,
        SYNC_WORKERS: String(SYNC_WORKERS),
        SYNC_REQUEST_INTERVAL_MS: '100',
      },
    });
  }, 420_000);

  afterAll(async () => {
    await cluster?.stop();
    upstream?.closeAllConnections();
    await new Promise((ok) => (upstream ? upstream.close(ok) : ok(undefined)));
  }, 60_000);

  it('started together on the empty database, one instance migrated and loaded the demo', async () => {
    const said = (msg: string) =>
      [cluster.a, cluster.b].filter((i) => i.logs.some((l) => String(l.msg).startsWith(msg)));
    expect(said('database migrated')).toHaveLength(1);
    const loaders = said('demo data loaded');
    expect(loaders).toHaveLength(1);
    const line = loaders[0]?.logs.find((l) => String(l.msg).startsWith('demo data loaded'));
    const loaded = (line?.result as { accounts?: number } | undefined)?.accounts;
    const accounts = await cluster.db.query<{ total: string; travelers: string }>(
      "SELECT count(*) AS total, count(*) FILTER (WHERE account = 'traveler') AS travelers FROM accounts",
    );
    expect(Number(accounts.rows[0]?.travelers)).toBe(1);
    expect(Number(accounts.rows[0]?.total)).toBe(loaded);
  });

  it('nginx balances the two instances round-robin', async () => {
    const seen = [];
    for (let i = 0; i < 4; i++) seen.push((await call(cluster.origin, '/healthz')).via);
    expect(new Set(seen)).toEqual(new Set(['A', 'B']));
  });

  it('a session made on A is good on B, and a logout on B ends it on A', async () => {
    const { a, b } = cluster;
    const from = '198.51.100.1';
    const cookie = await login(a.url, TRAVELER.account, TRAVELER.password, from);
    const me = '/community/user/wapi/getUserFullInfo';
    expect((await call(b.url, me, { cookie, from })).body.retcode).toBe(0);
    expect((await call(a.url, me, { cookie, from })).body.retcode).toBe(0);
    const out = await call(b.url, '/account/api/logout', { body: {}, cookie, from });
    expect(out.body.retcode).toBe(0);
    expect((await call(a.url, me, { cookie, from })).body.retcode).toBe(-100);
    expect((await call(b.url, me, { cookie, from })).body.retcode).toBe(-100);
  });

  it('the login limit (LOGIN_RATE_MAX per account and address) is counted once for both', async () => {
    const answers: Answer[] = [];
    for (let i = 0; i <= LOGIN_RATE_MAX; i++) {
      answers.push(
        await call(cluster.origin, '/account/api/login', {
          body: { account: 'nobody-rate', password: 'wrong-password' },
          from: '198.51.100.2',
        }),
      );
    }
    // Alternated: each instance alone saw about half the attempts.
    expect(new Set(answers.map((r) => r.via))).toEqual(new Set(['A', 'B']));
    const retcodes = answers.map((r) => r.body.retcode);
    expect(retcodes).toEqual([...Array<number>(LOGIN_RATE_MAX).fill(-3208), -3006]);
  });

  it('the sign-in check (SIGNIN_CHECK_AFTER failures to one name) is counted once for both', async () => {
    const answers: Answer[] = [];
    for (let i = 0; i <= SIGNIN_CHECK_AFTER; i++) {
      answers.push(
        await call(cluster.origin, '/account/api/login', {
          body: { account: 'nobody-guard', password: 'wrong-password' },
          // A new address each time: only the name's count can add up.
          from: `198.51.100.${10 + i}`,
        }),
      );
    }
    expect(new Set(answers.map((r) => r.via))).toEqual(new Set(['A', 'B']));
    expect(answers.map((r) => r.body.retcode)).toEqual([
      ...Array<number>(SIGNIN_CHECK_AFTER).fill(-3208),
      -3211,
    ]);
  });

  it('the risk engine is shared: the daily players limit counts reads on both instances', async () => {
    const from = '198.51.100.30';
    await player(910000001, '810000001', 'viewer-password');
    const others = [910000002, 910000003, 910000004];
    for (const [i, uid] of others.entries()) await player(uid, String(810000002 + i));
    const cookie = await login(cluster.origin, 'p910000001', 'viewer-password', from);
    const reads: Answer[] = [];
    for (const uid of others) {
      reads.push(
        await call(cluster.origin, `/game_record/card/wapi/getGameRecordCard?uid=${uid}`, {
          cookie,
          from,
        }),
      );
    }
    expect(new Set(reads.map((r) => r.via))).toEqual(new Set(['A', 'B']));
    // RISK_DAILY_PLAYERS new accounts are read; the next one is refused on whichever instance.
    expect(reads.map((r) => r.body.retcode)).toEqual([
      ...Array<number>(RISK_DAILY_PLAYERS).fill(0),
      10101,
    ]);
    // Both instances now refuse it, and both still answer the ones already read.
    const last = `/game_record/card/wapi/getGameRecordCard?uid=${others[RISK_DAILY_PLAYERS]}`;
    const first = `/game_record/card/wapi/getGameRecordCard?uid=${others[0]}`;
    for (const base of [cluster.a.url, cluster.b.url]) {
      expect((await call(base, last, { cookie, from })).body.retcode).toBe(10101);
      expect((await call(base, first, { cookie, from })).body.retcode).toBe(0);
    }
  });

  it('a role and a catalog ingest through A are served by B, the catalog within 5 seconds', async () => {
    const { a, b } = cluster;
    const from = '198.51.100.40';
    const cookie = await login(b.url, TRAVELER.account, TRAVELER.password, from);
    const card = await call<{ list: { game_id: number; game_role_id: string; region: string }[] }>(
      b.url,
      `/game_record/card/wapi/getGameRecordCard?uid=${TRAVELER.uid}`,
      { cookie, from },
    );
    const role = card.body.data.list.find((r) => r.game_id === 2);
    if (!role) throw new Error('the demo traveler has no main-game role');
    const index = `/game_record/genshin/api/index?role_id=${role.game_role_id}&server=${role.region}`;
    type Index = { avatars: { id: number; name: string }[] };
    const before = await call<Index>(b.url, index, { cookie, from });
    expect(before.body.retcode).toBe(0);
    const avatar = before.body.data.avatars[0];
    if (!avatar) throw new Error('the demo traveler has no characters');

    // A role's nickname: no cache in between, B answers the new one at once.
    const nickname = `Renamed ${Date.now() % 100000}`;
    const put = await ingest(a.url, 'PUT', `roles/2/${role.game_role_id}`, {
      uid: TRAVELER.uid,
      nickname,
      level: 60,
      is_chosen: true,
    });
    expect(put.body.retcode).toBe(0);
    const after = await call<{ list: { game_role_id: string; nickname: string }[] }>(
      b.url,
      `/game_record/card/wapi/getGameRecordCard?uid=${TRAVELER.uid}`,
      { cookie, from },
    );
    expect(after.body.data.list.find((r) => r.game_role_id === role.game_role_id)?.nickname).toBe(
      nickname,
    );

    // The catalog: each instance keeps it in memory and checks the stored version every 5 s
    // (docs/DEPLOY.md "Tested here"). The entry is sent back as stored, with a new English name.
    const stored = await cluster.db.query<{ icon: string; attrs: string | null }>(
      'SELECT icon, attrs FROM catalog_items WHERE kind = $1 AND id = $2',
      ['character', avatar.id],
    );
    const row = stored.rows[0];
    if (!row) throw new Error(`character ${avatar.id} is not in the catalog`);
    const name = `Cluster ${Date.now() % 100000}`;
    const sent = Date.now();
    const catalog = await ingest(a.url, 'PUT', 'catalog', {
      entries: [
        {
          kind: 'character',
          id: avatar.id,
          icon: row.icon,
          ...(row.attrs ? { attrs: JSON.parse(row.attrs) as Record<string, unknown> } : {}),
          names: { 'en-us': name },
        },
      ],
    });
    expect(catalog.body.retcode).toBe(0);
    const nameOn = async (base: string) =>
      (await call<Index>(base, index, { cookie, from })).body.data.avatars.find(
        (x) => x.id === avatar.id,
      )?.name;
    // A, which took the ingest, drops its copy at once.
    expect(await nameOn(a.url)).toBe(name);
    let seenAfter = -1;
    while (Date.now() - sent < 8000) {
      if ((await nameOn(b.url)) === name) {
        seenAfter = Date.now() - sent;
        break;
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(seenAfter, 'B never served the new name within 8 s').toBeGreaterThanOrEqual(0);
    // 5 s between checks of the version, plus the reload itself on a busy machine.
    expect(seenAfter).toBeLessThanOrEqual(5000 + 1500);
  });

  it('sync leases: both instances work the due links, and every link is synced once', async () => {
    const box = new SecretBox(cluster.secret);
    const LINKS = 8;
    const now = Date.now();
    const ids: number[] = [];
    for (let i = 0; i < LINKS; i++) {
      const cookies = { ltuid_v2: String(500000 + i), ltoken_v2: `lease-${i}` };
      const inserted = await cluster.db.query<{ id: string }>(
        `INSERT INTO upstream_links (uid, upstream, upstream_uid, cookies, langs, status, next_sync_at, lease_until, created_at)
         VALUES ($1, 'fake', $2, $3, '["en-us"]', 'pending', $4, 0, $4) RETURNING id`,
        [TRAVELER.uid, String(500000 + i), box.seal(JSON.stringify(cookies)), now],
      );
      ids.push(Number(inserted.rows[0]?.id));
    }
    const synced = (instance: Cluster['a']) =>
      instance.logs
        .filter((l) => l.msg === 'upstream sync finished')
        .map((l) => Number(l.link))
        .filter((id) => ids.includes(id));
    // Each poll (every 5 s ± 25 %) takes up to SYNC_WORKERS links per instance.
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      const done = await cluster.db.query<{ n: string }>(
        'SELECT count(*) AS n FROM upstream_links WHERE id = ANY($1) AND last_sync_at IS NOT NULL AND lease_owner IS NULL',
        [ids],
      );
      if (Number(done.rows[0]?.n) === LINKS) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    // One more poll of each instance: a link taken twice would show up now.
    await new Promise((r) => setTimeout(r, 7000));
    const byA = synced(cluster.a);
    const byB = synced(cluster.b);
    expect([...byA, ...byB].sort((x, y) => x - y)).toEqual(ids);
    expect(byA.length, 'A synced none').toBeGreaterThan(0);
    expect(byB.length, 'B synced none').toBeGreaterThan(0);
    // The upstream saw each link's cookies once.
    for (let i = 0; i < LINKS; i++) {
      const calls = upstreamCalls.filter(
        (c) => c.path.includes('getGameRecordCard') && c.cookie.includes(`ltoken_v2=lease-${i}`),
      );
      expect(calls.length, `link ${i}`).toBe(1);
    }
  }, 90_000);

  it('SIGKILL of A mid-traffic loses no acknowledged write and B keeps serving', async () => {
    const uid = 920000001;
    const made = await ingest(cluster.origin, 'PUT', `accounts/${uid}`, {
      account: 'kill-owner',
      nickname: 'Kill owner',
    });
    expect(made.body.retcode).toBe(0);
    const WRITES = 160;
    const CLIENTS = 4;
    const ok: string[] = [];
    const failed: { roleId: string; started: number; ended: number; error: string }[] = [];
    let next = 0;
    let killedAt = 0;
    const client = async () => {
      while (next < WRITES) {
        const i = next++;
        if (i === WRITES / 4) {
          killedAt = Date.now();
          process.kill(cluster.a.child.pid ?? 0, 'SIGKILL');
        }
        const roleId = String(830000000 + i);
        const started = Date.now();
        try {
          const r = await ingest(cluster.origin, 'PUT', `roles/2/${roleId}`, {
            uid,
            nickname: `K${i}`,
            level: 1,
          });
          if (r.status === 200 && r.body.retcode === 0) ok.push(roleId);
          else
            failed.push({
              roleId,
              started,
              ended: Date.now(),
              error: `${r.status} ${r.body.retcode}`,
            });
        } catch (error) {
          failed.push({ roleId, started, ended: Date.now(), error: String(error) });
        }
      }
    };
    await Promise.all(Array.from({ length: CLIENTS }, client));
    expect(killedAt).toBeGreaterThan(0);

    const stored = await cluster.db.query<{ game_role_id: string }>(
      'SELECT game_role_id FROM game_roles WHERE uid = $1',
      [uid],
    );
    const inDb = new Set(stored.rows.map((r) => r.game_role_id));
    // No lost writes: every acknowledged one is in the database.
    expect(ok.filter((id) => !inDb.has(id))).toEqual([]);
    // Only requests in flight when A died may fail: at most one per client, all started before.
    expect(failed.length).toBeLessThanOrEqual(CLIENTS);
    for (const f of failed) expect(f.started).toBeLessThanOrEqual(killedAt + 50);
    expect(ok.length + failed.length).toBe(WRITES);

    // B carries on alone behind nginx: health, the login and the records index.
    const from = '198.51.100.50';
    for (let i = 0; i < 6; i++) {
      const health = await fetch(`${cluster.origin}/healthz`);
      expect(health.status).toBe(200);
    }
    const cookie = await login(cluster.origin, TRAVELER.account, TRAVELER.password, from);
    const card = await call<{ list: { game_id: number; game_role_id: string; region: string }[] }>(
      cluster.origin,
      `/game_record/card/wapi/getGameRecordCard?uid=${TRAVELER.uid}`,
      { cookie, from },
    );
    const role = card.body.data.list.find((r) => r.game_id === 2);
    if (!role) throw new Error('the demo traveler has no main-game role');
    for (let i = 0; i < 6; i++) {
      const index = await call(
        cluster.origin,
        `/game_record/genshin/api/index?role_id=${role.game_role_id}&server=${role.region}`,
        { cookie, from },
      );
      expect(index.body.retcode).toBe(0);
      expect(index.via).toBe('B');
    }
  }, 90_000);
});
