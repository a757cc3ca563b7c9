import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'demo',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Checking every snapshot of the bundle against its schema takes seconds on a loaded machine,
    // as it did under the server's settings before the data moved here.
    testTimeout: 20_000,
  },
});
