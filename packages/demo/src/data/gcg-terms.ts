import type { L15 } from './localize.js';
import { l15 } from '../i18n/data.js';

/*
 * Card Duel words of the demo (invented): skill kinds, tags, sources, match types, medals,
 * challenge opponents and seasons, deck rules. Each is a catalog `gcg_term`; ids are the ones the
 * demo snapshots refer to. Texts in src/i18n.
 */

export interface Term {
  id: number;
  text: L15;
}

/** Skill kinds (the `tag` of a character card's skill). */
export const SKILL_KINDS = {
  normal: 2001,
  skill: 2002,
  burst: 2003,
} as const;

export const SKILL_KIND_TERMS: readonly Term[] = [
  { id: 2001, text: l15('gcg-terms.skill-kind-terms.2001.text') },
  { id: 2002, text: l15('gcg-terms.skill-kind-terms.2002.text') },
  { id: 2003, text: l15('gcg-terms.skill-kind-terms.2003.text') },
];

/** Element tags, keyed like the demo characters' elements (words as in the web app's common.json). */
export const ELEMENT_TAGS: Readonly<Record<string, Term>> = {
  Anemo: { id: 3001, text: l15('gcg-terms.element-tags.Anemo.text') },
  Geo: { id: 3002, text: l15('gcg-terms.element-tags.Geo.text') },
  Electro: { id: 3003, text: l15('gcg-terms.element-tags.Electro.text') },
  Dendro: { id: 3004, text: l15('gcg-terms.element-tags.Dendro.text') },
  Hydro: { id: 3005, text: l15('gcg-terms.element-tags.Hydro.text') },
  Pyro: { id: 3006, text: l15('gcg-terms.element-tags.Pyro.text') },
  Cryo: { id: 3007, text: l15('gcg-terms.element-tags.Cryo.text') },
};

/** Weapon tags, keyed by the real API's weapon type codes. */
export const WEAPON_TAGS: Readonly<Record<number, Term>> = {
  1: { id: 3011, text: l15('gcg-terms.weapon-tags.1.text') },
  10: { id: 3012, text: l15('gcg-terms.weapon-tags.10.text') },
  11: { id: 3013, text: l15('gcg-terms.weapon-tags.11.text') },
  12: { id: 3014, text: l15('gcg-terms.weapon-tags.12.text') },
  13: { id: 3015, text: l15('gcg-terms.weapon-tags.13.text') },
};

/** Action card tags. */
export const ACTION_TAGS = {
  weapon: { id: 3021, text: l15('gcg-terms.action-tags.weapon.text') },
  relic: { id: 3022, text: l15('gcg-terms.action-tags.relic.text') },
  talent: { id: 3023, text: l15('gcg-terms.action-tags.talent.text') },
  location: { id: 3024, text: l15('gcg-terms.action-tags.location.text') },
  companion: { id: 3025, text: l15('gcg-terms.action-tags.companion.text') },
  item: { id: 3026, text: l15('gcg-terms.action-tags.item.text') },
  food: { id: 3027, text: l15('gcg-terms.action-tags.food.text') },
  combat: { id: 3028, text: l15('gcg-terms.action-tags.combat.text') },
  resonance: { id: 3029, text: l15('gcg-terms.action-tags.resonance.text') },
} as const satisfies Record<string, Term>;

/** Where cards and card backs come from. */
export const SOURCES = {
  shop: { id: 4001, text: l15('gcg-terms.sources.shop.text') },
  invitation: { id: 4002, text: l15('gcg-terms.sources.invitation.text') },
  level: { id: 4003, text: l15('gcg-terms.sources.level.text') },
  event: { id: 4004, text: l15('gcg-terms.sources.event.text') },
} as const satisfies Record<string, Term>;

export const MATCH_TYPES = {
  casual: { id: 4101, text: l15('gcg-terms.match-types.casual.text') },
  friend: { id: 4102, text: l15('gcg-terms.match-types.friend.text') },
  invitation: { id: 4103, text: l15('gcg-terms.match-types.invitation.text') },
} as const satisfies Record<string, Term>;

export const MEDALS: readonly Term[] = [
  { id: 4201, text: l15('gcg-terms.medals.4201.text') },
  { id: 4202, text: l15('gcg-terms.medals.4202.text') },
  { id: 4203, text: l15('gcg-terms.medals.4203.text') },
];

/** Challenge opponents: invented card players, named like the demo characters. */
export const OPPONENTS: readonly { id: number; name: L15 }[] = [
  { id: 4301, name: l15('gcg-terms.opponents.4301.name') },
  { id: 4302, name: l15('gcg-terms.opponents.4302.name') },
  { id: 4303, name: l15('gcg-terms.opponents.4303.name') },
  { id: 4304, name: l15('gcg-terms.opponents.4304.name') },
  { id: 4305, name: l15('gcg-terms.opponents.4305.name') },
  { id: 4306, name: l15('gcg-terms.opponents.4306.name') },
];

/** Challenge seasons by schedule id, newest last. */
export const SEASONS: readonly { scheduleId: number; text: L15 }[] = [
  { scheduleId: 11, text: l15('gcg-terms.seasons.0.text') },
  { scheduleId: 12, text: l15('gcg-terms.seasons.1.text') },
  { scheduleId: 13, text: l15('gcg-terms.seasons.2.text') },
];

/** Reasons a saved deck cannot be played (ids from the server's DECK_RULE_TERMS). */
export const DECK_RULES: readonly Term[] = [
  { id: 5901, text: l15('gcg-terms.deck-rules.5901.text') },
  { id: 5902, text: l15('gcg-terms.deck-rules.5902.text') },
];
