#!/usr/bin/env node
// The README's test command: every check CI relies on, in order, failing fast with a clear step name.
// typecheck → lint → format → unit/component/server tests (SQLite; PostgreSQL and Redis too when
// TEST_DATABASE_URL / TEST_REDIS_URL are set) → production build → bundle budgets → browser e2e on
// both shells → several instances behind nginx (only with TEST_DATABASE_URL and TEST_REDIS_URL).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const results = join(tmpdir(), `chronicle-test-${process.pid}`);
let passed = 0;
let failed = 0;

function run(title, cmd, args, env = {}) {
  const started = Date.now();
  console.log(`\n▶ ${title}\n  $ ${[cmd, ...args].join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  if (r.status !== 0) {
    console.error(`\n✖ ${title} failed after ${secs}s`);
    summary();
    process.exit(r.status ?? 1);
  }
  console.log(`✔ ${title} (${secs}s)`);
}

/** Adds up a vitest JSON report so the closing line counts every test of every step. */
function count(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  rmSync(file, { force: true });
}

function summary() {
  count(`${results}-unit.json`);
  count(`${results}-e2e.json`);
  count(`${results}-cluster.json`);
  console.log(`\n${passed} passed, ${failed} failed`);
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    run('install Debian chromium for the browser tests', 'sh', [
      '-c',
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null',
    ]);
    return;
  }
  console.error(
    `Chromium not found at ${CHROMIUM}. Install it (Debian/Ubuntu: sudo apt-get install chromium) ` +
      'or point CHROME_PATH at a Chromium/Chrome binary, then run npm test again.',
  );
  process.exit(1);
}

const vitestReport = (name) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile=${results}-${name}.json`,
];

ensureChromium();
run('typecheck', 'npm', ['run', '--silent', 'typecheck']);
run('lint (zero warnings)', 'npm', ['run', '--silent', 'lint']);
run('format', 'npm', ['run', '--silent', 'format:check']);
run('unit, component and server tests', 'npx', ['vitest', 'run', ...vitestReport('unit')]);
run('production build', 'npm', ['run', '--silent', 'build']);
run('bundle budgets (gzip)', 'node', ['scripts/bundle-size.mjs']);
run(
  'browser e2e (desktop and mobile)',
  'npx',
  ['vitest', 'run', '--config', 'e2e/vitest.config.ts', ...vitestReport('e2e')],
  {
    CHROME_PATH: CHROMIUM,
  },
);
// Two built servers on the machine's PostgreSQL and Redis behind nginx (e2e/cluster): it needs both,
// as CI has them (.ci/run).
if (process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL) {
  run('several instances behind nginx', 'npx', [
    'vitest',
    'run',
    '--config',
    'e2e/cluster/vitest.config.ts',
    ...vitestReport('cluster'),
  ]);
} else {
  console.log(
    '\n– several instances behind nginx: skipped, it needs TEST_DATABASE_URL and TEST_REDIS_URL (PostgreSQL and Redis, as .ci/run sets them)',
  );
}
summary();
