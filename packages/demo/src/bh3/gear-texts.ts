import type { Row } from './texts.js';
import { row } from '../i18n/bh3.js';

/*
 * Names of the battlesuits, weapons and sigil sets in every language (the texts are in
 * src/i18n/<lang>/bh3.json, by id). A battlesuit's name is its valkyrie's (a proper noun: the same
 * in Latin scripts, transcribed in the others) and its epithet (translated).
 */

/** The six valkyries, by the battlesuit id's tens (101 → 10). */
export const VALKYRIES: Readonly<Record<number, Row>> = {
  10: row('gear-texts.valkyries.10'),
  11: row('gear-texts.valkyries.11'),
  12: row('gear-texts.valkyries.12'),
  13: row('gear-texts.valkyries.13'),
  14: row('gear-texts.valkyries.14'),
  15: row('gear-texts.valkyries.15'),
};

/** Battlesuit epithets by battlesuit id. */
export const EPITHETS: Readonly<Record<number, Row>> = {
  101: row('gear-texts.epithets.101'),
  102: row('gear-texts.epithets.102'),
  111: row('gear-texts.epithets.111'),
  112: row('gear-texts.epithets.112'),
  121: row('gear-texts.epithets.121'),
  122: row('gear-texts.epithets.122'),
  131: row('gear-texts.epithets.131'),
  132: row('gear-texts.epithets.132'),
  141: row('gear-texts.epithets.141'),
  142: row('gear-texts.epithets.142'),
  151: row('gear-texts.epithets.151'),
  152: row('gear-texts.epithets.152'),
};

/** Weapon names by weapon id. */
export const WEAPON_NAMES: Readonly<Record<number, Row>> = {
  2101: row('gear-texts.weapon-names.2101'),
  2102: row('gear-texts.weapon-names.2102'),
  2111: row('gear-texts.weapon-names.2111'),
  2112: row('gear-texts.weapon-names.2112'),
  2121: row('gear-texts.weapon-names.2121'),
  2122: row('gear-texts.weapon-names.2122'),
  2131: row('gear-texts.weapon-names.2131'),
  2132: row('gear-texts.weapon-names.2132'),
  2141: row('gear-texts.weapon-names.2141'),
  2142: row('gear-texts.weapon-names.2142'),
  2151: row('gear-texts.weapon-names.2151'),
  2152: row('gear-texts.weapon-names.2152'),
};

/** Sigil set names by set id (people's names: transcribed, not translated). */
export const SIGIL_SET_NAMES: Readonly<Record<number, Row>> = {
  310: row('gear-texts.sigil-set-names.310'),
  320: row('gear-texts.sigil-set-names.320'),
  330: row('gear-texts.sigil-set-names.330'),
  340: row('gear-texts.sigil-set-names.340'),
  350: row('gear-texts.sigil-set-names.350'),
  360: row('gear-texts.sigil-set-names.360'),
};
