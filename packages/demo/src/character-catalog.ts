import type { CatalogEntry } from '@chronicle/contract';
import { artPath } from './catalog.js';
import { constellationIds, normalAttackId, skillIds } from './character-kit-ids.js';
import { CONSTELLATION_NAMES, NORMAL_ATTACKS } from './data/character-kits.js';
import { ELEMENTS, WEAPON_TYPE } from './data/characters.js';
import {
  CONSTELLATION_EFFECTS,
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

/** Talents: the sword's five from SKILLS, and the normal attack of every other weapon type. */
function talentEntries(): CatalogEntry[] {
  const sword = skillIds(WEAPON_TYPE.sword);
  const shared = SKILLS.map(([name, desc, affix], i): CatalogEntry => {
    const id = sword[i] ?? 0;
    return {
      kind: 'skill',
      id,
      icon: artPath('skill', id),
      names: localize(name),
      texts: textsOf({ desc, affix1: affix }),
    };
  });
  const affix = SKILLS[0]?.[2];
  const attacks = Object.entries(NORMAL_ATTACKS).map(([type, [name, desc]]): CatalogEntry => {
    const id = normalAttackId(Number(type) as keyof typeof NORMAL_ATTACKS);
    return {
      kind: 'skill',
      id,
      icon: artPath('skill', id),
      names: localize(name),
      texts: textsOf(affix ? { desc, affix1: affix } : { desc }),
    };
  });
  return [...shared, ...attacks];
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
    // Names by element, effects by step: every element's six constellations.
    ...ELEMENTS.flatMap((element) =>
      constellationIds(element).flatMap((id, i): CatalogEntry[] => {
        const effect = CONSTELLATION_EFFECTS[i];
        const name = CONSTELLATION_NAMES[element][i];
        if (!effect || !name) return [];
        return [
          {
            kind: 'constellation',
            id,
            icon: artPath('constellation', id),
            names: localize(name),
            texts: textsOf({ effect }),
          },
        ];
      }),
    ),
    ...talentEntries(),
    ...COSTUMES.map((c): CatalogEntry => ({
      kind: 'costume',
      id: c.id,
      icon: artPath('costume', c.id),
      attrs: { character_id: c.characterId },
      names: localize(c.name),
    })),
  ];
}
