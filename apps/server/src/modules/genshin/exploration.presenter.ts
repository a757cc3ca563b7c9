import type { IndexData, IndexSnapshot, Lang } from '@chronicle/contract';
import type { Catalog } from '../catalog/catalog.service.js';
import type { Absolutize } from '../../http/absolute-url.js';

type Region = IndexData['world_explorations'][number];
type Home = IndexData['homes'][number];

interface Context {
  catalog: Catalog;
  lang: Lang;
  absolute: Absolutize;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function presentRegion(region: IndexSnapshot['world_explorations'][number], ctx: Context): Region {
  const { catalog, lang, absolute } = ctx;
  const entry = catalog.get('region', region.id, lang);
  const attrs = entry?.attrs ?? {};
  const name = (kind: 'offering' | 'area' | 'boss' | 'tribe', id: number) =>
    catalog.get(kind, id, lang)?.name ?? String(id);
  const icon = (kind: 'offering' | 'tribe', id: number) =>
    absolute(catalog.get(kind, id, lang)?.icon);
  const tribes = region.tribes ?? [];
  return {
    id: region.id,
    parent_id: region.parent_id,
    name: entry?.name ?? String(region.id),
    exploration_percentage: region.exploration_percentage,
    type: region.type,
    level: region.level,
    offerings: region.offerings.map((o) => ({
      name: name('offering', o.id),
      level: o.level,
      icon: icon('offering', o.id),
    })),
    area_exploration_list: region.areas.map((a) => ({
      name: name('area', a.id),
      exploration_percentage: a.exploration_percentage,
    })),
    boss_list: region.bosses.map((b) => ({ name: name('boss', b.id), kill_num: b.kill_num })),
    icon: absolute(entry?.icon),
    inner_icon: absolute(text(attrs.inner_icon) || entry?.icon),
    background_image: absolute(text(attrs.background_image)),
    cover: absolute(text(attrs.cover)),
    map_url: text(attrs.map_url),
    strategy_url: text(attrs.strategy_url),
    is_hot: region.is_hot ?? false,
    index_active: true,
    detail_active: true,
    seven_statue_level: region.seven_statue_level,
    world_type: region.world_type ?? 1,
    natan_reputation:
      tribes.length > 0
        ? {
            tribal_list: tribes.map((t) => ({
              icon: icon('tribe', t.id),
              image:
                absolute(text(catalog.get('tribe', t.id, lang)?.attrs.image)) ||
                icon('tribe', t.id),
              name: name('tribe', t.id),
              id: t.id,
              level: t.level,
            })),
          }
        : null,
  };
}

/** `world_explorations` with every name resolved through the catalog. */
export function presentRegions(
  regions: IndexSnapshot['world_explorations'],
  ctx: Context,
): Region[] {
  return regions.map((r) => presentRegion(r, ctx));
}

/** `homes` with realm and comfort level names (the comfort level id is the home level). */
export function presentHomes(homes: IndexSnapshot['homes'], ctx: Context): Home[] {
  const { catalog, lang, absolute } = ctx;
  return homes.map((home) => {
    const realm = catalog.get('home', home.id, lang);
    const comfort = catalog.get('comfort_level', home.level, lang);
    return {
      level: home.level,
      visit_num: home.visit_num,
      comfort_num: home.comfort_num,
      item_num: home.item_num,
      name: realm?.name ?? String(home.id),
      icon: absolute(realm?.icon),
      comfort_level_name: comfort?.name ?? '',
      comfort_level_icon: absolute(comfort?.icon),
    };
  });
}
