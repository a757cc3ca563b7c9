#!/usr/bin/env node
// The scale-out benchmark (issue 21 §5), run by `npm run bench` (alone with BENCH=scale-out): the
// owner's genshin/api/index through nginx with one Chronicle instance behind it, then with two, on
// this machine in the same run (goal ≥ 1.5× on two cores), and the one instance without nginx for
// reference. Both instances run the built server (npm run build) on one database: SQLite by
// default, PostgreSQL with BENCH_DATABASE_URL. nginx is Debian's, installed with apt when missing
// and running as root. Loopback only; SCALE_SECONDS sets each load's length (3 by default),
// SCALE_ROUNDS how many times each setup is loaded (5), SCALE_CONNECTIONS the client's connections
// (16).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';

const root = resolve(import.meta.dirname, '..');
const main = join(root, 'apps/server/dist/main.js');
const seconds = Number(process.env.SCALE_SECONDS ?? 3);
const rounds = Number(process.env.SCALE_ROUNDS ?? 5);
const connections = Number(process.env.SCALE_CONNECTIONS ?? 16);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const freePort = () =>
  new Promise((ok) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => ok(port));
    });
  });

function nginxBinary() {
  const find = () => ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
  if (find()) return find();
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    spawnSync(
      'sh',
      [
        '-c',
        'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx >/dev/null',
      ],
      { stdio: 'inherit' },
    );
  }
  return find();
}

/**
 * The share of CPU time the machine left idle over one second (Linux; undefined elsewhere): two
 * instances can only go faster than one if there are idle cores to run them on.
 */
async function idleShare() {
  const sample = () => {
    try {
      const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1);
      const ticks = cpu.map(Number);
      return { idle: ticks[3] + (ticks[4] ?? 0), total: ticks.reduce((a, b) => a + b, 0) };
    } catch {
      return undefined;
    }
  };
  const before = sample();
  await sleep(1000);
  const after = sample();
  if (!before || !after || after.total === before.total) return undefined;
  return (after.idle - before.idle) / (after.total - before.total);
}

/** CPU ticks (1/100 s on Linux) a process used, or the whole machine was busy for (no pid). */
function cpuTicks(pid) {
  try {
    if (pid === undefined) {
      const ticks = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
      const all = ticks.slice(1).map(Number);
      return all.reduce((a, b) => a + b, 0) - all[3] - (all[4] ?? 0);
    }
    // Fields after the command's closing parenthesis; utime and stime are the 12th and 13th.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return NaN;
  }
}

async function waitOk(url, child, what) {
  for (let i = 0; i < 400; i++) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(150);
  }
  throw new Error(`${what} did not answer within 60 s`);
}

const children = [];
function stopAll() {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  }
}

