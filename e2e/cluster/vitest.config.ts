import { defineConfig } from 'vitest/config';

// Several instances behind nginx (cluster.e2e.ts): run by scripts/test.mjs after the browser e2e,
// against the built server, with its own ports, PostgreSQL database and Redis database number.
// Starting the cluster can include installing nginx with apt, hence the long hook timeout.
export default defineConfig({
  test: {
    name: 'cluster',
    root: import.meta.dirname,
    include: ['*.e2e.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 420_000,
  },
});
