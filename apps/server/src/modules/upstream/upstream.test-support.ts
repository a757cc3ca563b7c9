import { createServer } from 'node:net';
import { COOKIES, type IngestBundle, type Lang } from '@chronicle/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '../../app.js';
import { generateDemoBundle } from '@chronicle/demo';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/database.js';
import { openTestDb, testConfig, TEST_SECRET, type DbKind } from '../../test/test-setup.js';

export { upstreamConfig } from '../../test/test-setup.js';
import { AccountService } from '../account/account.service.js';
import { applyBundle } from '../ingest/ingest.service.js';
import { runGroup, type Envelope } from './group-runner.js';
import type { UpstreamGroup, UpstreamRequest, UpstreamRole } from './parsers/parse-kit.js';
import { wireRequest, type UpstreamTransport, type WireRequest } from './upstream-request.js';

/**
 * The demo data without account passwords: sessions are started directly in tests, and skipping
 * the argon2 hashing saves a second or two per server.
 */
export function demoWithoutPasswords(): IngestBundle {
  const bundle = generateDemoBundle();
  return {
    ...bundle,
    accounts: (bundle.accounts ?? []).map(({ password: _password, ...account }) => account),
  };
}

/** A Chronicle server listening on loopback, as the upstream of another one in tests. */
export interface RunningUpstream {
  origin: string;
  app: FastifyInstance;
  db: Kysely<Database>;
  /** `ltuid_v2=…; ltoken_v2=…` of a fresh session of an account. */
  cookieOf(uid: number): Promise<string>;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Starts a real, listening Chronicle over its own database (the demo data by default). */
export async function startUpstream(options: {
  bundle: IngestBundle | null;
  clock?: () => number;
  config?: Partial<AppConfig>;
  dbKind?: DbKind;
}): Promise<RunningUpstream> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const { db, drop } = await openTestDb(options.dbKind ?? 'sqlite');
  if (options.bundle) await applyBundle(db, options.bundle);
  const app = await buildApp(testConfig({ publicUrl: origin, ...options.config }), {
    db,
    logger: false,
    ...(options.clock ? { clock: options.clock } : {}),
  });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    origin,
    app,
    db,
    async cookieOf(uid) {
      const token = await new AccountService(db, TEST_SECRET).startSession(uid);
      return `${COOKIES.uid}=${uid}; ${COOKIES.token}=${token}`;
    },
    async stop() {
      await app.close();
      await drop();
    },
  };
}

/** Counts the requests a transport sends, by path (query dropped) and in total. */
export function countingTransport(inner: UpstreamTransport): UpstreamTransport & {
  count: number;
  byCookie: Map<string, number>;
  requests: WireRequest[];
} {
  const counter = {
    count: 0,
    byCookie: new Map<string, number>(),
    requests: [] as WireRequest[],
    async send(request: WireRequest) {
      counter.count += 1;
      counter.requests.push(request);
      const uid = /ltuid_v2=(\d+)/.exec(request.headers.cookie ?? '')?.[1] ?? '';
      counter.byCookie.set(uid, (counter.byCookie.get(uid) ?? 0) + 1);
      return inner.send(request);
    },
  };
  return counter;
}

/** Sends a wire request to an in-process app. */
export async function sendTo(app: FastifyInstance, request: WireRequest): Promise<Envelope> {
  const response = await app.inject({
    method: request.method,
    url: request.path,
    headers: request.headers,
    ...(request.body === undefined ? {} : { payload: request.body }),
  });
  if (response.statusCode !== 200) {
    throw new Error(`${request.method} ${request.path} answered HTTP ${response.statusCode}`);
  }
  return response.json<Envelope>();
}

/** Every string that is an absolute URL replaced: hosts and mirrored copies may differ. */
export function withoutUrls(value: unknown): unknown {
  if (typeof value === 'string') return /^https?:\/\//.test(value) ? '<url>' : value;
  if (Array.isArray(value)) return value.map(withoutUrls);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withoutUrls(v)]));
  }
  return value;
}

/**
 * Runs a group against one app as a role's owner and replays the same requests on another:
 * returns the pairs of envelopes (URLs blanked) for the caller to compare.
 */
