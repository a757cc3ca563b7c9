import { CHARACTER_SORT, SPECIAL_CHARACTER_IDS } from '@chronicle/contract';
import type { ElementName } from '../../../lib/art.js';
import type { RosterCharacter, ServerFilters } from '../api/get-character-list.js';

/**
 * Weapon type codes of `character/list` (docs/reference/hoyolab-api.md#character-list) and their
 * label keys.
 */
export const WEAPON_TYPES = [
  { code: 1, key: 'sword' },
  { code: 10, key: 'catalyst' },
  { code: 11, key: 'claymore' },
  { code: 12, key: 'bow' },
  { code: 13, key: 'polearm' },
] as const;
export type WeaponTypeKey = (typeof WEAPON_TYPES)[number]['key'];

/** Label key of a weapon type code; undefined for a code the app does not know. */
export function weaponTypeKey(code: number): WeaponTypeKey | undefined {
  return WEAPON_TYPES.find((type) => type.code === code)?.key;
}

/** The server's sort orders, in the order the picker offers them. */
export const SORT_ORDERS = Object.entries(CHARACTER_SORT).map(([key, value]) => ({
  key: key as keyof typeof CHARACTER_SORT,
  value,
}));

export const RARITIES = [5, 4] as const;
export type RarityFilter = (typeof RARITIES)[number];

/** Everything the roster can be narrowed or ordered by. */
export interface RosterFilters {
  elements: readonly ElementName[];
  weaponTypes: readonly number[];
  rarities: readonly RarityFilter[];
  sortType: number;
}

export const NO_FILTERS: RosterFilters = {
  elements: [],
  weaponTypes: [],
  rarities: [],
  sortType: CHARACTER_SORT.default,
};

/** The part of the filters the server applies (element, weapon, sort). */
export function serverFilters(filters: RosterFilters): ServerFilters {
  return {
    elements: filters.elements,
    weaponTypes: filters.weaponTypes,
    sortType: filters.sortType,
  };
}

/** How many filters narrow the list (sorting does not count). */
export function activeFilterCount(filters: RosterFilters): number {
  return filters.elements.length + filters.weaponTypes.length + filters.rarities.length;
}

/** Adds `value` to the list, or removes it when it is already there. */
export function toggle<T>(list: readonly T[], value: T): readonly T[] {
  return list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
}

/** Collab 5★ characters arrive as rarity 105 (docs/reference/hoyolab-api.md#player-overview). */
export function starsOf(rarity: number): number {
  return rarity > 100 ? rarity - 100 : rarity;
}

/** The rarity filter runs on the client: the server has no such parameter. */
export function matchesRarity(character: RosterCharacter, rarities: readonly number[]): boolean {
  if (rarities.length === 0) return true;
  const stars = starsOf(character.rarity);
  return rarities.includes(stars >= 5 ? 5 : 4);
}

const SPECIAL: readonly number[] = SPECIAL_CHARACTER_IDS;

/**
 * Whether a character belongs to the special group (docs/reference/web-app.md#special-characters).
 */
export function isSpecialCharacter(id: number): boolean {
  return SPECIAL.includes(id);
}

/** Splits the (already filtered) list into the main grid and the special group, keeping order. */
export function splitSpecial(list: readonly RosterCharacter[]): {
  main: RosterCharacter[];
  special: RosterCharacter[];
} {
  const main: RosterCharacter[] = [];
  const special: RosterCharacter[] = [];
  for (const character of list) (isSpecialCharacter(character.id) ? special : main).push(character);
  return { main, special };
}
