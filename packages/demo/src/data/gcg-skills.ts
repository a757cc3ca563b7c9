import type { L15 } from './localize.js';
import { l15 } from '../i18n/data.js';

/*
 * Card Duel character skills of the demo (invented): a normal attack named by weapon type, an
 * elemental skill and a burst named by element, and description templates (`{n}` damage, `{e}`
 * element word, `{name}` a character). Texts in src/i18n.
 */

/** Normal attacks by the real API's weapon type codes. */
export const NORMAL_ATTACKS: Readonly<Record<number, L15>> = {
  1: l15('gcg-skills.normal-attacks.1'),
  10: l15('gcg-skills.normal-attacks.10'),
  11: l15('gcg-skills.normal-attacks.11'),
  12: l15('gcg-skills.normal-attacks.12'),
  13: l15('gcg-skills.normal-attacks.13'),
};

/** Elemental skills by element. */
export const ELEMENT_SKILLS: Readonly<Record<string, L15>> = {
  Anemo: l15('gcg-skills.element-skills.Anemo'),
  Geo: l15('gcg-skills.element-skills.Geo'),
  Electro: l15('gcg-skills.element-skills.Electro'),
  Dendro: l15('gcg-skills.element-skills.Dendro'),
  Hydro: l15('gcg-skills.element-skills.Hydro'),
  Pyro: l15('gcg-skills.element-skills.Pyro'),
  Cryo: l15('gcg-skills.element-skills.Cryo'),
};

/** Elemental bursts by element. */
export const ELEMENT_BURSTS: Readonly<Record<string, L15>> = {
  Anemo: l15('gcg-skills.element-bursts.Anemo'),
  Geo: l15('gcg-skills.element-bursts.Geo'),
  Electro: l15('gcg-skills.element-bursts.Electro'),
  Dendro: l15('gcg-skills.element-bursts.Dendro'),
  Hydro: l15('gcg-skills.element-bursts.Hydro'),
  Pyro: l15('gcg-skills.element-bursts.Pyro'),
  Cryo: l15('gcg-skills.element-bursts.Cryo'),
};

/** Description templates of the three skills and the deck hint. */
export const SKILL_DESCS = {
  normal: l15('gcg-skills.skill-descs.normal'),
  skill: l15('gcg-skills.skill-descs.skill'),
  burst: l15('gcg-skills.skill-descs.burst'),
  deck: l15('gcg-skills.skill-descs.deck'),
} as const satisfies Record<string, L15>;
