import type { CatalogEntry } from '@chronicle/contract';
import { artPath } from './catalog.js';
import { CONSTELLATION_IDS, SKILL_IDS } from './character-builds.js';
import {
  CONSTELLATIONS,
  PROPERTY_NAMES,
  SKILLS,
  WEAPON_TYPE_NAMES,
} from './data/character-texts.js';
import { COSTUMES } from './data/costumes.js';
import { localize, TABLE_LANGS, type L15 } from './data/localize.js';

function textsOf(fields: Record<string, L15>): CatalogEntry['texts'] {
  const texts: NonNullable<CatalogEntry['texts']> = {};
  TABLE_LANGS.forEach((lang, i) => {
    const perLang: Record<string, string> = {};
    for (const [key, values] of Object.entries(fields)) perLang[key] = values[i] ?? values[0];
    texts[lang] = perLang;
  });
  return texts;
}

/** Catalog entries of the detail view: properties, weapon types, constellations, talents, costumes. */
export function characterDetailCatalog(): CatalogEntry[] {
  return [
    ...PROPERTY_NAMES.map(([id, name]): CatalogEntry => ({
      kind: 'property',
      id,
      icon: artPath('property', id),
      names: localize(name),
      texts: textsOf({ filter_name: name }),
    })),
    ...WEAPON_TYPE_NAMES.map(([id, name]): CatalogEntry => ({
      kind: 'weapon_type',
      id,
      icon: artPath('weapon_type', id),
      names: localize(name),
    })),
    ...CONSTELLATIONS.map(([name, effect], i): CatalogEntry => {
      const id = CONSTELLATION_IDS[i] ?? 0;
      return {
        kind: 'constellation',
        id,
        icon: artPath('constellation', id),
        names: localize(name),
        texts: textsOf({ effect }),
      };
    }),
    ...SKILLS.map(([name, desc, affix], i): CatalogEntry => {
      const id = SKILL_IDS[i] ?? 0;
      return {
        kind: 'skill',
        id,
        icon: artPath('skill', id),
        names: localize(name),
        texts: textsOf({ desc, affix1: affix }),
      };
    }),
    ...COSTUMES.map((c): CatalogEntry => ({
      kind: 'costume',
      id: c.id,
      icon: artPath('costume', c.id),
      attrs: { character_id: c.characterId },
      names: localize(c.name),
    })),
  ];
}
