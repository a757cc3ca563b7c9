import {
  CHARACTER_SORT,
  type CharacterBuild,
  type CharacterDetail,
  type CharacterListItem,
  type IndexSnapshot,
  type Lang,
} from '@chronicle/contract';
import type { Absolutize } from '../../http/absolute-url.js';
import type { Catalog } from '../catalog/catalog.service.js';
import { int, presentAvatarCore, presentRelicSummary } from './index.presenter.js';

type SnapshotAvatar = IndexSnapshot['avatars'][number];
type Weapon = NonNullable<CharacterListItem['weapon']>;
type DetailWeapon = NonNullable<CharacterDetail['weapon']>;
type DetailRelic = CharacterDetail['relics'][number];
type Prop = CharacterDetail['base_properties'][number];

export interface PresentContext {
  catalog: Catalog;
  lang: Lang;
  absolute: Absolutize;
}

/**
 * Rarity as a sortable star count: collab characters carry 105
 * (docs/reference/hoyolab-api.md#player-overview).
 */
const stars = (rarity: number) => (rarity > 100 ? rarity - 100 : rarity);

const overviewOrder = (a: CharacterListItem, b: CharacterListItem) =>
  stars(b.rarity) - stars(a.rarity) || b.level - a.level || b.fetter - a.fetter || a.id - b.id;

/** Comparators of `sort_type`; each falls back to the overview order for ties. */
const SORTS: Record<number, (a: CharacterListItem, b: CharacterListItem) => number> = {
  [CHARACTER_SORT.default]: overviewOrder,
  [CHARACTER_SORT.level]: (a, b) => b.level - a.level || overviewOrder(a, b),
  [CHARACTER_SORT.rarity]: (a, b) => stars(b.rarity) - stars(a.rarity) || overviewOrder(a, b),
  [CHARACTER_SORT.fetter]: (a, b) => b.fetter - a.fetter || overviewOrder(a, b),
  [CHARACTER_SORT.constellation]: (a, b) =>
    b.actived_constellation_num - a.actived_constellation_num || overviewOrder(a, b),
};

export interface ListFilter {
  sort_type?: number | undefined;
  elements?: readonly string[] | undefined;
  weapon_type?: readonly number[] | undefined;
}

/** Filters (element case-insensitively, weapon type) and sorts a presented roster. */
export function filterAndSort(
  items: readonly CharacterListItem[],
  filter: ListFilter,
): CharacterListItem[] {
  const elements = new Set((filter.elements ?? []).map((e) => e.toLowerCase()));
  const weaponTypes = new Set(filter.weapon_type ?? []);
  const compare = SORTS[filter.sort_type ?? 0] ?? overviewOrder;
  return items
    .filter((item) => elements.size === 0 || elements.has(item.element.toLowerCase()))
    .filter((item) => weaponTypes.size === 0 || weaponTypes.has(item.weapon_type))
    .sort(compare);
}

function presentWeapon(weapon: NonNullable<SnapshotAvatar['weapon']>, ctx: PresentContext): Weapon {
  const entry = ctx.catalog.get('weapon', weapon.id, ctx.lang);
  return {
    id: weapon.id,
    icon: ctx.absolute(entry?.icon),
    type: weapon.type ?? int(entry?.attrs.type) ?? 0,
    rarity: weapon.rarity ?? int(entry?.attrs.rarity) ?? 0,
    level: weapon.level,
    affix_level: weapon.affix_level,
    name: entry?.name ?? weapon.name ?? String(weapon.id),
  };
}

/**
 * A roster row (docs/reference/hoyolab-api.md#character-list); the element of travellers and the
 * mirror doll comes from the snapshot.
 */
export function presentListItem(avatar: SnapshotAvatar, ctx: PresentContext): CharacterListItem {
  const { core, attrs, icon } = presentAvatarCore(avatar, ctx);
  const weapon = avatar.weapon ? presentWeapon(avatar.weapon, ctx) : null;
  return {
    ...core,
    icon,
    weapon_type: int(attrs.weapon_type) ?? weapon?.type ?? 0,
    weapon,
  };
}

/** The localized name of a weapon type code (`Sword`), '' when the catalog does not know it. */
export function weaponTypeName(type: number, ctx: PresentContext): string {
  return ctx.catalog.get('weapon_type', type, ctx.lang)?.name ?? '';
}

const EMPTY_PROP: Prop = { property_type: 4, base: '', add: '', final: '' };

