import { MAIN_GAME_ID } from '@chronicle/contract';
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

/*
 * Issue 20 goal 4: the records API against bare Fastify sending the very same bytes. Each server
 * runs in its own process (api-server.ts) and the load comes from this one, 8 connections over
 * loopback. For every endpoint the answer is recorded once from Chronicle, then both servers are
 * loaded in turn; the ratio (Chronicle's requests per second / bare Fastify's) is the number that
 * travels between machines, p99 the one a player feels. Chronicle runs with `LOG_LEVEL=silent` and
 * again with `info` (every request logged, as operators run it), and once with `Accept-Encoding: br`
 * to show what compressing the answers costs.
 */

export interface Target {
  name: string;
  method: 'GET' | 'POST';
  url: string;
  body?: string;
  /** Sent by the bench visitors in turn (`BENCH_VISITORS`) instead of the traveler. */
  visitors?: boolean;
}

export interface Load {
  rps: number;
  p50: number;
  p99: number;
  /** Requests that got no 2xx or failed at the socket. */
  bad: number;
  /**
   * The server's CPU time per request (µs, its whole process): steadier than the rate where other
   * work shares the machine, since it counts what a request costs rather than how soon it ran.
   */
  cpuUs: number;
}

export interface TargetResult {
  target: Target;
  bytes: number;
  bare: Load;
  app: Load;
  /** With `LOG_LEVEL=info`; undefined when the run skipped it. */
  logged?: Load;
  /** With `Accept-Encoding: br`. */
  compressed?: Load;
}

export interface Server {
  port: number;
  /** A service token with every scope, when the server was started with `BENCH_TOKEN=1`. */
  token?: string;
  /** The cookie headers of the `BENCH_VISITORS` accounts. */
  visitors?: string[];
  child: ChildProcess;
}

const TRAVELER = { account: 'traveler', password: 'traveler-demo' };
/** Visitors of the visitor's row: enough that none reads 300 times in a run (`appEnv`). */
const VISITORS = 500;
const LUMINE_UID = 100000002;
const TRAVELER_UID = 100000001;

export async function startServer(env: NodeJS.ProcessEnv): Promise<Server> {
  const child = fork(join(import.meta.dirname, 'api-server.ts'), [], {
    execArgv: [
      '--import',
      'tsx',
      // BENCH_PROFILE=<dir>: a CPU profile of each server, to see where its time goes.
      ...(process.env.BENCH_PROFILE
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`]
        : []),
    ],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  type Started = Omit<Server, 'child'>;
  const started = await new Promise<Started>((resolve, reject) => {
    child.once('message', (message) => resolve(message as Started));
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  return { ...started, child };
}

/** Sends `question` to a bench server and waits for the answer carrying `key` (api-server.ts). */
export async function askServer<T>(server: Server, question: string, key: string): Promise<T> {
  const answer = new Promise<T>((resolve) => {
    const onMessage = (message: unknown) => {
      if (typeof message !== 'object' || message === null || !(key in message)) return;
      server.child.off('message', onMessage);
      resolve((message as Record<string, T>)[key] as T);
    };
    server.child.on('message', onMessage);
  });
  server.child.send(question);
  return answer;
}

export async function stopServer(server: Server): Promise<void> {
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
}

async function load(
  server: Server,
  target: Target,
  headers: Record<string, string>,
  seconds: number,
  visitors: readonly string[] = [],
): Promise<Load> {
  let next = 0;
  const options = {
    url: `http://127.0.0.1:${server.port}${target.url}`,
    method: target.method,
    headers: target.body ? { ...headers, 'content-type': 'application/json' } : headers,
    ...(target.body ? { body: target.body } : {}),
    connections: 8,
    // Each request of a visitors' target comes from the next visitor.
    ...(target.visitors && visitors.length > 0
      ? {
          requests: [
            {
              setupRequest: (request: autocannon.Request): autocannon.Request => ({
                ...request,
                headers: { ...request.headers, cookie: visitors[next++ % visitors.length] ?? '' },
              }),
            },
          ],
        }
      : {}),
  };
  await autocannon({ ...options, duration: 1 }); // warm-up: JIT, caches, pools
  const cpuBefore = await askServer<number>(server, 'cpu', 'cpu');
  const r = await autocannon({ ...options, duration: seconds });
  const cpu = (await askServer<number>(server, 'cpu', 'cpu')) - cpuBefore;
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    bad: r.non2xx + r.errors + r.timeouts,
    cpuUs: cpu / Math.max(1, r.requests.total),
  };
}

export async function login(port: number): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/account/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(TRAVELER),
  });
  const cookies = response.headers.getSetCookie().map((c) => c.split(';')[0]);
  if (cookies.length === 0) throw new Error(`login failed: ${await response.text()}`);
  return cookies.join('; ');
}

