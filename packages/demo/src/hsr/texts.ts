import type { L15 } from '../data/localize.js';
import { l15 } from '../i18n/hsr.js';

/*
 * Generic words of Stellar Transit's demo catalog in all 15 languages (the texts are in
 * src/i18n/<lang>/hsr.json, by id).
 * Proper nouns (characters, lenses, relic sets, seasons) keep one spelling elsewhere.
 */

/** Trace slot labels (`remake`). */
export const SLOT_WORDS = {
  basic: l15('texts.slot-words.basic'),
  skill: l15('texts.slot-words.skill'),
  ultimate: l15('texts.slot-words.ultimate'),
  talent: l15('texts.slot-words.talent'),
  technique: l15('texts.slot-words.technique'),
  bonus: l15('texts.slot-words.bonus'),
  stat: l15('texts.slot-words.stat'),
} as const satisfies Record<string, L15>;

/** "Difficulty" in Eclipse Sovereigns floor names ("Gloam Colossus: Difficulty 4"). */
export const DIFFICULTY: L15 = l15('texts.difficulty');

/** A Resonance (eidolon) name: "Resonance N" in every language. */
export const RESONANCE: L15 = l15('texts.resonance');

/** Relic slots 1–6, in relic names ("Lantern-Keeper's · Head"). */
export const PIECE_WORDS: readonly L15[] = [
  l15('texts.piece-words.0'),
  l15('texts.piece-words.1'),
  l15('texts.piece-words.2'),
  l15('texts.piece-words.3'),
  l15('texts.piece-words.4'),
  l15('texts.piece-words.5'),
];
