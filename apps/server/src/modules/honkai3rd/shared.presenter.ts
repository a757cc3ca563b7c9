import type { Honkai3rdBattlesuit, Honkai3rdBoss, Honkai3rdElf, Lang } from '@chronicle/contract';
import type { Absolutize } from '../../http/absolute-url.js';
import type { Catalog } from '../catalog/catalog.service.js';
import {
  BH3_TYPES,
  isBh3Type,
  typeArtPath,
  typeBadgePath,
  typeByAttributeId,
  typeIconPath,
  type Bh3Type,
} from './type-art.js';

/** What every presenter of this game needs to turn stored ids into names and URLs. */
export interface PresentContext {
  catalog: Catalog;
  lang: Lang;
  absolute: Absolutize;
}

/** A battlesuit as snapshots store it: an id, optionally its rank, type and fallbacks. */
export interface StoredSuit {
  id: number;
  star?: number | undefined;
  attribute_id?: number | undefined;
  name?: string | undefined;
  icon?: string | undefined;
}

const starOf = (value: unknown): number | undefined =>
  typeof value === 'number' && value >= 1 && value <= 5 ? Math.round(value) : undefined;

/**
 * A battlesuit's type: the catalog's `element`, else the stored type id; BIO when neither is known,
 * so a client reading the badge's filename always finds one of the six words.
 */
function typeOf(suit: StoredSuit, attrs: Readonly<Record<string, unknown>>): Bh3Type {
  if (isBh3Type(attrs.element)) return attrs.element;
  return typeByAttributeId(suit.attribute_id ?? 0) ?? 'BIO';
}

/**
 * A battlesuit in the API's shape. Mode reports pass no level (the real API sends 0 there); the
 * character list passes the real one. Art URLs are always filled, because our own art costs
 * nothing to serve and lets every page show a portrait.
 */
export function presentBattlesuit(
  suit: StoredSuit,
  ctx: PresentContext,
  level = 0,
): Honkai3rdBattlesuit {
  const entry = ctx.catalog.get('bh3_battlesuit', suit.id, ctx.lang);
  const attrs = entry?.attrs ?? {};
  const type = typeOf(suit, attrs);
  const portrait = ctx.absolute(entry?.icon || suit.icon || `/art/bh3_battlesuit/${suit.id}.svg`);
  return {
    id: String(suit.id),
    name: entry?.name || suit.name || '',
    star: starOf(suit.star) ?? starOf(attrs.star) ?? 1,
    avatar_background_path: ctx.absolute(typeBadgePath(type)),
    icon_path: portrait,
    background_path: portrait,
    large_background_path: portrait,
    figure_path: portrait,
    level,
    oblique_avatar_background_path: ctx.absolute(typeIconPath(type)),
    half_length_icon_path: portrait,
    image_path: portrait,
    wiki_url: '',
    avatar_background_path_v2: ctx.absolute(typeArtPath(type, 0)),
    attribute_id: BH3_TYPES[type].attributeId,
    attribute_background_path: ctx.absolute(typeArtPath(type, 1)),
    sec_part_icon: portrait,
    element: type,
  };
}

export function presentBoss(
  boss: { id: number; name?: string | undefined; icon?: string | undefined },
  ctx: PresentContext,
): Honkai3rdBoss {
  const entry = ctx.catalog.get('bh3_boss', boss.id, ctx.lang);
  return {
    id: String(boss.id),
    name: entry?.name || boss.name || '',
    avatar: ctx.absolute(entry?.icon || boss.icon || `/art/bh3_boss/${boss.id}.svg`),
  };
}

export interface StoredElf {
  id: number;
  rarity: number;
  star: number;
  is_collaborator?: boolean | undefined;
  collaborator?: number | undefined;
  name?: string | undefined;
  icon?: string | undefined;
}

/**
 * A companion, or null. Only rarity 4 or 5 reaches clients: genshin.py fails on other values, and
 * snapshots already store such companions as null.
 */
export function presentElf(elf: StoredElf | null, ctx: PresentContext): Honkai3rdElf | null {
  if (!elf || (elf.rarity !== 4 && elf.rarity !== 5)) return null;
  const entry = ctx.catalog.get('bh3_elf', elf.id, ctx.lang);
  return {
    id: String(elf.id),
    name: entry?.name || elf.name || '',
    avatar: ctx.absolute(entry?.icon || elf.icon || `/art/bh3_elf/${elf.id}.svg`),
    rarity: elf.rarity,
    star: elf.star,
    is_collaborator: elf.is_collaborator ?? false,
    collaborator: elf.collaborator ?? 0,
  };
}

export const presentLineup = (suits: readonly StoredSuit[], ctx: PresentContext) =>
  suits.map((suit) => presentBattlesuit(suit, ctx));
