import type { IndexSnapshot } from '@chronicle/contract';
import type { CatalogCollector } from '../parse-kit.js';
import type { Reader } from '../answer-reader.js';
import { syntheticId } from '../parse-kit.js';
import { compact, intIn, oneOf } from './read.js';

/*
 * The overview's world: regions with their sub-areas, bosses, offerings and tribes, and the realms.
 * Regions and tribes carry ids; sub-areas, bosses, offerings and realms only names, so they get
 * synthetic catalog ids from what every language's answer shares: the icon, else the position.
 */

type Region = IndexSnapshot['world_explorations'][number];
type Home = IndexSnapshot['homes'][number];

/** The key of a named thing: its icon when it has one, else its position. */
const keyOf = (r: Reader, scope: string, index: number): string =>
  `${scope}:${r.optStr('icon') || `#${index}`}`;

function readRegion(r: Reader, catalog: CatalogCollector): Region {
  const id = r.int('id');
  catalog.add('region', id, {
    name: r.optStr('name'),
    icon: r.optStr('icon'),
    attrs: {
      inner_icon: r.optStr('inner_icon'),
      background_image: r.optStr('background_image'),
      cover: r.optStr('cover'),
      map_url: r.optStr('map_url'),
      strategy_url: r.optStr('strategy_url'),
    },
  });
  const offerings = r.arr('offerings').map((o, i) => {
    const offeringId = syntheticId('offering', keyOf(o, String(id), i));
    catalog.add('offering', offeringId, { name: o.optStr('name'), icon: o.optStr('icon') });
    return { id: offeringId, level: intIn(o, 'level', 0) };
  });
  const areas = r.arr('area_exploration_list').map((a, i) => {
    const areaId = syntheticId('area', `${id}:#${i}`);
    catalog.add('area', areaId, { name: a.optStr('name') });
    return { id: areaId, exploration_percentage: intIn(a, 'exploration_percentage', 0) };
  });
  const bosses = r.arr('boss_list').map((b, i) => {
    const bossId = syntheticId('boss', `${id}:#${i}`);
    catalog.add('boss', bossId, { name: b.optStr('name') });
    return { id: bossId, kill_num: intIn(b, 'kill_num', 0) };
  });
  const tribes = (r.optObj('natan_reputation')?.arr('tribal_list') ?? []).map((t) => {
    const tribeId = t.int('id');
    catalog.add('tribe', tribeId, {
      name: t.optStr('name'),
      icon: t.optStr('icon'),
      attrs: { image: t.optStr('image') },
    });
    return { id: tribeId, level: intIn(t, 'level', 0) };
  });
  return compact({
    id,
    parent_id: r.int('parent_id'),
    exploration_percentage: intIn(r, 'exploration_percentage', 0),
    type: oneOf(r, 'type', ['Reputation', 'TypeUnknow'] as const),
    level: intIn(r, 'level', 0),
    seven_statue_level: intIn(r, 'seven_statue_level', 0),
    world_type: r.optInt('world_type'),
    is_hot: r.optBool('is_hot'),
    offerings,
    areas,
    bosses,
    tribes: tribes.length > 0 ? tribes : undefined,
  });
}

/** `world_explorations`, in the answer's order. */
export function readRegions(r: Reader, catalog: CatalogCollector): Region[] {
  return r.arr('world_explorations').map((region) => readRegion(region, catalog));
}

/** `homes`: the realm (by icon) and its comfort level (whose id is the realm's level). */
export function readHomes(r: Reader, catalog: CatalogCollector): Home[] {
  return r.arr('homes').map((h, i) => {
    const id = syntheticId('home', keyOf(h, 'realm', i));
    const level = intIn(h, 'level', 1, 10);
    catalog.add('home', id, { name: h.optStr('name'), icon: h.optStr('icon') });
    catalog.add('comfort_level', level, {
      name: h.optStr('comfort_level_name'),
      icon: h.optStr('comfort_level_icon'),
    });
    return {
      id,
      level,
      visit_num: intIn(h, 'visit_num', 0),
      comfort_num: intIn(h, 'comfort_num', 0),
      item_num: intIn(h, 'item_num', 0),
    };
  });
}
