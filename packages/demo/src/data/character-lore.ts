import type { Element } from './characters.js';
import type { L15 } from './localize.js';
import { l15 } from '../i18n/data.js';

/*
 * Small tables the demo combines into each character's extra content (title, description, facts).
 * Every cell is a whole phrase or sentence, so each language reads naturally without grammar
 * templates. The texts themselves are in src/i18n, by id.
 */

/** Each element's home: the group a character belongs to and a sentence about growing up there. */
export const HOMELANDS: Readonly<Record<Element, { affiliation: L15; origin: L15 }>> = {
  Anemo: {
    affiliation: l15('character-lore.homelands.Anemo.affiliation'),
    origin: l15('character-lore.homelands.Anemo.origin'),
  },
  Geo: {
    affiliation: l15('character-lore.homelands.Geo.affiliation'),
    origin: l15('character-lore.homelands.Geo.origin'),
  },
  Electro: {
    affiliation: l15('character-lore.homelands.Electro.affiliation'),
    origin: l15('character-lore.homelands.Electro.origin'),
  },
  Dendro: {
    affiliation: l15('character-lore.homelands.Dendro.affiliation'),
    origin: l15('character-lore.homelands.Dendro.origin'),
  },
  Hydro: {
    affiliation: l15('character-lore.homelands.Hydro.affiliation'),
    origin: l15('character-lore.homelands.Hydro.origin'),
  },
  Pyro: {
    affiliation: l15('character-lore.homelands.Pyro.affiliation'),
    origin: l15('character-lore.homelands.Pyro.origin'),
  },
  Cryo: {
    affiliation: l15('character-lore.homelands.Cryo.affiliation'),
    origin: l15('character-lore.homelands.Cryo.origin'),
  },
};

/** A second sentence: a trait. */
export const TRAITS: readonly L15[] = [
  l15('character-lore.traits.0'),
  l15('character-lore.traits.1'),
  l15('character-lore.traits.2'),
  l15('character-lore.traits.3'),
  l15('character-lore.traits.4'),
  l15('character-lore.traits.5'),
];

/** Epithets shown as the card title. */
export const TITLES: readonly L15[] = [
  l15('character-lore.titles.0'),
  l15('character-lore.titles.1'),
  l15('character-lore.titles.2'),
  l15('character-lore.titles.3'),
  l15('character-lore.titles.4'),
  l15('character-lore.titles.5'),
  l15('character-lore.titles.6'),
  l15('character-lore.titles.7'),
];

/** Invented star signs (the "constellation" fact). */
export const STAR_SIGNS: readonly L15[] = [
  l15('character-lore.star-signs.0'),
  l15('character-lore.star-signs.1'),
  l15('character-lore.star-signs.2'),
  l15('character-lore.star-signs.3'),
  l15('character-lore.star-signs.4'),
  l15('character-lore.star-signs.5'),
  l15('character-lore.star-signs.6'),
  l15('character-lore.star-signs.7'),
];
