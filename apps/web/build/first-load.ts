import chunks from './first-load-chunks.json' with { type: 'json' };

/**
 * The chunks every entry page loads before anything lazy, by name: the bundler's runtime, the
 * code-splitting groups of vite.config.ts (vendor, vendor-data, core), the module both shells start
 * from (src/app/start.tsx) and each shell's entry (src/app/main-desktop.tsx, main-mobile.tsx). A
 * lazy page's preload list leaves them out, since they are in the page already when it loads.
 * The list is data (first-load-chunks.json) so that scripts/bundle-size.mjs, which reads the real
 * build, can check it is exactly what the entry pages load up front (first-load.test.ts checks it
 * against the sources).
 */
export const FIRST_LOAD_CHUNKS: readonly string[] = chunks;

/** The name a built chunk file was given (`assets/core-AbC123_x.js` → `core`), or undefined. */
export function chunkName(file: string): string | undefined {
  return /(?:^|\/)([\w-]+)-[\w-]{8}\.js$/.exec(file)?.[1];
}

/** Whether a built file (`assets/vendor-AbC123_x.js`) is one of the first-load chunks. */
export function isFirstLoadChunk(file: string): boolean {
  const name = chunkName(file);
  return name !== undefined && FIRST_LOAD_CHUNKS.includes(name);
}
