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
  },
});
