import type { HkrpgElement } from '@chronicle/contract';
import type { L15 } from '../data/localize.js';
import { l15 } from '../i18n/hsr.js';

/*
 * Generic words of Stellar Transit's demo catalog in all 15 languages (the texts are in
 * src/i18n/<lang>/hsr.json, by id).
 * Proper nouns (characters, lenses, relic sets, seasons) keep one spelling elsewhere.
 */

/** Panel and relic stat labels, by the base stat they name. */
export const STAT_WORDS = {
  hp: l15('stat-words.hp'),
  atk: l15('stat-words.atk'),
  def: l15('stat-words.def'),
  spd: l15('stat-words.spd'),
  critRate: l15('stat-words.critRate'),
  critDmg: l15('stat-words.critDmg'),
  healing: l15('stat-words.healing'),
  energy: l15('stat-words.energy'),
  effectHit: l15('stat-words.effectHit'),
  effectRes: l15('stat-words.effectRes'),
  breakEffect: l15('stat-words.breakEffect'),
} as const satisfies Record<string, L15>;

/** Element names inside "<element> DMG Boost". */
const ELEMENT_WORDS: Record<HkrpgElement, L15> = {
  physical: l15('stat-words.element-words.physical'),
  fire: l15('stat-words.element-words.fire'),
  ice: l15('stat-words.element-words.ice'),
  lightning: l15('stat-words.element-words.lightning'),
  wind: l15('stat-words.element-words.wind'),
  quantum: l15('stat-words.element-words.quantum'),
  imaginary: l15('stat-words.element-words.imaginary'),
};

/** "<element> DMG Boost" in every language, each with its own word order. */
const DMG_BOOST: readonly ((el: string) => string)[] = [
  (e) => `${e} DMG Boost`,
  (e) => `${e}属性伤害提高`,
  (e) => `${e}屬性傷害提高`,
  (e) => `${e}属性与ダメージアップ`,
  (e) => `${e} 속성 피해 증가`,
  (e) => `${e}-SCH-Bonus`,
  (e) => `Bonif. de daño (${e})`,
  (e) => `Bonus de DGT (${e})`,
  (e) => `Bonus DMG ${e}`,
  (e) => `Bonus DAN (${e})`,
  (e) => `Bónus de dano (${e})`,
  (e) => `${e} урон`,
  (e) => `โบนัส DMG ${e}`,
  (e) => `${e} Hasar Bonusu`,
  (e) => `Tăng ST ${e}`,
];

export function dmgBoostWords(element: HkrpgElement): L15 {
  const words = ELEMENT_WORDS[element];
  return words.map((w, i) => (DMG_BOOST[i] ?? DMG_BOOST[0]!)(w)) as unknown as L15;
}
