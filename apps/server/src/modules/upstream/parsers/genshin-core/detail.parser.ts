import type { CharacterBuild, RelicPropertyLists } from '@chronicle/contract';
import type { CatalogCollector } from '../parse-kit.js';
import type { Reader } from '../answer-reader.js';
import { DetailShape, type DetailAnswer } from './avatar-shapes.js';
import { relicOf, rosterCore, weaponOf, type AvatarPatch } from './avatar.parser.js';
import { compact, opt } from './read.js';

/*
 * `character/detail`: each entry is a roster row (`base`), the gear the overview also shows, and the
 * build the `characters` snapshot keeps (weapon and relic stats, constellations, talents, outfits,
 * stat panels, relic stat recommendations). Texts go to the catalog kinds `constellation`, `skill`,
 * `costume`, `property` and `weapon_type`.
 */

/** One detail entry: the avatar fields for the `index` snapshot and the character's build. */
export interface ParsedDetail {
  avatar: AvatarPatch;
  build: CharacterBuild;
}

type Prop = CharacterBuild['base_properties'][number];
type RelicStat = CharacterBuild['relics'][number]['main_property'];

// Copied field by field, so nothing the schemas do not declare reaches a payload.
const prop = ({ property_type, base, add, final }: Prop): Prop => ({
  property_type,
  base,
  add,
  final,
});
const stat = ({ property_type, value, times }: RelicStat): RelicStat => ({
  property_type,
  value,
  times,
});
const lists = (l: RelicPropertyLists): RelicPropertyLists => ({
  sand_main_property_list: [...l.sand_main_property_list],
  goblet_main_property_list: [...l.goblet_main_property_list],
  circlet_main_property_list: [...l.circlet_main_property_list],
  sub_property_list: [...l.sub_property_list],
});

function weaponOfDetail(d: DetailAnswer, catalog: CatalogCollector) {
  const w = d.weapon;
  if (!w) return undefined;
  if (w.type !== undefined && w.type !== null) {
    catalog.add('weapon_type', w.type, { name: opt(w.type_name) });
  }
  catalog.add('weapon', w.id, { texts: { desc: opt(w.desc) } });
  return {
    summary: weaponOf(w, catalog),
    stats: {
      promote_level: w.promote_level,
      main_property: prop(w.main_property),
      sub_property: w.sub_property ? prop(w.sub_property) : null,
    },
  };
}

/** The constellation ids in order of `pos`; names and effects go to the catalog. */
function constellationIds(d: DetailAnswer, catalog: CatalogCollector): number[] {
  return [...d.constellations]
    .sort((a, b) => a.pos - b.pos)
    .map((c) => {
      catalog.add('constellation', c.id, {
        name: opt(c.name),
        icon: opt(c.icon),
        texts: { effect: opt(c.effect) },
      });
      return c.id;
    });
}

/** Talents: levels and affix values stay in the build, names and descriptions go to the catalog. */
function skills(d: DetailAnswer, catalog: CatalogCollector): CharacterBuild['skills'] {
  return d.skills.map((s) => {
    const affixes = s.skill_affix_list ?? [];
    const texts: Record<string, string | undefined> = { desc: opt(s.desc) };
    affixes.forEach((a, i) => {
      texts[`affix${i + 1}`] = opt(a.name);
    });
    catalog.add('skill', s.skill_id, { name: opt(s.name), icon: opt(s.icon), texts });
    return {
      skill_id: s.skill_id,
      skill_type: s.skill_type,
      level: s.level,
      is_unlock: s.is_unlock,
      affix_values: affixes.map((a) => a.value),
    };
  });
}

function costumeIds(d: DetailAnswer, catalog: CatalogCollector): number[] | undefined {
  const costumes = d.costumes ?? [];
  for (const c of costumes) catalog.add('costume', c.id, { name: opt(c.name), icon: opt(c.icon) });
  return costumes.length > 0 ? costumes.map((c) => c.id) : undefined;
}

function detailOf(d: DetailAnswer, catalog: CatalogCollector): ParsedDetail {
  const avatar = rosterCore(d.base, catalog);
  const weapon = weaponOfDetail(d, catalog);
  const recommend = d.recommend_relic_property;
  const build: CharacterBuild = compact({
    id: avatar.id,
    weapon: weapon?.stats,
    relics: d.relics.map((r) => ({
      pos: r.pos,
      main_property: stat(r.main_property),
      sub_property_list: r.sub_property_list.map(stat),
    })),
    constellation_ids: constellationIds(d, catalog),
    skills: skills(d, catalog),
    costume_ids: costumeIds(d, catalog),
    selected_properties: d.selected_properties.map(prop),
    base_properties: d.base_properties.map(prop),
    extra_properties: d.extra_properties.map(prop),
    element_properties: d.element_properties.map(prop),
    recommend_properties: lists(recommend.recommend_properties),
    // The choice as the answer shows it: the upstream owner's preference, if they stored one.
    custom_properties: recommend.custom_properties ? lists(recommend.custom_properties) : null,
  });
  return {
    avatar: {
      ...avatar,
      weapon: weapon?.summary ?? null,
      relics: d.relics.map((r) => relicOf(r, catalog)),
    },
    build,
  };
}

/** `data.list` of a detail answer. */
export function readDetails(r: Reader, catalog: CatalogCollector): ParsedDetail[] {
  return r.arr('list').map((d) => detailOf(d.asChecked<DetailAnswer>(DetailShape), catalog));
}

/** `property_map`: every stat's name, icon and filter name. */
export function readPropertyMap(map: Reader, catalog: CatalogCollector): void {
  for (const key of map.keys()) {
    if (!/^\d+$/.test(key)) continue;
    const p = map.obj(key);
    catalog.add('property', p.int('property_type'), {
      name: p.optStr('name'),
      icon: p.optStr('icon'),
      texts: { filter_name: p.optStr('filter_name') },
    });
  }
}

/** `relic_wiki`, `weapon_wiki`, `avatar_wiki`: id → the catalog's `wiki_url` attribute. */
export function readWikiMap(
  map: Reader | undefined,
  kind: 'relic' | 'weapon' | 'character',
  catalog: CatalogCollector,
): void {
  if (!map) return;
  for (const key of map.keys()) {
    if (/^\d+$/.test(key)) catalog.add(kind, Number(key), { attrs: { wiki_url: map.str(key) } });
  }
}
