import { ELEMENTS, type Element, type WeaponType } from './data/characters.js';

/** Talents every character shares: Element Art, Element Surge and the two passives. */
const SHARED_SKILL_IDS = [9102, 9103, 9104, 9105] as const;

/** Normal attack id of a weapon type: 9100 + type (the sword's is 9101). */
export const normalAttackId = (weaponType: WeaponType): number => 9100 + weaponType;

/** The six constellation ids of an element: 901–906 for the first element, 911–916 next… */
export function constellationIds(element: Element): number[] {
  const base = 901 + ELEMENTS.indexOf(element) * 10;
  return [0, 1, 2, 3, 4, 5].map((i) => base + i);
}

/** The five talent ids of a character: its weapon's normal attack, then the shared ones. */
export function skillIds(weaponType: WeaponType): number[] {
  return [normalAttackId(weaponType), ...SHARED_SKILL_IDS];
}
