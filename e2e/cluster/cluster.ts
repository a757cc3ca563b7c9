import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';

/*
 * Several Chronicle instances behind nginx on the machine's PostgreSQL and Redis (issue 21 §5): two
 * built servers (apps/server/dist/main.js) share a fresh database, one Redis database number and one
 * SECRET, and nginx balances them round-robin. Everything listens on loopback, on free ports, so the
 * shared e2e server and other suites are left alone.
 */

const root = resolve(import.meta.dirname, '../..');
const main = join(root, 'apps/server/dist/main.js');
const cli = join(root, 'apps/server/dist/cli.js');
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'];

export const nginxPath = (): string | undefined => NGINX.find((p) => existsSync(p));
const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** Why the cluster suite cannot run here, or undefined when it can. */
export function skipReason(): string | undefined {
  if (!process.env.TEST_DATABASE_URL || !process.env.TEST_REDIS_URL) {
    return 'needs TEST_DATABASE_URL and TEST_REDIS_URL (PostgreSQL and Redis shared by the instances), as .ci/run sets them';
  }
  if (!existsSync(main) || !existsSync(cli)) return 'needs the built server: npm run build';
  if (!nginxPath() && !(isRoot() && existsSync('/usr/bin/apt-get'))) {
    return 'needs nginx (Debian/Ubuntu: sudo apt-get install nginx); it is installed by the suite only when running as root';
  }
  return undefined;
}

/** Installs Debian's nginx when it is missing (root only; skipReason said so otherwise). */
export function ensureNginx(): string {
  const found = nginxPath();
  if (found) return found;
  const r = spawnSync(
    'sh',
    [
      '-c',
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx >/dev/null',
    ],
    { stdio: ['ignore', 'inherit', 'inherit'], timeout: 300_000 },
  );
  const installed = nginxPath();
  if (r.status !== 0 || !installed) throw new Error('apt-get could not install nginx');
  return installed;
}

export function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.once('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => ok(port));
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface Instance {
  name: string;
  port: number;
  /** `http://127.0.0.1:<port>`: the instance itself, without nginx. */
  url: string;
  child: ChildProcess;
  /** The instance's log lines (pino JSON), parsed. */
  logs: Record<string, unknown>[];
}

export interface Cluster {
  /** nginx's origin, the PUBLIC_URL of both instances. */
  origin: string;
  a: Instance;
  b: Instance;
  /** A pool on the cluster's own database, for the checks. */
  db: pg.Pool;
  /** A service token of the ingest API (made with the chronicle CLI, README). */
  ingestToken: string;
  secret: string;
  /** `host:port` → instance name, to read nginx's `x-upstream` header. */
  nameOf(upstream: string | null): string;
  stop(): Promise<void>;
}

export interface ClusterOptions {
  /** Settings both instances get on top of the cluster's own. */
  env: Record<string, string>;
}

/** One instance: the built server with the shared settings, its logs kept in memory. */
function startInstance(name: string, port: number, env: Record<string, string>): Instance {
  const { NODE_ENV: _node, ...inherited } = process.env;
  const child = spawn(process.execPath, [main], {
    cwd: root,
    env: { ...inherited, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: Record<string, unknown>[] = [];
  let rest = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) {
      try {
        logs.push(JSON.parse(line) as Record<string, unknown>);
      } catch {
        logs.push({ msg: line });
      }
    }
  });
  // Start-up refusals and crashes are one line on stderr: show them.
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    process.stderr.write(`[instance ${name}] ${chunk}`);
  });
  return { name, port, url: `http://127.0.0.1:${port}`, child, logs };
}

