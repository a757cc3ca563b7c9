import type { L15 } from './localize.js';
import { l15 } from '../i18n/data.js';

/*
 * Texts of the character detail view (texts in src/i18n): stat (property) names, weapon type
 * names, weapon descriptions per rarity, constellations and talents. All invented for Chronicle.
 */

/**
 * Property ids as the real API numbers them (docs/reference/hoyolab-api.md#character-detail) with
 * their names.
 */
export const PROPERTY_NAMES: readonly (readonly [number, L15])[] = [
  [1, l15('character-texts.property-names.1')],
  [2, l15('character-texts.property-names.2')],
  [3, l15('character-texts.property-names.3')],
  [4, l15('character-texts.property-names.4')],
  [5, l15('character-texts.property-names.5')],
  [6, l15('character-texts.property-names.6')],
  [7, l15('character-texts.property-names.7')],
  [8, l15('character-texts.property-names.8')],
  [9, l15('character-texts.property-names.9')],
  [20, l15('character-texts.property-names.20')],
  [22, l15('character-texts.property-names.22')],
  [23, l15('character-texts.property-names.23')],
  [26, l15('character-texts.property-names.26')],
  [27, l15('character-texts.property-names.27')],
  [28, l15('character-texts.property-names.28')],
  [29, l15('character-texts.property-names.29')],
  [30, l15('character-texts.property-names.30')],
  [40, l15('character-texts.property-names.40')],
  [41, l15('character-texts.property-names.41')],
  [42, l15('character-texts.property-names.42')],
  [43, l15('character-texts.property-names.43')],
  [44, l15('character-texts.property-names.44')],
  [45, l15('character-texts.property-names.45')],
  [46, l15('character-texts.property-names.46')],
  [50, l15('character-texts.property-names.50')],
  [51, l15('character-texts.property-names.51')],
  [52, l15('character-texts.property-names.52')],
  [53, l15('character-texts.property-names.53')],
  [54, l15('character-texts.property-names.54')],
  [55, l15('character-texts.property-names.55')],
  [56, l15('character-texts.property-names.56')],
  [80, l15('character-texts.property-names.80')],
  [81, l15('character-texts.property-names.81')],
  [2000, l15('character-texts.property-names.2000')],
  [2001, l15('character-texts.property-names.2001')],
  [2002, l15('character-texts.property-names.2002')],
];

/** Weapon type codes with their names. */
export const WEAPON_TYPE_NAMES: readonly (readonly [number, L15])[] = [
  [1, l15('character-texts.weapon-type-names.1')],
  [10, l15('character-texts.weapon-type-names.10')],
  [11, l15('character-texts.weapon-type-names.11')],
  [12, l15('character-texts.weapon-type-names.12')],
  [13, l15('character-texts.weapon-type-names.13')],
];

/** Weapon descriptions by rarity (3, 4, 5). */
export const WEAPON_DESCS: Readonly<Record<3 | 4 | 5, L15>> = {
  3: l15('character-texts.weapon-descs.3'),
  4: l15('character-texts.weapon-descs.4'),
  5: l15('character-texts.weapon-descs.5'),
};

/** The effects of constellation steps 1–6, shared by every element (names: character-kits.ts). */
export const CONSTELLATION_EFFECTS: readonly L15[] = [
  l15('character-texts.constellation-effects.0'),
  l15('character-texts.constellation-effects.1'),
  l15('character-texts.constellation-effects.2'),
  l15('character-texts.constellation-effects.3'),
  l15('character-texts.constellation-effects.4'),
  l15('character-texts.constellation-effects.5'),
];

/** Talents: three active (skill_type 1), two passive (2): name, description, affix name. */
export const SKILLS: readonly (readonly [name: L15, desc: L15, affix: L15])[] = [
  [l15('character-texts.skills.0.name'),
   l15('character-texts.skills.0.desc'),
   l15('character-texts.skills.0.affix')],
  [l15('character-texts.skills.1.name'),
   l15('character-texts.skills.1.desc'),
   l15('character-texts.skills.1.affix')],
  [l15('character-texts.skills.2.name'),
   l15('character-texts.skills.2.desc'),
   l15('character-texts.skills.2.affix')],
  [l15('character-texts.skills.3.name'),
   l15('character-texts.skills.3.desc'),
   l15('character-texts.skills.3.affix')],
  [l15('character-texts.skills.4.name'),
   l15('character-texts.skills.4.desc'),
   l15('character-texts.skills.4.affix')],
];
