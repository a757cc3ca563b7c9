import type { CatalogEntry, Lang } from '@chronicle/contract';
import { AREAS, BOSSES } from './data/areas.js';
import { WEAPON_DESCS } from './data/character-texts.js';
import {
  CHARACTERS,
  NO_CONSTELLATION_IDS,
  TWIN_IDS,
  VARIABLE_ELEMENT_IDS,
} from './data/characters.js';
import { characterLinks, characterLoreTexts } from './character-lore.js';
import { COMFORT_LEVELS, HOMES } from './data/homes.js';
import { localize, TABLE_LANGS, type L15 } from './data/localize.js';
import { REGIONS, OFFERINGS, TRIBES } from './data/regions.js';
import { RELIC_POSITIONS, RELIC_SETS, relicId } from './data/relics.js';
import { WEAPONS } from './data/weapons.js';

type Texts = Partial<Record<Lang, Record<string, string>>>;

/** Art is served by the web app; an operator with the rights may point these at real art. */
export function artPath(kind: string, id: number): string {
  return `/art/${kind}/${id}.svg`;
}

/** Turns named 15-language fields into the catalog's per-language `texts`. */
function localizedTexts(fields: Record<string, L15>): Texts {
  const texts: Texts = {};
  TABLE_LANGS.forEach((lang, i) => {
    const perLang: Record<string, string> = {};
    for (const [key, values] of Object.entries(fields)) perLang[key] = values[i] ?? values[0];
    texts[lang] = perLang;
  });
  return texts;
}

function characterEntries(): CatalogEntry[] {
  return CHARACTERS.map((c) => {
    const icon = artPath('character', c.id);
    return {
      kind: 'character',
      id: c.id,
      icon,
      attrs: {
        element: c.element,
        rarity: c.rarity,
        weapon_type: c.weaponType,
        image: icon,
        card_image: icon,
        side_icon: icon,
        has_constellations: !NO_CONSTELLATION_IDS.includes(c.id),
        // The element shown is the snapshot's for these: travellers and the mirror doll change it.
        fixed_element: !VARIABLE_ELEMENT_IDS.includes(c.id),
        is_player: c.id === TWIN_IDS.brother || c.id === TWIN_IDS.sister,
        ...characterLinks(c.id),
      },
      names: localize(c.name),
      texts: characterLoreTexts(c),
    };
  });
}

function weaponEntries(): CatalogEntry[] {
  return WEAPONS.map((w) => ({
    kind: 'weapon',
    id: w.id,
    icon: artPath('weapon', w.id),
    attrs: { type: w.type, rarity: w.rarity },
    names: localize(w.name),
    texts: localizedTexts({ desc: WEAPON_DESCS[w.rarity] }),
  }));
}

function relicEntries(): CatalogEntry[] {
  return RELIC_SETS.flatMap((set, setIndex): CatalogEntry[] => [
    {
      kind: 'relic_set',
      id: set.id,
      icon: artPath('relic_set', set.id),
      attrs: { element: set.element },
      names: localize(set.name),
      texts: localizedTexts({ affix2: set.affix2, affix4: set.affix4 }),
    },
    ...set.pieces.map((piece, i): CatalogEntry => {
      const pos = i + 1;
      const id = relicId(setIndex, pos);
      return {
        kind: 'relic',
        id,
        icon: artPath('relic', id),
        attrs: { pos, set_id: set.id },
        names: localize(piece),
        texts: localizedTexts({ pos_name: RELIC_POSITIONS[i] ?? RELIC_POSITIONS[0] }),
      };
    }),
  ]);
}

function worldEntries(): CatalogEntry[] {
  const regions = REGIONS.map((r): CatalogEntry => {
    const icon = artPath('region', r.id);
    return {
      kind: 'region',
      id: r.id,
      icon,
      attrs: {
        parent_id: r.parentId,
        world_type: r.worldType,
        inner_icon: icon,
        background_image: icon,
        cover: icon,
        map_url: '',
        strategy_url: '',
      },
      names: localize(r.name),
    };
  });
  const parts = (kind: 'area' | 'boss', rows: typeof AREAS): CatalogEntry[] =>
    rows.map((row) => ({
      kind,
      id: row.id,
      icon: artPath(kind, row.id),
      attrs: { region_id: row.regionId },
      names: localize(row.name),
    }));
  const offerings = OFFERINGS.map((o): CatalogEntry => ({
    kind: 'offering',
    id: o.id,
    icon: artPath('offering', o.id),
    attrs: { region_id: o.regionId, max_level: o.maxLevel },
    names: localize(o.name),
  }));
  const tribes = TRIBES.map((t): CatalogEntry => {
    const icon = artPath('tribe', t.id);
    return {
      kind: 'tribe',
      id: t.id,
      icon,
      attrs: { region_id: t.regionId, image: icon },
      names: localize(t.name),
    };
  });
  return [...regions, ...parts('area', AREAS), ...parts('boss', BOSSES), ...offerings, ...tribes];
}

function homeEntries(): CatalogEntry[] {
  const homes = HOMES.map((h): CatalogEntry => ({
    kind: 'home',
    id: h.id,
    icon: artPath('home', h.id),
    names: localize(h.name),
  }));
  const levels = COMFORT_LEVELS.map((l): CatalogEntry => ({
    kind: 'comfort_level',
    id: l.id,
    icon: artPath('comfort_level', l.id),
    attrs: { min_comfort: l.minComfort },
    names: localize(l.name),
  }));
  return [...homes, ...levels];
}

/** Every catalog entry the demo needs: names in all 15 languages, icons and neutral attributes. */
export function buildDemoCatalog(): CatalogEntry[] {
  return [
    ...characterEntries(),
    ...weaponEntries(),
    ...relicEntries(),
    ...worldEntries(),
    ...homeEntries(),
  ];
}