async function waitHealthy(instance: Instance, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (instance.child.exitCode !== null) {
      throw new Error(`instance ${instance.name} exited with ${instance.child.exitCode}`);
    }
    try {
      if ((await fetch(`${instance.url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`instance ${instance.name} did not answer /healthz within ${timeoutMs / 1000} s`);
}

/**
 * nginx in front of the instances: round-robin, a dead instance skipped (`proxy_next_upstream
 * error timeout`), the client's address in X-Forwarded-For, a request id, and which instance
 * answered in `x-upstream` (for the tests; nothing in Chronicle knows of it). Every path nginx
 * writes is in `dir`.
 */
export function nginxConfig(dir: string, listen: number, upstreams: readonly number[]): string {
  for (const sub of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(join(dir, sub), { recursive: true });
  }
  return `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 100m;
  map $http_x_request_id $chronicle_request_id {
    default $http_x_request_id;
    '' $request_id;
  }
  upstream chronicle {
${upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=10s;`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${listen};
    location / {
      proxy_pass http://chronicle;
      proxy_http_version 1.1;
      proxy_set_header Connection '';
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Request-Id $chronicle_request_id;
      proxy_next_upstream error timeout;
      proxy_connect_timeout 2s;
      add_header x-upstream $upstream_addr always;
    }
  }
}
`;
}

/** Starts nginx in the foreground as a child process and waits until it answers. */
export async function startNginx(
  binary: string,
  dir: string,
  listen: number,
  upstreams: readonly number[],
): Promise<ChildProcess> {
  const conf = join(dir, 'nginx.conf');
  writeFileSync(conf, nginxConfig(dir, listen, upstreams));
  const child = spawn(binary, ['-c', conf, '-p', dir, '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${listen}/healthz`)).ok) return child;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  await stopChild(child, 'SIGTERM');
  throw new Error('nginx did not answer within 15 s');
}

/** Sends `signal` to a child by its pid and waits for its exit (SIGKILL after 5 s). */
async function stopChild(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
  const exited = new Promise((r) => child.once('exit', r));
  const pid = child.pid;
  const send = (s: NodeJS.Signals) => {
    try {
      process.kill(pid, s);
    } catch {
      // already gone
    }
  };
  send(signal);
  const timer = setTimeout(() => send('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

/** A Redis database number of its own for this run (flushed), so other suites' keys never meet ours. */
function redisUrlOf(base: string): string {
  const url = new URL(base);
  url.pathname = `/${8 + (process.pid % 8)}`;
  return url.toString();
}

/**
 * Starts the cluster: a fresh PostgreSQL database `chronicle_cluster_<pid>` on TEST_DATABASE_URL's
 * server, a flushed Redis database, instances A and B together, then nginx. `stop()` kills every child by pid and drops the database, also after a failure half
 * way (call it from afterAll whatever happened).
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const nginxBinary = ensureNginx();
  const children: ChildProcess[] = [];
  const dir = mkdtempSync(join(tmpdir(), 'chronicle-cluster-'));
  const dbName = `chronicle_cluster_${process.pid}`;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.end();
  const databaseUrl = new URL(process.env.TEST_DATABASE_URL ?? '');
  databaseUrl.pathname = `/${dbName}`;
  const db = new pg.Pool({ connectionString: databaseUrl.toString(), max: 4 });
  // `stop()` drops the database WITH (FORCE), which ends any of these connections still closing
  // (57P01): without a listener the pool would throw that as an uncaught 'error' event and fail
  // the suite after its tests passed. A failing query still rejects its own promise.
  db.on('error', () => undefined);
  const redisUrl = redisUrlOf(process.env.TEST_REDIS_URL ?? '');
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  await redis.flushdb();
  await redis.quit();

  let nginx: ChildProcess | undefined;
  const stop = async () => {
    // nginx's master stops its worker on SIGTERM (a SIGKILL would leave the worker running).
    if (nginx) await stopChild(nginx, 'SIGTERM');
    await Promise.all(children.map((child) => stopChild(child, 'SIGKILL')));
    await db.end().catch(() => undefined);
    const drop = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await drop.connect();
    await drop.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await drop.end();
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    const [nginxPort, portA, portB] = [await freePort(), await freePort(), await freePort()];
    const origin = `http://127.0.0.1:${nginxPort}`;
    const secret = 'cluster-suite-secret-0123456789abcdef0123456789abcdef';
    const env = {
      DATABASE_URL: databaseUrl.toString(),
      REDIS_URL: redisUrl,
      SECRET: secret,
      PUBLIC_URL: origin,
      // nginx runs on this machine: its address is the trusted hop, the client's comes before it.
      TRUST_PROXY: '127.0.0.1',
      CHRONICLE_DEMO: '1',
      LOG_LEVEL: 'info',
      ...options.env,
    };
    // Both at once on the empty database, as a process manager starts them: the start-up lock
    // (apps/server/src/prepare-database.ts) lets one migrate and load the demo data.
    const a = startInstance('A', portA, env);
    const b = startInstance('B', portB, env);
    children.push(a.child, b.child);
    await Promise.all([waitHealthy(a), waitHealthy(b)]);
    nginx = await startNginx(nginxBinary, dir, nginxPort, [portA, portB]);
    // The operator's way to get an ingest token (README "The chronicle CLI").
    const ingestToken = execFileSync(process.execPath, [cli, 'token', 'create', 'cluster'], {
      env: { ...process.env, DATABASE_URL: databaseUrl.toString(), LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
      .toString()
      .trim();
    const names = new Map([
      [`127.0.0.1:${portA}`, 'A'],
      [`127.0.0.1:${portB}`, 'B'],
    ]);
    return {
      origin,
      a,
      b,
      db,
      ingestToken,
      secret,
      nameOf(upstream) {
        // After a retry nginx lists every upstream tried: the last one answered.
        const last = upstream?.split(',').pop()?.trim() ?? '';
        return names.get(last) ?? `unknown (${upstream})`;
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