export async function replayGroup(
  group: UpstreamGroup,
  role: UpstreamRole,
  lang: Lang,
  from: { app: FastifyInstance; cookies: Record<string, string> },
  to: { app: FastifyInstance; cookies: Record<string, string> },
): Promise<{ request: UpstreamRequest; expected: unknown; actual: unknown }[]> {
  const wire = (request: UpstreamRequest, cookies: Record<string, string>) =>
    wireRequest(request.endpoint, request.input, { lang, cookies, dsSalt: 'x', now: Date.now() });
  const pairs: { request: UpstreamRequest; expected: unknown; actual: unknown }[] = [];
  await runGroup(
    group,
    role,
    lang,
    async (request) => {
      const expected = await sendTo(from.app, wire(request, from.cookies));
      const actual = await sendTo(to.app, wire(request, to.cookies));
      pairs.push({ request, expected: withoutUrls(expected), actual: withoutUrls(actual) });
      return expected;
    },
    Date.now,
  );
  return pairs;
}

/** A HAR 1.2 entry of a request and its answer, as a browser's DevTools saves it. */
export function harEntry(
  origin: string,
  request: WireRequest,
  answer: unknown,
  startedDateTime: string,
): Record<string, unknown> {
  const url = new URL(request.path, origin);
  return {
    startedDateTime,
    time: 42,
    request: {
      method: request.method,
      url: url.href,
      httpVersion: 'HTTP/1.1',
      headers: Object.entries(request.headers).map(([name, value]) => ({ name, value })),
      cookies: (request.headers.cookie ?? '').split('; ').map((pair) => {
        const [name = '', value = ''] = pair.split('=');
        return { name, value };
      }),
      queryString: [...url.searchParams].map(([name, value]) => ({ name, value })),
      ...(request.body === undefined
        ? {}
        : { postData: { mimeType: 'application/json', text: request.body } }),
      headersSize: -1,
      bodySize: request.body?.length ?? 0,
    },
    response: {
      status: 200,
      statusText: 'OK',
      httpVersion: 'HTTP/1.1',
      headers: [{ name: 'content-type', value: 'application/json' }],
      cookies: [],
      content: { size: 0, mimeType: 'application/json', text: JSON.stringify(answer) },
      redirectURL: '',
      headersSize: -1,
      bodySize: -1,
    },
    cache: {},
    timings: { send: 0, wait: 40, receive: 2 },
  };
}

/** `ltuid_v2=1; ltoken_v2=x` as a cookie map. */
export function cookieMapOf(cookie: string): Record<string, string> {
  return Object.fromEntries(cookie.split('; ').map((p) => p.split('=') as [string, string]));
}

/**
 * Makes every request every group asks for, for each role of an account on an upstream, in each
 * language: what a player browsing all their pages would make. `send` gets the wire request.
 */
export async function walkAccount(
  upstream: Pick<RunningUpstream, 'db' | 'cookieOf'>,
  uid: number,
  groups: readonly UpstreamGroup[],
  langs: readonly Lang[],
  send: (wire: WireRequest) => Promise<Envelope>,
): Promise<void> {
  const cookies = cookieMapOf(await upstream.cookieOf(uid));
  const roles = await upstream.db
    .selectFrom('game_roles')
    .selectAll()
    .where('uid', '=', uid)
    .execute();
  for (const role of roles) {
    for (const group of groups.filter((g) => g.game === role.game_id)) {
      const target = {
        gameId: group.game,
        roleId: role.game_role_id,
        server: role.region,
        level: role.level,
      };
      for (const lang of langs) {
        await runGroup(
          group,
          target,
          lang,
          (request) =>
            send(
              wireRequest(request.endpoint, request.input, {
                lang,
                cookies,
                dsSalt: 'x',
                now: Date.now(),
              }),
            ),
          Date.now,
        );
      }
    }
  }
}

/**
 * Records a HAR of an account's chronicle on a running upstream: every request every group makes
 * for each of its roles, in the given languages (what a player browsing their pages would save).
 */
export async function recordHar(
  upstream: RunningUpstream,
  groups: readonly UpstreamGroup[],
  uid: number,
  langs: readonly Lang[],
  startedDateTime = new Date().toISOString(),
): Promise<{ log: { version: string; creator: unknown; entries: unknown[] } }> {
  const entries: unknown[] = [];
  await walkAccount(upstream, uid, groups, langs, async (wire) => {
    const answer = await sendTo(upstream.app, wire);
    entries.push(harEntry(upstream.origin, wire, answer, startedDateTime));
    return answer;
  });
  return { log: { version: '1.2', creator: { name: 'chronicle-test', version: '1' }, entries } };
}
