#!/usr/bin/env node
// `npm run bench`: runs the server's benchmarks (apps/server/src/bench/run.ts) through tsx and
// prints their numbers, then the scale-out benchmark (bench/scale-out.mjs: one instance vs two
// behind nginx). `BENCH=scale-out` runs only that one; any other `BENCH` value only the server's.
// Loopback traffic only; nothing here calls another host.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const which = process.env.BENCH ?? 'all';
const env = { ...process.env, LOG_LEVEL: 'silent' };

if (which !== 'scale-out') {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', resolve(root, 'apps/server/src/bench/run.ts')],
    { cwd: root, stdio: 'inherit', env },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}
if (which === 'all' || which === 'scale-out') {
  const result = spawnSync(process.execPath, [resolve(root, 'bench/scale-out.mjs')], {
    cwd: root,
    stdio: 'inherit',
    env,
  });
  process.exit(result.status ?? 1);
}
