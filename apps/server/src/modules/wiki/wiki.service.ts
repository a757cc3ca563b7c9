import {
  SERVER_TEXT,
  type CharacterBuild,
  type ElementKey,
  type Lang,
  type RelicPropertyLists,
  type ServerText,
} from '@chronicle/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import type { Catalog, CatalogService } from '../catalog/catalog.service.js';
import { FACT_KEYS } from '../genshin/character-info.service.js';
import { int, str } from '../genshin/index.presenter.js';
import { publicBuild, publicTeammates } from '../aggregates/aggregates.service.js';

export interface WikiDeps {
  db: Kysely<Database>;
  catalog: CatalogService;
}

export interface NamedText {
  name: string;
  text: string;
}

/** Everything the character page shows, already localized (rendering only escapes and lays out). */
export interface WikiCharacterPage {
  lang: Lang;
  chrome: ServerText['wiki'];
  id: number;
  name: string;
  title: string;
  description: string;
  icon: string;
  /** The product's element word, or '-' when the catalog has none the server knows. */
  element: string;
  /** Star count (collab characters' 105 shown as 5). */
  stars: number;
  weaponTypeName: string;
  facts: { label: string; value: string }[];
  talents: NamedText[];
  constellations: (NamedText & { level: number })[];
  lineup: { id: number; name: string; icon: string; count: number }[];
  /** Main stats per slot and sub stats, by localized name; null without a recorded build. */
  guide: { mains: { slot: string; stats: string[] }[]; subs: string[] } | null;
}

/** The localized element word of an API element value; '-' for a missing or unknown one. */
export function elementName(elements: ServerText['elements'], value: string | undefined): string {
  return value && Object.hasOwn(elements, value) ? elements[value as ElementKey] : '-';
}

const propertyNames = (catalog: Catalog, ids: readonly number[], lang: Lang) =>
  ids.map((id) => catalog.get('property', id, lang)?.name ?? String(id));

function guideOf(
  lists: RelicPropertyLists | undefined,
  catalog: Catalog,
  lang: Lang,
  chrome: ServerText['wiki'],
): WikiCharacterPage['guide'] {
  if (!lists) return null;
  const slots: [string, readonly number[]][] = [
    [chrome.sands, lists.sand_main_property_list],
    [chrome.goblet, lists.goblet_main_property_list],
    [chrome.circlet, lists.circlet_main_property_list],
  ];
  const mains = slots
    .filter(([, ids]) => ids.length > 0)
    .map(([slot, ids]) => ({ slot, stats: propertyNames(catalog, ids, lang) }));
  const subs = propertyNames(catalog, lists.sub_property_list, lang);
  return mains.length === 0 && subs.length === 0 ? null : { mains, subs };
}

function buildTexts(build: CharacterBuild | undefined, catalog: Catalog, lang: Lang) {
  const talents = (build?.skills ?? []).flatMap((skill) => {
    const entry = catalog.get('skill', skill.skill_id, lang);
    return entry ? [{ name: entry.name, text: entry.text('desc') }] : [];
  });
  const constellations = (build?.constellation_ids ?? []).flatMap((id, i) => {
    const entry = catalog.get('constellation', id, lang);
    return entry ? [{ level: i + 1, name: entry.name, text: entry.text('effect') }] : [];
  });
  return { talents, constellations };
}

/**
 * The page of a character, or undefined when the catalog does not know the id. Its lineup and build
 * come from the public aggregates (kept up to date on every write): a few rows whatever the number
 * of roles, and only roles whose owners let visitors see those records.
 */
export async function characterPage(
  deps: WikiDeps,
  id: number,
  lang: Lang,
): Promise<WikiCharacterPage | undefined> {
  const catalog = await deps.catalog.current();
  const entry = catalog.get('character', id, lang);
  if (!entry) return undefined;
  const text = SERVER_TEXT[lang];
  const [build, mates] = await Promise.all([
    publicBuild(deps.db, id),
    publicTeammates(deps.db, id),
  ]);
  const rarity = int(entry.attrs.rarity) ?? 0;
  const weaponType = int(entry.attrs.weapon_type) ?? 0;
  const lineup = mates.map((mate) => {
    const other = catalog.get('character', mate.id, lang);
    return { ...mate, name: other?.name ?? String(mate.id), icon: other?.icon ?? '' };
  });
  return {
    lang,
    chrome: text.wiki,
    id,
    name: entry.name,
    title: entry.text('title'),
    description: entry.text('description'),
    icon: entry.icon,
    element: elementName(text.elements, str(entry.attrs.element)),
    stars: rarity > 100 ? rarity - 100 : rarity,
    weaponTypeName: catalog.get('weapon_type', weaponType, lang)?.name ?? '',
    facts: FACT_KEYS.flatMap((key) => {
      const value = entry.text(key);
      return value ? [{ label: text.characterFacts[key], value }] : [];
    }),
    ...buildTexts(build, catalog, lang),
    lineup,
    guide: guideOf(build?.recommend_properties, catalog, lang, text.wiki),
  };
}