export async function mainRoleOf(port: number, cookie: string, uid: number) {
  const response = await fetch(
    `http://127.0.0.1:${port}/game_record/card/wapi/getGameRecordCard?uid=${uid}`,
    { headers: { cookie } },
  );
  const envelope = (await response.json()) as {
    data: { list: { game_id: number; game_role_id: string; region: string }[] };
  };
  const role = envelope.data.list.find((r) => r.game_id === MAIN_GAME_ID);
  if (!role) throw new Error(`uid ${uid} has no main-game role`);
  return { roleId: role.game_role_id, server: role.region };
}

/**
 * What a bot reads most: the owner's overview, a visitor's, the character list, abyss, notes, and
 * the record cards.
 */
async function targetsOf(port: number, cookie: string): Promise<Target[]> {
  const own = await mainRoleOf(port, cookie, TRAVELER_UID);
  const other = await mainRoleOf(port, cookie, LUMINE_UID);
  const base = '/game_record/genshin/api';
  const q = (r: { roleId: string; server: string }) => `role_id=${r.roleId}&server=${r.server}`;
  return [
    { name: 'index (owner)', method: 'GET', url: `${base}/index?${q(own)}` },
    { name: 'index (visitor)', method: 'GET', url: `${base}/index?${q(other)}`, visitors: true },
    {
      name: 'character/list',
      method: 'POST',
      url: `${base}/character/list`,
      body: JSON.stringify({ role_id: own.roleId, server: own.server }),
    },
    { name: 'spiralAbyss', method: 'GET', url: `${base}/spiralAbyss?${q(own)}&schedule_type=1` },
    { name: 'dailyNote', method: 'GET', url: `${base}/dailyNote?${q(own)}` },
    // What every client reads first: the signed-in player's cards of the three games.
    {
      name: 'record card',
      method: 'GET',
      url: `/game_record/card/wapi/getGameRecordCard?uid=${TRAVELER_UID}`,
    },
  ];
}

/** The answer Chronicle gives (checked to be a success), to be sent again by bare Fastify. */
async function record(port: number, target: Target, cookie: string): Promise<Buffer> {
  const response = await fetch(`http://127.0.0.1:${port}${target.url}`, {
    method: target.method,
    headers: { cookie, ...(target.body ? { 'content-type': 'application/json' } : {}) },
    ...(target.body ? { body: target.body } : {}),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  const retcode = (JSON.parse(bytes.toString('utf8')) as { retcode: number }).retcode;
  if (retcode !== 0) throw new Error(`${target.name} answered retcode ${retcode}`);
  return bytes;
}

export async function benchApi(
  options: { seconds?: number; databaseUrl?: string; logged?: boolean; only?: string } = {},
): Promise<TargetResult[]> {
  const seconds = options.seconds ?? 5;
  const dir = mkdtempSync(join(tmpdir(), 'chronicle-bench-api-'));
  const appEnv = {
    BENCH_SERVER: 'app',
    DATABASE_URL: options.databaseUrl ?? `sqlite:${join(dir, 'bench.db')}`,
    SYNC_WORKERS: '0',
    WEB_DIST: join(dir, 'no-web'),
    // The visitor's row is many people reading one popular role, each well under the risk
    // engine's default thresholds (300 reads in 10 minutes): every read is counted and answered.
    // One account reading it thousands of times a second would be asked for a challenge (10035,
    // still HTTP 200) and the row would time the refusal; `record` checks after each load.
    BENCH_VISITORS: String(VISITORS),
  };
  const servers: Server[] = [];
  try {
    const app = await startServer({ ...appEnv, LOG_LEVEL: 'silent' });
    servers.push(app);
    const cookie = await login(app.port);
    const targets = (await targetsOf(app.port, cookie)).filter(
      (t) => !options.only || t.name.includes(options.only),
    );
    const answers = await Promise.all(targets.map((t) => record(app.port, t, cookie)));
    const routes = targets.map((t, i) => {
      const file = join(dir, `answer-${i}.json`);
      writeFileSync(file, answers[i] ?? '');
      return { method: t.method, url: t.url, file };
    });
    writeFileSync(join(dir, 'routes.json'), JSON.stringify(routes));
    const bare = await startServer({
      BENCH_SERVER: 'bare',
      BENCH_ROUTES: join(dir, 'routes.json'),
    });
    servers.push(bare);
    const logged =
      options.logged === false ? undefined : await startServer({ ...appEnv, LOG_LEVEL: 'info' });
    if (logged) servers.push(logged);

    const results: TargetResult[] = [];
    for (const [i, target] of targets.entries()) {
      const headers = { cookie };
      results.push({
        target,
        bytes: answers[i]?.length ?? 0,
        bare: await load(bare, target, headers, seconds),
        app: await load(app, target, headers, seconds, app.visitors),
        ...(logged
          ? { logged: await load(logged, target, headers, seconds, logged.visitors) }
          : {}),
        compressed: await load(
          app,
          target,
          { ...headers, 'accept-encoding': 'br' },
          seconds,
          app.visitors,
        ),
      });
      // Still the answer that was timed, not a refusal (a retcode travels with HTTP 200).
      await record(app.port, target, cookie);
    }
    return results;
  } finally {
    await Promise.all(servers.map(stopServer));
    rmSync(dir, { recursive: true, force: true });
  }
}
