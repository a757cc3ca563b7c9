import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/contract', 'packages/demo', 'apps/server', 'apps/web'],
    // Vitest's default on two cores is one worker (cores - 1). Most server suites wait on
    // PostgreSQL, child processes or argon2's threads more than they compute, so two files at a
    // time keep both cores busy: the CI machines have two.
    maxWorkers: 2,
  },
});