/** The detail weapon: the roster weapon plus ascension, type name, description and stats. */
export function presentDetailWeapon(
  avatar: SnapshotAvatar,
  build: CharacterBuild | undefined,
  ctx: PresentContext,
): DetailWeapon | null {
  if (!avatar.weapon) return null;
  const weapon = presentWeapon(avatar.weapon, ctx);
  const entry = ctx.catalog.get('weapon', weapon.id, ctx.lang);
  return {
    ...weapon,
    promote_level: build?.weapon?.promote_level ?? 0,
    type_name: weaponTypeName(weapon.type, ctx),
    desc: entry?.text('desc') ?? '',
    main_property: build?.weapon?.main_property ?? EMPTY_PROP,
    sub_property: build?.weapon?.sub_property ?? null,
  };
}

/** Relics with set bonuses; stats come from the build (matched by slot), else a bare main stat. */
export function presentDetailRelics(
  avatar: SnapshotAvatar,
  build: CharacterBuild | undefined,
  ctx: PresentContext,
): DetailRelic[] {
  return (avatar.relics ?? []).map((relic) => {
    const stats = build?.relics.find((r) => r.pos === relic.pos);
    return {
      ...presentRelicSummary(relic, ctx),
      main_property: stats?.main_property ?? { property_type: 2, value: '', times: 0 },
      sub_property_list: stats?.sub_property_list ?? [],
    };
  });
}

/** The six constellations with the active ones marked; none for characters without any. */
export function presentConstellations(
  avatar: SnapshotAvatar,
  build: CharacterBuild | undefined,
  ctx: PresentContext,
): CharacterDetail['constellations'] {
  return (build?.constellation_ids ?? []).map((id, i) => {
    const entry = ctx.catalog.get('constellation', id, ctx.lang);
    return {
      id,
      name: entry?.name ?? '',
      icon: ctx.absolute(entry?.icon),
      effect: entry?.text('effect') ?? '',
      is_actived: i < avatar.actived_constellation_num,
      pos: i + 1,
    };
  });
}

export function presentCostumes(
  build: CharacterBuild | undefined,
  ctx: PresentContext,
): CharacterDetail['costumes'] {
  return (build?.costume_ids ?? []).map((id) => {
    const entry = ctx.catalog.get('costume', id, ctx.lang);
    return { id, name: entry?.name ?? String(id), icon: ctx.absolute(entry?.icon) };
  });
}

function presentSkills(
  build: CharacterBuild | undefined,
  ctx: PresentContext,
): CharacterDetail['skills'] {
  return (build?.skills ?? []).map((skill) => {
    const entry = ctx.catalog.get('skill', skill.skill_id, ctx.lang);
    return {
      skill_id: skill.skill_id,
      skill_type: skill.skill_type,
      level: skill.level,
      desc: entry?.text('desc') ?? '',
      skill_affix_list: (skill.affix_values ?? []).map((value, i) => ({
        name: entry?.text(`affix${i + 1}`) ?? '',
        value,
      })),
      icon: ctx.absolute(entry?.icon),
      is_unlock: skill.is_unlock,
      name: entry?.name ?? String(skill.skill_id),
    };
  });
}

const NO_LISTS = {
  sand_main_property_list: [],
  goblet_main_property_list: [],
  circlet_main_property_list: [],
  sub_property_list: [],
};

/**
 * The docs/reference/hoyolab-api.md#character-detail detail of one character. `override.custom`,
 * when given, replaces the build's custom relic stats (the owner's stored choice; null = back to
 * the recommendation).
 */
export function presentDetail(
  avatar: SnapshotAvatar,
  build: CharacterBuild | undefined,
  ctx: PresentContext,
  override: { custom?: CharacterBuild['custom_properties'] } = {},
): CharacterDetail {
  const { weapon: _weapon, ...base } = presentListItem(avatar, ctx);
  const custom =
    override.custom !== undefined ? override.custom : (build?.custom_properties ?? null);
  return {
    base,
    weapon: presentDetailWeapon(avatar, build, ctx),
    relics: presentDetailRelics(avatar, build, ctx),
    constellations: presentConstellations(avatar, build, ctx),
    costumes: presentCostumes(build, ctx),
    selected_properties: build?.selected_properties ?? [],
    base_properties: build?.base_properties ?? [],
    extra_properties: build?.extra_properties ?? [],
    element_properties: build?.element_properties ?? [],
    skills: presentSkills(build, ctx),
    recommend_relic_property: {
      recommend_properties: build?.recommend_properties ?? NO_LISTS,
      custom_properties: custom,
      has_set_recommend_prop: custom !== null,
    },
  };
}
