import { LANG_CODES, type CatalogEntry, type CharactersSnapshot } from '@chronicle/contract';
import { describe, expect, it } from 'vitest';
import { CHARACTERS } from './data/characters.js';
import { generateDemoBundle } from './demo-bundle.js';

const bundle = generateDemoBundle();
const catalog = bundle.catalog ?? [];
const entry = (kind: string, id: number): CatalogEntry | undefined =>
  catalog.find((e) => e.kind === kind && e.id === id);
const FIELDS = ['title', 'description', 'affiliation', 'birthday', 'constellation'] as const;

describe('demo character card data', () => {
  it('links every character to its own wiki page and sections', () => {
    for (const { id } of CHARACTERS) {
      expect(entry('character', id)?.attrs, String(id)).toMatchObject({
        wiki_url: `/wiki/characters/${id}`,
        calculator_url: `/wiki/characters/${id}#calculator`,
        lineup_url: `/wiki/characters/${id}#lineup`,
        strategy_url: `/wiki/characters/${id}#guide`,
      });
    }
  });

  it('gives every character extra content in all 15 languages', () => {
    for (const { id } of CHARACTERS) {
      const texts = entry('character', id)?.texts ?? {};
      for (const lang of LANG_CODES) {
        for (const field of FIELDS)
          expect(texts[lang]?.[field], `${id} ${lang} ${field}`).toBeTruthy();
      }
      const english = texts['en-us']?.description;
      for (const lang of ['zh-cn', 'ja-jp', 'ko-kr', 'ru-ru', 'th-th', 'de-de'] as const) {
        expect(texts[lang]?.description, `${id} ${lang}`).not.toBe(english);
      }
    }
    // Combined from tables: characters do not all read the same.
    const descriptions = new Set(
      CHARACTERS.map((c) => entry('character', c.id)?.texts?.['en-us']?.description),
    );
    expect(descriptions.size).toBeGreaterThan(10);
  });

  it('names constellations by element and normal attacks by weapon type', () => {
    const builds = (bundle.snapshots ?? [])
      .filter((s) => s.kind === 'characters')
      .flatMap((s) => (s.payload as CharactersSnapshot).avatars);
    const firstOf = (
      kind: 'constellation' | 'skill',
      pick: (c: (typeof CHARACTERS)[number]) => boolean,
    ) =>
      new Set(
        builds
          .filter((b) => CHARACTERS.some((c) => c.id === b.id && pick(c)))
          .map((b) => (kind === 'constellation' ? b.constellation_ids[0] : b.skills[0]?.skill_id))
          .filter((id) => id !== undefined)
          .map((id) => entry(kind, id)?.names['en-us']),
      );
    const anemo = firstOf('constellation', (c) => c.element === 'Anemo');
    const pyro = firstOf('constellation', (c) => c.element === 'Pyro');
    expect(anemo.size).toBe(1);
    expect(pyro.size).toBe(1);
    expect([...anemo][0]).not.toBe([...pyro][0]);
    const swords = firstOf('skill', (c) => c.weaponType === 1);
    const bows = firstOf('skill', (c) => c.weaponType === 12);
    expect(swords.size).toBe(1);
    expect(bows.size).toBe(1);
    expect([...swords][0]).not.toBe([...bows][0]);
  });
});
