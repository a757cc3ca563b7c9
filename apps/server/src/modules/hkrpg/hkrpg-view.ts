import {
  HKRPG_ELEMENT_IDS,
  type CatalogKind,
  type HkrpgAvatarBrief,
  type HkrpgElement,
  type HkrpgLightCone,
  type HkrpgPartialTime,
  type Lang,
} from '@chronicle/contract';
import type { Absolutize } from '../../http/absolute-url.js';
import type { Catalog } from '../catalog/catalog.service.js';

/** What every Stellar Transit presenter needs: the catalog in the request language, and URLs. */
export interface HsrView {
  catalog: Catalog;
  lang: Lang;
  absolute: Absolutize;
  /** The role's server; times are shown in its local time. */
  region: string;
}

/**
 * UTC offsets (hours) of the servers' wall clocks, as the real servers keep them: America UTC-5,
 * Europe UTC+1, Asia and TW/HK/MO UTC+8, and the CN servers UTC+8. Daylight saving is not applied,
 * as the game's servers keep a fixed offset.
 */
const REGION_OFFSET_HOURS: Record<string, number> = {
  prod_official_usa: -5,
  prod_official_eur: 1,
  prod_official_asia: 8,
  prod_official_cht: 8,
  prod_gf_cn: 8,
  prod_qd_cn: 8,
};

export function regionOffsetHours(region: string): number {
  return REGION_OFFSET_HOURS[region] ?? 8;
}

/**
 * Unix seconds as the server-local `PartialTime` clients expect
 * (docs/reference/other-games.md#partial-time).
 */
export function partialTime(unixSeconds: number, region: string): HkrpgPartialTime {
  const d = new Date((unixSeconds + regionOffsetHours(region) * 3600) * 1000);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
  };
}

/** `/art/<kind>/<id>.svg`, the server's own drawing of every catalog entry. */
export const artOf = (kind: CatalogKind, id: number) => `/art/${kind}/${id}.svg`;

/** A catalog entry's name in the request language, else the snapshot's, else ''. */
export function nameOf(view: HsrView, kind: CatalogKind, id: number, fallback?: string): string {
  return view.catalog.get(kind, id, view.lang)?.name || fallback || '';
}

/** A catalog entry's icon as an absolute URL, else the snapshot's, else the drawn default. */
export function iconOf(view: HsrView, kind: CatalogKind, id: number, fallback?: string): string {
  return view.absolute(view.catalog.get(kind, id, view.lang)?.icon || fallback || artOf(kind, id));
}

/** A localized text field of an entry ('' when absent). */
export function textOf(view: HsrView, kind: CatalogKind, id: number, key: string): string {
  return view.catalog.get(kind, id, view.lang)?.text(key) ?? '';
}

const isElement = (value: unknown): value is HkrpgElement =>
  typeof value === 'string' && Object.hasOwn(HKRPG_ELEMENT_IDS, value);

/** Catalog attributes of a character, each falling back to what the snapshot carried. */
export function characterAttrs(
  view: HsrView,
  avatar: { id: number; rarity?: number | undefined; element?: HkrpgElement | undefined },
): { element: HkrpgElement; rarity: 4 | 5; baseType: number; elementId: number } {
  const attrs = view.catalog.get('hsr_character', avatar.id, view.lang)?.attrs ?? {};
  const element = isElement(attrs.element) ? attrs.element : (avatar.element ?? 'physical');
  const rarityAttr = Number(attrs.rarity ?? avatar.rarity ?? 4);
  const baseType = Number(attrs.base_type ?? 1);
  return {
    element,
    rarity: rarityAttr === 5 ? 5 : 4,
    // The newest path (9) is shown as the first one: both genshin.py versions reject 9.
    baseType: Number.isInteger(baseType) && baseType >= 1 && baseType <= 8 ? baseType : 1,
    elementId: HKRPG_ELEMENT_IDS[element],
  };
}

/** A character in a lineup (SRAvatarBrief). */
export function avatarBrief(
  view: HsrView,
  avatar: {
    id: number;
    level: number;
    rank: number;
    rarity?: number | undefined;
    element?: HkrpgElement | undefined;
    icon?: string | undefined;
  },
): HkrpgAvatarBrief {
  const attrs = characterAttrs(view, avatar);
  return {
    id: avatar.id,
    level: avatar.level,
    icon: iconOf(view, 'hsr_character', avatar.id, avatar.icon),
    rarity: attrs.rarity,
    element: attrs.element,
    rank: avatar.rank,
    name: nameOf(view, 'hsr_character', avatar.id),
  };
}

/** An equipped lens (light cone). */
export function lightCone(
  view: HsrView,
  equip: {
    id: number;
    level: number;
    rank: number;
    rarity?: number | undefined;
    name?: string | undefined;
    desc?: string | undefined;
    icon?: string | undefined;
  } | null,
): HkrpgLightCone | null {
  if (!equip) return null;
  const entry = view.catalog.get('hsr_light_cone', equip.id, view.lang);
  return {
    id: equip.id,
    level: equip.level,
    rank: equip.rank,
    name: entry?.name || equip.name || '',
    desc: entry?.text('desc') || equip.desc || '',
    icon: iconOf(view, 'hsr_light_cone', equip.id, equip.icon),
    rarity: Number(entry?.attrs.rarity ?? equip.rarity ?? 4),
  };
}
