import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder of main.js and cli.js bundled from the sources for this test run. */
    serverBuild: string;
  }
}

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Bundles main.ts and cli.ts once per test run, the way `npm run build` does (build.mjs), for the
 * suites that start them as programs (the CLI, the crash tests). Unit tests run before the production
 * build, so dist/ may be missing or stale; and a bundle starts several times faster than the sources
 * through tsx (about 4 s per start, dozens of starts). The folder sits in the root node_modules so
 * the bundle's packages resolve, and goes when the run ends.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const dir = path.resolve(
    serverRoot,
    '../../node_modules/.cache',
    `chronicle-test-build-${randomBytes(4).toString('hex')}`,
  );
  await promisify(execFile)(process.execPath, ['build.mjs'], {
    cwd: serverRoot,
    env: { ...process.env, BUILD_OUTDIR: dir },
  });
  project.provide('serverBuild', dir);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
