import type { HkrpgElement } from '@chronicle/contract';
import type { L15 } from '../data/localize.js';
import { dmgBoostWords, STAT_WORDS } from './stat-words.js';

/**
 * Property types (docs/reference/other-games.md#third-game-characters): the panel stats and the
 * relic stats that feed them. `panel` is the panel stat a relic stat adds to (the payload's
 * `relic_properties`), `percent` whether values
 * are shown with "%".
 */
export interface PropertyDef {
  type: number;
  words: L15;
  percent: boolean;
  panel?: number;
}

const ELEMENT_TYPES: [number, HkrpgElement][] = [
  [12, 'physical'],
  [14, 'fire'],
  [16, 'ice'],
  [18, 'lightning'],
  [20, 'wind'],
  [22, 'quantum'],
  [24, 'imaginary'],
];

export const DMG_TYPE_OF: Record<HkrpgElement, number> = Object.fromEntries(
  ELEMENT_TYPES.map(([type, element]) => [element, type]),
) as Record<HkrpgElement, number>;

export const HSR_PROPERTIES: readonly PropertyDef[] = [
  { type: 1, words: STAT_WORDS.hp, percent: false },
  { type: 2, words: STAT_WORDS.atk, percent: false },
  { type: 3, words: STAT_WORDS.def, percent: false },
  { type: 4, words: STAT_WORDS.spd, percent: false },
  { type: 5, words: STAT_WORDS.critRate, percent: true },
  { type: 6, words: STAT_WORDS.critDmg, percent: true },
  { type: 7, words: STAT_WORDS.healing, percent: true },
  { type: 9, words: STAT_WORDS.energy, percent: true },
  { type: 10, words: STAT_WORDS.effectHit, percent: true },
  { type: 11, words: STAT_WORDS.effectRes, percent: true },
  ...ELEMENT_TYPES.map(([type, element]) => ({
    type,
    words: dmgBoostWords(element),
    percent: true,
  })),
  { type: 27, words: STAT_WORDS.hp, percent: false, panel: 1 },
  { type: 29, words: STAT_WORDS.atk, percent: false, panel: 2 },
  { type: 31, words: STAT_WORDS.def, percent: false, panel: 3 },
  { type: 32, words: STAT_WORDS.hp, percent: true, panel: 1 },
  { type: 33, words: STAT_WORDS.atk, percent: true, panel: 2 },
  { type: 34, words: STAT_WORDS.def, percent: true, panel: 3 },
  { type: 51, words: STAT_WORDS.spd, percent: false, panel: 4 },
  { type: 52, words: STAT_WORDS.critRate, percent: true, panel: 5 },
  { type: 53, words: STAT_WORDS.critDmg, percent: true, panel: 6 },
  { type: 54, words: STAT_WORDS.energy, percent: true, panel: 9 },
  { type: 55, words: STAT_WORDS.healing, percent: true, panel: 7 },
  { type: 56, words: STAT_WORDS.effectHit, percent: true, panel: 10 },
  { type: 57, words: STAT_WORDS.effectRes, percent: true, panel: 11 },
  { type: 58, words: STAT_WORDS.breakEffect, percent: true },
  { type: 59, words: STAT_WORDS.breakEffect, percent: true, panel: 58 },
];

export const propertyDef = (type: number): PropertyDef => {
  const def = HSR_PROPERTIES.find((p) => p.type === type);
  if (!def) throw new Error(`hsr demo: no property ${type}`);
  return def;
};

/** A stat value as the API formats it: "705", "43.2%". */
export function formatStat(type: number, value: number): string {
  return propertyDef(type).percent ? `${value.toFixed(1)}%` : String(Math.round(value));
}
