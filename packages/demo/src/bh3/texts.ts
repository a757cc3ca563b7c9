import type { Lang } from '@chronicle/contract';
import { ORDER, row } from '../i18n/bh3.js';

/*
 * Translations of the generic words in Starfall Vanguard's demo catalog. Proper nouns (battlesuit,
 * weapon and sigil names) stay in English like the main game's; what a player reads as plain words
 * (bosses, companions, outfits, signets, Dreamscape conditions) is written out in every language.
 */

/** Fifteen texts, one per language in {@link ORDER}. */
export type Row = readonly [
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
];
export type PerLang = { 'en-us': string } & Partial<Record<Lang, string>>;

/** One text per language, given in {@link ORDER}. */
export function perLang(text: Row): PerLang {
  const out: Partial<Record<Lang, string>> = {};
  ORDER.forEach((lang, i) => {
    out[lang] = text[i];
  });
  return out as PerLang;
}

/** Bosses of the Rift Ladder, the Rift Trial and the Hall of Valor, by catalog id. */
export const BOSS_NAMES: Readonly<Record<number, Row>> = {
  1: row('texts.boss-names.1'),
  2: row('texts.boss-names.2'),
  3: row('texts.boss-names.3'),
  4: row('texts.boss-names.4'),
  5: row('texts.boss-names.5'),
  6: row('texts.boss-names.6'),
};

/** Companions (the ELF of the API). */
export const COMPANION_NAMES: Readonly<Record<number, Row>> = {
  1: row('texts.companion-names.1'),
  2: row('texts.companion-names.2'),
  3: row('texts.companion-names.3'),
};

/** Outfits other than a battlesuit's own (which carries the battlesuit's name). */
export const OUTFIT_NAMES: Readonly<Record<number, Row>> = {
  1: row('texts.outfit-names.1'),
  2: row('texts.outfit-names.2'),
};

/** Signets of the Verdant Dreamscape by the API's ids 1–14 (9 unused). */
export const SIGNET_NAMES: Readonly<Record<number, Row>> = {
  1: row('texts.signet-names.1'),
  2: row('texts.signet-names.2'),
  3: row('texts.signet-names.3'),
  4: row('texts.signet-names.4'),
  5: row('texts.signet-names.5'),
  6: row('texts.signet-names.6'),
  7: row('texts.signet-names.7'),
  8: row('texts.signet-names.8'),
  10: row('texts.signet-names.10'),
  11: row('texts.signet-names.11'),
  12: row('texts.signet-names.12'),
  13: row('texts.signet-names.13'),
  14: row('texts.signet-names.14'),
};

/** Dreamscape conditions: [name, description] per language. */
export const CONDITION_TEXTS: Readonly<Record<number, { name: Row; desc: Row }>> = {
  1: {
    name: row('texts.condition-texts.1.name'),
    desc: row('texts.condition-texts.1.desc'),
  },
  2: {
    name: row('texts.condition-texts.2.name'),
    desc: row('texts.condition-texts.2.desc'),
  },
  3: {
    name: row('texts.condition-texts.3.name'),
    desc: row('texts.condition-texts.3.desc'),
  },
  4: {
    name: row('texts.condition-texts.4.name'),
    desc: row('texts.condition-texts.4.desc'),
  },
  5: {
    name: row('texts.condition-texts.5.name'),
    desc: row('texts.condition-texts.5.desc'),
  },
  6: {
    name: row('texts.condition-texts.6.name'),
    desc: row('texts.condition-texts.6.desc'),
  },
};
