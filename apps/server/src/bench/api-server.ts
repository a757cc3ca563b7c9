import { readFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { COOKIES } from '@chronicle/contract';
import Fastify from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { createDb } from '../db/create-db.js';
import { serverSecret } from '../db/settings.repository.js';
import type { Database } from '../db/database.js';
import { AccountService, upsertIngestedAccount } from '../modules/account/account.service.js';
import { createServiceToken } from '../modules/ingest/service-token.service.js';
import { prepareDatabase } from '../prepare-database.js';

/*
 * The server side of the API benchmark (api.bench.ts), one process per server so the load generator
 * never shares a thread with what it measures. `BENCH_SERVER=app` starts Chronicle as `main.ts` does
 * (demo data loaded into an empty database); `BENCH_SERVER=bare` starts a Fastify with nothing but one
 * route per recorded answer (`BENCH_ROUTES`: a JSON file of {method, url, file}) sending the very same
 * bytes: the most any Fastify server could do for those answers on this machine. The port goes back
 * to the parent over IPC, with a service token for the ingest API when `BENCH_TOKEN=1`.
 */

/** Bench visitors' uids follow this one, far from the demo's and from generated players'. */
const FIRST_BENCH_VISITOR = 190_000_000;

interface BareRoute {
  method: 'GET' | 'POST';
  url: string;
  file: string;
}

/**
 * `BENCH_VISITORS=N`: N more accounts, each with a session, as the cookie headers a client sends.
 * Many people reading one popular role is what a visitor's overview serves; one account reading it
 * thousands of times a second is scraping, and the risk engine stops it after 300 reads.
 */
async function visitorCookies(db: Kysely<Database>, configured: string | undefined, count: number) {
  const accounts = new AccountService(db, await serverSecret(db, configured));
  const cookies: string[] = [];
  for (let i = 1; i <= count; i++) {
    const uid = FIRST_BENCH_VISITOR + i;
    await upsertIngestedAccount(
      db,
      { uid, account: `bench-visitor-${i}`, nickname: `V${i}` },
      null,
    );
    const token = await accounts.startSession(uid);
    cookies.push(`${COOKIES.uid}=${uid}; ${COOKIES.token}=${token}`);
  }
  return cookies;
}

async function startApp(): Promise<{ port: number; token?: string; visitors: string[] }> {
  const config = loadConfig();
  const db = createDb(config.databaseUrl);
  await prepareDatabase(db, { demo: true });
  const token = process.env.BENCH_TOKEN === '1' ? await createServiceToken(db, 'bench') : undefined;
  const visitors = await visitorCookies(db, config.secret, Number(process.env.BENCH_VISITORS ?? 0));
  const app = await buildApp(config, { db, ingestWorker: { databaseUrl: config.databaseUrl } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return { port: typeof address === 'object' && address ? address.port : 0, token, visitors };
}

async function startBare(): Promise<{ port: number }> {
  const routes = JSON.parse(readFileSync(process.env.BENCH_ROUTES ?? '', 'utf8')) as BareRoute[];
  const app = Fastify({ logger: false });
  // Two targets may share a path (the owner's and a visitor's index): the full URL picks the bytes.
  const bodies = new Map(routes.map((r) => [`${r.method} ${r.url}`, readFileSync(r.file)]));
  const paths = new Set(routes.map((r) => `${r.method} ${r.url.split('?')[0] ?? r.url}`));
  for (const key of paths) {
    const [method = 'GET', url = '/'] = key.split(' ');
    app.route({
      method,
      url,
      handler: (request, reply) =>
        reply
          .type('application/json; charset=utf-8')
          .send(bodies.get(`${request.method} ${request.url}`)),
    });
  }
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return { port: typeof address === 'object' && address ? address.port : 0 };
}

// How long the event loop was held up since the last ask: `loop` over IPC answers max and p99 (ms).
// `cpu` answers the CPU time this process has used so far (user and system, µs).
const loopDelay = monitorEventLoopDelay({ resolution: 5 });
loopDelay.enable();
process.on('message', (message) => {
  if (message === 'cpu') {
    const { user, system } = process.cpuUsage();
    process.send?.({ cpu: user + system });
  } else if (message === 'loop') {
    process.send?.({ loop: { max: loopDelay.max / 1e6, p99: loopDelay.percentile(99) / 1e6 } });
    loopDelay.reset();
  }
});

// A normal exit, so `--cpu-prof` (BENCH_PROFILE) writes its profile.
process.once('SIGTERM', () => process.exit(0));
const started = await (process.env.BENCH_SERVER === 'bare' ? startBare() : startApp());
process.send?.(started);
