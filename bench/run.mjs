#!/usr/bin/env node
// `npm run bench`: runs the server's benchmarks (apps/server/src/bench/run.ts) through tsx and
// prints their numbers. Loopback traffic only; nothing here calls another host.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const result = spawnSync(
  process.execPath,
  ['--import', 'tsx', resolve(root, 'apps/server/src/bench/run.ts')],
  { cwd: root, stdio: 'inherit', env: { ...process.env, LOG_LEVEL: 'silent' } },
);
process.exit(result.status ?? 1);
