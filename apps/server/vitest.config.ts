import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['src/test/global-build.ts'],
    // argon2 hashing and PostgreSQL schema setup make some suites slower than the default allows.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