async function startInstance(port, databaseUrl) {
  const child = spawn(process.execPath, [main], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: databaseUrl,
      REDIS_URL: '',
      SECRET: 'scale-out-bench-secret-0123456789abcdef',
      TRUST_PROXY: '127.0.0.1',
      CHRONICLE_DEMO: '1',
      LOG_LEVEL: 'warn',
      SYNC_WORKERS: '0',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.push(child);
  await waitOk(`http://127.0.0.1:${port}/healthz`, child, `instance on ${port}`);
  return child;
}

/** nginx in the foreground, every path it writes in `dir`, round-robin over `upstreams`. */
async function startNginx(binary, dir, upstreams) {
  const port = await freePort();
  const prefix = join(dir, `nginx-${port}`);
  for (const sub of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(join(prefix, sub), { recursive: true });
  }
  const conf = join(prefix, 'nginx.conf');
  writeFileSync(
    conf,
    `worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${prefix}/client_body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  upstream chronicle {
${upstreams.map((p) => `    server 127.0.0.1:${p};`).join('\n')}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://chronicle;
      proxy_http_version 1.1;
      proxy_set_header Connection '';
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_next_upstream error timeout;
    }
  }
}
`,
  );
  const child = spawn(binary, ['-c', conf, '-p', prefix, '-g', 'daemon off;'], {
    stdio: 'inherit',
  });
  children.push(child);
  await waitOk(`http://127.0.0.1:${port}/healthz`, child, 'nginx');
  return { url: `http://127.0.0.1:${port}`, child };
}

/** wrk (Debian's `wrk`) when installed: a C client costs a fraction of autocannon's CPU. */
const WRK = ['/usr/bin/wrk', '/usr/local/bin/wrk'].find((p) => existsSync(p));
const client = process.env.SCALE_CLIENT ?? (WRK ? 'wrk' : 'autocannon');

/** Milliseconds of a wrk latency such as `812.00us`, `6.20ms` or `1.02s`. */
function wrkMs(text) {
  const m = /([\d.]+)(us|ms|s)/.exec(text ?? '');
  if (!m) return NaN;
  const n = Number(m[1]);
  return m[2] === 'us' ? n / 1000 : m[2] === 's' ? n * 1000 : n;
}

function loadWithWrk(url, cookie, duration) {
  const args = [
    '-t1',
    `-c${connections}`,
    `-d${duration}s`,
    '--latency',
    '-H',
    `Cookie: ${cookie}`,
  ];
  const out = spawnSync(WRK ?? 'wrk', [...args, url], { encoding: 'utf8' }).stdout ?? '';
  const field = (re) => re.exec(out)?.[1];
  return {
    rps: Number(field(/Requests\/sec:\s+([\d.]+)/)),
    p50: wrkMs(field(/\n\s+50%\s+(\S+)/)),
    p99: wrkMs(field(/\n\s+99%\s+(\S+)/)),
    bad:
      Number(field(/Non-2xx or 3xx responses:\s+(\d+)/) ?? 0) +
      Number(field(/Socket errors:.*timeout (\d+)/) ?? 0),
  };
}

async function loadOnce(url, cookie, duration) {
  if (client === 'wrk') return loadWithWrk(url, cookie, duration);
  const r = await autocannon({ url, headers: { cookie }, connections, duration });
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    bad: r.non2xx + r.errors + r.timeouts,
  };
}

/**
 * One load, with the CPU (in cores) the Chronicle instances used and what the rest of the machine
 * (the client, nginx, anything else) used meanwhile: a second instance can only add what the first
 * leaves of the machine.
 */
async function load(url, cookie, duration, pids = []) {
  const started = Date.now();
  const machine = cpuTicks();
  const servers = pids.map((pid) => cpuTicks(pid));
  const result = await loadOnce(url, cookie, duration);
  const ticks = ((Date.now() - started) / 1000) * 100;
  const serverCores = pids.reduce((sum, pid, i) => sum + (cpuTicks(pid) - servers[i]), 0) / ticks;
  const busyCores = (cpuTicks() - machine) / ticks;
  return { ...result, serverCores, otherCores: busyCores - serverCores };
}

