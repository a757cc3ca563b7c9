import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANG_CODES } from '@chronicle/contract';
import { describe, expect, it } from 'vitest';
import { TEXTS as bh3 } from './bh3.js';
import { TEXTS as data } from './data.js';
import { TEXTS as events } from './events.js';
import { TEXTS as hsr } from './hsr.js';

const AREAS: Record<string, Readonly<Record<string, Readonly<Record<string, string>>>>> = {
  bh3,
  data,
  events,
  hsr,
};
const SRC = join(import.meta.dirname, '..');

/** The ids the tables name, by area: each call of an area's lookup with a literal id. */
function usedIds(): Map<string, Set<string>> {
  const used = new Map<string, Set<string>>();
  const scan = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = join(dir, entry.name);
      if (entry.isDirectory()) scan(file);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) {
        const source = readFileSync(file, 'utf8');
        const area = /from '(?:\.\.\/)+i18n\/(\w+)\.js'/.exec(source);
        const name = area?.[1];
        if (!name || !(name in AREAS)) continue;
        const ids = used.get(name) ?? new Set<string>();
        for (const m of source.matchAll(/\b(?:l15|row)\('([^']+)'\)/g)) ids.add(m[1]!);
        used.set(name, ids);
      }
    }
  };
  scan(SRC);
  return used;
}

describe('demo texts (src/i18n)', () => {
  it('has every id in every language, none empty', () => {
    for (const [area, texts] of Object.entries(AREAS)) {
      const ids = Object.keys(texts['en-us'] ?? {});
      expect(ids.length, area).toBeGreaterThan(0);
      for (const lang of LANG_CODES) {
        const file = texts[lang];
        expect(file, `${lang}/${area}.json`).toBeDefined();
        expect(Object.keys(file ?? {}).sort(), `${lang}/${area}.json ids`).toEqual([...ids].sort());
        for (const id of ids) expect(file?.[id]?.trim(), `${lang}/${area}.json ${id}`).toBeTruthy();
      }
    }
  });

  it('holds only ids that a table uses', () => {
    const used = usedIds();
    for (const [area, texts] of Object.entries(AREAS)) {
      const unused = Object.keys(texts['en-us'] ?? {}).filter((id) => !used.get(area)?.has(id));
      expect(unused, `${area}: ids no table uses`).toEqual([]);
    }
  });

  it('has one JSON file per language and area, and no other', () => {
    const files = readdirSync(import.meta.dirname, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .flatMap((dir) =>
        readdirSync(join(import.meta.dirname, dir.name)).map((f) => `${dir.name}/${f}`),
      );
    const expected = LANG_CODES.flatMap((lang) =>
      Object.keys(AREAS).map((a) => `${lang}/${a}.json`),
    );
    expect(files.sort()).toEqual(expected.sort());
  });
});
