import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { localeBundles } from './build/locale-bundles.js';

export default defineProject({
  plugins: [react(), localeBundles()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    // Two files run at a time (root vitest.config.ts); a page that renders a large roster can take
    // a few seconds on a busy two-core machine.
    testTimeout: 15_000,
  },
});
