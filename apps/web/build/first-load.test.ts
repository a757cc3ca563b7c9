import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import config from '../vite.config.js';
import { FIRST_LOAD_CHUNKS, chunkName, isFirstLoadChunk } from './first-load.js';

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');

/** The code-splitting groups of vite.config.ts that have a fixed name (the languages' do not). */
function namedGroups(): string[] {
  const output = config.build?.rolldownOptions?.output;
  const splitting = (Array.isArray(output) ? output[0] : output)?.codeSplitting;
  const groups = typeof splitting === 'object' ? (splitting.groups ?? []) : [];
  return groups.flatMap((g) => (typeof g.name === 'string' ? [g.name] : []));
}

/** The shell entry modules the entry pages start (`/src/app/main-desktop.tsx` → `main-desktop`). */
function entryModules(): string[] {
  const pages = ['../index.html', '../m.html', '../rpg/index.html', '../rpg/m.html'];
  return pages.flatMap((page) =>
    [...read(page).matchAll(/<script type="module" src="\/src\/app\/([\w-]+)\.tsx"/g)].map(
      (m) => m[1] ?? '',
    ),
  );
}

describe('first-load chunks', () => {
  it('names built files by their chunk name, whatever the hash', () => {
    expect(chunkName('assets/vendor-data-AbC1_x-9.js')).toBe('vendor-data');
    expect(chunkName('/assets/core-Ab-d1234.js')).toBe('core');
    expect(isFirstLoadChunk('assets/rolldown-runtime-12345678.js')).toBe(true);
    expect(isFirstLoadChunk('assets/main-mobile-DxY_0a1b.js')).toBe(true);
  });

  it('leaves lazy chunks in the preload lists, even with a first-load name inside theirs', () => {
    expect(isFirstLoadChunk('assets/score-12345678.js')).toBe(false);
    expect(isFirstLoadChunk('assets/vendor-data-extra-12345678.js')).toBe(false);
    expect(isFirstLoadChunk('assets/overview-page-12345678.js')).toBe(false);
    expect(isFirstLoadChunk('assets/en-us-12345678.js')).toBe(false);
    expect(isFirstLoadChunk('assets/core.js')).toBe(false);
  });

  it('are the named code-splitting groups, the shared start module and every shell entry', () => {
    const entries = [...new Set(entryModules())].sort();
    expect(entries).toEqual(['main-desktop', 'main-mobile']);
    // Both shells import the start module statically, so it is a chunk of its own on every page.
    for (const entry of entries) {
      expect(read(`../src/app/${entry}.tsx`)).toMatch(/^import [^;]*'\.\/start\.js';$/m);
    }
    expect([...FIRST_LOAD_CHUNKS].sort()).toEqual(
      ['rolldown-runtime', ...namedGroups(), 'start', ...entries].sort(),
    );
  });
});
