import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundleOf } from './data/roles.js';
import { askServer, login, mainRoleOf, startServer, stopServer, type Server } from './api.bench.js';

/*
 * Issue 20 goal 6: a big bundle arriving through the ingest API must not stall the reads the
 * server answers meanwhile. Chronicle runs in a process of its own on a SQLite file (demo data);
 * this one sends it a bundle of generated players (about `megabytes` of JSON) and, for as long as
 * the import takes, keeps asking `/healthz` and the owner's overview, one request at a time each
 * with a pause of `gapMs` between them. The same probes run first with nothing importing: the
 * baseline of the same run. A stall shows as the p99 and the slowest answer during the import.
 */

export interface Probe {
  count: number;
  p50: number;
  p99: number;
  max: number;
}

export interface StallResult {
  bundleBytes: number;
  roles: number;
  snapshots: number;
  /** From the first byte sent to the answer. */
  importMs: number;
  /** The ingest answer's retcode (0: applied). */
  retcode: number;
  idle: { healthz: Probe; index: Probe; loop: LoopDelay };
  during: { healthz: Probe; index: Probe; loop: LoopDelay };
}

/** The server's event loop delay over a phase, as it measured it (ms). */
export interface LoopDelay {
  max: number;
  p99: number;
}

/** Asks the server for its event loop delay since the last ask. */
async function loopDelayOf(server: Server): Promise<LoopDelay> {
  const { max, p99 } = await askServer<LoopDelay>(server, 'loop', 'loop');
  return { max: Math.round(max), p99: Math.round(p99) };
}

const SEED = 20_26;
const GENERATED_ROLE_BYTES = 25_000;

function summarise(latencies: number[]): Probe {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    count: sorted.length,
    p50: round(at(0.5)),
    p99: round(at(0.99)),
    max: round(sorted.at(-1) ?? 0),
  };
}

/** Asks `url` again and again until `until` settles; the latency of each answer. */
async function probe(
  url: string,
  headers: Record<string, string>,
  until: Promise<unknown>,
  gapMs: number,
): Promise<number[]> {
  let done = false;
  void until.finally(() => {
    done = true;
  });
  const latencies: number[] = [];
  while (!done) {
    const start = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    latencies.push(performance.now() - start);
    await new Promise((resolve) => setTimeout(resolve, gapMs));
  }
  return latencies;
}

async function probeBoth(
  server: Server,
  indexUrl: string,
  cookie: string,
  until: Promise<unknown>,
  gapMs: number,
) {
  const origin = `http://127.0.0.1:${server.port}`;
  await loopDelayOf(server);
  const [healthz, index] = await Promise.all([
    probe(`${origin}/healthz`, {}, until, gapMs),
    probe(`${origin}${indexUrl}`, { cookie }, until, gapMs),
  ]);
  return { healthz: summarise(healthz), index: summarise(index), loop: await loopDelayOf(server) };
}

export async function benchIngestStall(
  options: { megabytes?: number; gapMs?: number; idleMs?: number } = {},
): Promise<StallResult> {
  const megabytes = options.megabytes ?? 60;
  const gapMs = options.gapMs ?? 5;
  const dir = mkdtempSync(join(tmpdir(), 'chronicle-bench-ingest-'));
  let server: Server | undefined;
  try {
    server = await startServer({
      BENCH_SERVER: 'app',
      BENCH_TOKEN: '1',
      DATABASE_URL: `sqlite:${join(dir, 'bench.db')}`,
      SYNC_WORKERS: '0',
      LOG_LEVEL: 'silent',
      WEB_DIST: join(dir, 'no-web'),
    });
    const cookie = await login(server.port);
    const own = await mainRoleOf(server.port, cookie, 100000001);
    const indexUrl = `/game_record/genshin/api/index?role_id=${own.roleId}&server=${own.server}`;

    const roles = Math.max(1, Math.round((megabytes * 1024 * 1024) / GENERATED_ROLE_BYTES));
    const bundle = bundleOf(SEED, 0, roles);
    const snapshots = bundle.snapshots?.length ?? 0;
    const body = Buffer.from(JSON.stringify(bundle));

    const idle = await probeBoth(
      server,
      indexUrl,
      cookie,
      new Promise((resolve) => setTimeout(resolve, options.idleMs ?? 2_000)),
      gapMs,
    );

    const started = performance.now();
    const importing = fetch(`http://127.0.0.1:${server.port}/ingest/v1/bundle`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${server.token}`, 'content-type': 'application/json' },
      body,
    }).then(async (response) => {
      const importMs = performance.now() - started;
      return { importMs, retcode: ((await response.json()) as { retcode: number }).retcode };
    });
    const during = await probeBoth(server, indexUrl, cookie, importing, gapMs);
    const { importMs, retcode } = await importing;
    return { bundleBytes: body.length, roles, snapshots, importMs, retcode, idle, during };
  } finally {
    if (server) await stopServer(server);
    rmSync(dir, { recursive: true, force: true });
  }
}
