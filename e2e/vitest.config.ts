import { defineConfig } from 'vitest/config';

// Browser flows run one file at a time: each drives a real Chromium against the real server, and
// the machines have two cores.
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['desktop/**/*.e2e.ts', 'mobile/**/*.e2e.ts'],
    globalSetup: ['./global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