async function run() {
  if (!existsSync(main)) throw new Error('run npm run build first');
  const binary = nginxBinary();
  if (!binary) {
    console.log(
      'scale-out bench skipped: nginx is missing (Debian/Ubuntu: sudo apt-get install nginx)',
    );
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'chronicle-scale-out-'));
  try {
    const databaseUrl = process.env.BENCH_DATABASE_URL ?? `sqlite:${join(dir, 'bench.db')}`;
    // Measured before anything of this benchmark runs: what other work leaves to it.
    const idle = await idleShare();
    const [portA, portB] = [await freePort(), await freePort()];
    // A prepares the database (migrations, demo data); B then starts on it.
    const { pid: pidA } = await startInstance(portA, databaseUrl);
    const { pid: pidB } = await startInstance(portB, databaseUrl);

    const a = `http://127.0.0.1:${portA}`;
    const logged = await fetch(`${a}/account/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: 'traveler', password: 'traveler-demo' }),
    });
    const cookie = logged.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    if (!cookie) throw new Error(`login failed: ${await logged.text()}`);
    const card = await (
      await fetch(`${a}/game_record/card/wapi/getGameRecordCard?uid=100000001`, {
        headers: { cookie },
      })
    ).json();
    const role = card.data.list.find((r) => r.game_id === 2);
    const path = `/game_record/genshin/api/index?role_id=${role.game_role_id}&server=${role.region}`;
    for (const port of [portA, portB]) {
      const answer = await (
        await fetch(`http://127.0.0.1:${port}${path}`, { headers: { cookie } })
      ).json();
      if (answer.retcode !== 0) throw new Error(`index on ${port} answered ${answer.retcode}`);
    }

    // The three setups in turn, round after round, so a machine whose load changes during the run
    // (other work on it) weighs on each alike; the medians are printed.
    const one = await startNginx(binary, dir, [portA]);
    const two = await startNginx(binary, dir, [portA, portB]);
    const setups = [
      ['one instance, no nginx', `${a}${path}`, [pidA]],
      ['nginx → one instance', `${one.url}${path}`, [pidA]],
      ['nginx → two instances', `${two.url}${path}`, [pidA, pidB]],
    ];
    const results = setups.map(() => []);
    for (const [, url] of setups) await load(url, cookie, 2); // warm-up: JIT, caches, pools
    for (let round = 0; round < rounds; round++) {
      for (const [i, [, url, pids]] of setups.entries())
        results[i].push(await load(url, cookie, seconds, pids));
    }

    const median = (values) => {
      const sorted = [...values].sort((x, y) => x - y);
      return sorted[Math.floor(sorted.length / 2)];
    };
    const where = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'SQLite';
    console.log(
      `\nOwner's genshin/api/index, ${client}, ${connections} connections, ${rounds} rounds of ${seconds} s, ${availableParallelism()} cores (load average ${loadavg()[0].toFixed(1)} at the end), ${where}:`,
    );
    const line = (cells) =>
      console.log(`  ${cells.map((c, i) => (i === 0 ? c.padEnd(26) : c.padStart(11))).join('')}`);
    if (idle !== undefined) {
      console.log(
        `  CPU idle before the run: ${(idle * 100).toFixed(0)} % (other work on the machine)`,
      );
    }
    line(['', 'rps', 'p50 ms', 'p99 ms', 'failed', 'server CPU', 'other CPU']);
    for (const [i, [name]] of setups.entries()) {
      const r = results[i];
      line([
        name,
        median(r.map((x) => x.rps)).toFixed(0),
        String(median(r.map((x) => x.p50))),
        String(median(r.map((x) => x.p99))),
        String(r.reduce((n, x) => n + x.bad, 0)),
        median(r.map((x) => x.serverCores)).toFixed(2),
        median(r.map((x) => x.otherCores)).toFixed(2),
      ]);
    }
    const ratios = results[2].map((r, i) => r.rps / results[1][i].rps);
    console.log(
      `  two instances / one through nginx: ${median(ratios).toFixed(2)}× median (rounds: ${ratios.map((x) => x.toFixed(2)).join(', ')}; goal ≥ 1.5× on two cores)`,
    );
    // What the instances could have had: the machine less what the client and nginx took.
    const perRequest = (i) => median(results[i].map((x) => x.serverCores / x.rps));
    const left = availableParallelism() - median(results[2].map((x) => x.otherCores));
    console.log(
      `  CPU (cores): one instance behind nginx used ${median(results[1].map((x) => x.serverCores)).toFixed(2)}; ` +
        `with two, the client and nginx took ${(availableParallelism() - left).toFixed(2)} of ${availableParallelism()}, leaving ${left.toFixed(2)} ` +
        `for the instances, at most ${(left / perRequest(2) / median(results[1].map((x) => x.rps))).toFixed(2)}× the one instance's rate at two's cost per request`,
    );
  } finally {
    // nginx first, then the instances once the last answers are out.
    for (const child of [...children].reverse()) {
      if (child.exitCode !== null || child.signalCode !== null) continue;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      await sleep(200);
    }
    rmSync(dir, { recursive: true, force: true });
  }
}

await run().catch((error) => {
  stopAll();
  console.error(`scale-out bench failed: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
});
