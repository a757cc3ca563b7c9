import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bootPreloads } from './build/boot-preloads.js';
import { isFirstLoadChunk } from './build/first-load.js';
import { inertContractSchemas } from './build/inert-schemas.js';
import { localeBundles } from './build/locale-bundles.js';
import { installableApp } from './build/pwa.js';

const here = (path: string) => decodeURIComponent(new URL(path, import.meta.url).pathname);

/** Everything the Chronicle server answers; the dev server forwards it there. */
const API_PREFIXES = [
  '/game_record',
  '/event',
  '/community',
  '/account',
  '/binding',
  '/art',
  '/docs',
  '/chronicle',
] as const;
// CHRONICLE_API points the dev server at another API server (several can run side by side).
const API_TARGET = process.env.CHRONICLE_API ?? 'http://127.0.0.1:8080';

/**
 * First-load modules shared with lazy pages (contract basics, API client, storage, router hooks).
 */
const CORE_MODULES =
  /(packages[\\/]contract[\\/]src[\\/](games|retcodes|constants|format|endpoint|event-routing|languages|schemas[\\/](app|community|common|binding)|endpoints[\\/](community|binding|card))\.ts$)|(apps[\\/]web[\\/]src[\\/](lib[\\/](game|storage|art|format|query-client|api-error-store|url-params|api-client|device|app-context|api-failure|typebox-stub|router[\\/](context|hooks))|components[\\/]ui[\\/](icons|card|button))\.tsx?$)/;

export default defineConfig({
  base: '/',
  plugins: [react(), inertContractSchemas(), localeBundles(), bootPreloads(), installableApp()],
  resolve: {
    alias: [
      // The browser never validates with TypeBox: it reads only ids, methods and paths from the
      // contract's endpoint declarations (types come from the real package at compile time). A no-op
      // schema builder keeps ~24 KB gzip of validator code out of every page.
      { find: /^typebox$/, replacement: here('./src/lib/typebox-stub.ts') },
      {
        find: /^use-sync-external-store\/shim$/,
        replacement: here('./src/lib/use-sync-external-store-shim.ts'),
      },
    ],
  },
  server: {
    proxy: Object.fromEntries(API_PREFIXES.map((prefix) => [prefix, API_TARGET])),
  },
  preview: {
    proxy: Object.fromEntries(API_PREFIXES.map((prefix) => [prefix, API_TARGET])),
  },
  build: {
    target: 'es2022',
    // Every asset stays a file: the server's CSP is strict, and SVG files cache across pages.
    assetsInlineLimit: 0,
    modulePreload: {
      // Every browser of the last two years follows module preloads itself (Safari since 17,
      // Firefox since 115); the polyfill cost every first load about 0.35 KB gzip. An older
      // browser still works, fetching a lazy page's chunks as it imports them.
      polyfill: false,
      // A lazy page's preload list names every chunk it imports. Those of the first load (runtime,
      // vendor, core, the shell's start; listed in build/first-load-chunks.json) are already in the
      // page when a route loads, so naming them again in every page loader only costs first-load
      // bytes (about 0.5 KB gzip over 30 routes).
      resolveDependencies: (_file, deps) => deps.filter((dep) => !isFirstLoadChunk(dep)),
    },
    rolldownOptions: {
      input: {
        desktop: here('./index.html'),
        mobile: here('./m.html'),
        rpgDesktop: here('./rpg/index.html'),
        rpgMobile: here('./rpg/m.html'),
      },
      output: {
        codeSplitting: {
          groups: [
            // One cacheable vendor chunk for the framework both shells share.
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
            },
            // Infinite queries and mutations serve lazy pages only: left out of the group, they
            // arrive with the first page that uses them instead of with every first load.
            {
              name: 'vendor-data',
              test: /node_modules[\\/](@tanstack|i18next|react-i18next)[\\/](?!.*(infinite|[mM]utation))/,
            },
            // The small modules every page's first load needs anyway, as one chunk: a dozen tiny
            // chunks cost more gzip (and requests) than their sum (initial JS budget).
            { name: 'core', test: CORE_MODULES },
            // One lazily loaded chunk per language: its bundle module (build/locale-bundles.ts) and files.
            {
              name: (id: string) =>
                /[\\/]locales[\\/]([a-z]{2}-[a-z]{2})(?:[\\/][^\\/]+\.json)?$/.exec(id)?.[1] ??
                null,
            },
          ],
        },
      },
      onLog(level, log, handler) {
        // React Query marks modules 'use client' for server components; irrelevant in a SPA.
        if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
        handler(level, log);
      },
    },
  },
});
