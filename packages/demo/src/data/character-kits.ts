import type { Element, WeaponType } from './characters.js';
import type { L15 } from './localize.js';
import { l15 } from '../i18n/data.js';

/*
 * What makes the demo kits differ by character: constellation names by element (the effects stay
 * the shared ones of character-texts.ts) and the normal attack by weapon type. The texts
 * themselves are in src/i18n, by id.
 */

/** The six constellation names of each element, step 1 to 6. */
export const CONSTELLATION_NAMES: Readonly<Record<Element, readonly L15[]>> = {
  Anemo: [
    l15('character-kits.constellation-names.Anemo.0'),
    l15('character-kits.constellation-names.Anemo.1'),
    l15('character-kits.constellation-names.Anemo.2'),
    l15('character-kits.constellation-names.Anemo.3'),
    l15('character-kits.constellation-names.Anemo.4'),
    l15('character-kits.constellation-names.Anemo.5'),
  ],
  Geo: [
    l15('character-kits.constellation-names.Geo.0'),
    l15('character-kits.constellation-names.Geo.1'),
    l15('character-kits.constellation-names.Geo.2'),
    l15('character-kits.constellation-names.Geo.3'),
    l15('character-kits.constellation-names.Geo.4'),
    l15('character-kits.constellation-names.Geo.5'),
  ],
  Electro: [
    l15('character-kits.constellation-names.Electro.0'),
    l15('character-kits.constellation-names.Electro.1'),
    l15('character-kits.constellation-names.Electro.2'),
    l15('character-kits.constellation-names.Electro.3'),
    l15('character-kits.constellation-names.Electro.4'),
    l15('character-kits.constellation-names.Electro.5'),
  ],
  Dendro: [
    l15('character-kits.constellation-names.Dendro.0'),
    l15('character-kits.constellation-names.Dendro.1'),
    l15('character-kits.constellation-names.Dendro.2'),
    l15('character-kits.constellation-names.Dendro.3'),
    l15('character-kits.constellation-names.Dendro.4'),
    l15('character-kits.constellation-names.Dendro.5'),
  ],
  Hydro: [
    l15('character-kits.constellation-names.Hydro.0'),
    l15('character-kits.constellation-names.Hydro.1'),
    l15('character-kits.constellation-names.Hydro.2'),
    l15('character-kits.constellation-names.Hydro.3'),
    l15('character-kits.constellation-names.Hydro.4'),
    l15('character-kits.constellation-names.Hydro.5'),
  ],
  Pyro: [
    l15('character-kits.constellation-names.Pyro.0'),
    l15('character-kits.constellation-names.Pyro.1'),
    l15('character-kits.constellation-names.Pyro.2'),
    l15('character-kits.constellation-names.Pyro.3'),
    l15('character-kits.constellation-names.Pyro.4'),
    l15('character-kits.constellation-names.Pyro.5'),
  ],
  Cryo: [
    l15('character-kits.constellation-names.Cryo.0'),
    l15('character-kits.constellation-names.Cryo.1'),
    l15('character-kits.constellation-names.Cryo.2'),
    l15('character-kits.constellation-names.Cryo.3'),
    l15('character-kits.constellation-names.Cryo.4'),
    l15('character-kits.constellation-names.Cryo.5'),
  ],
};

/** The normal attack of each weapon type other than the sword (which keeps SKILLS[0]). */
export const NORMAL_ATTACKS: Readonly<Record<Exclude<WeaponType, 1>, readonly [name: L15, desc: L15]>> = {
  10: [
    l15('character-kits.normal-attacks.10.name'),
    l15('character-kits.normal-attacks.10.desc'),
  ],
  11: [
    l15('character-kits.normal-attacks.11.name'),
    l15('character-kits.normal-attacks.11.desc'),
  ],
  12: [
    l15('character-kits.normal-attacks.12.name'),
    l15('character-kits.normal-attacks.12.desc'),
  ],
  13: [
    l15('character-kits.normal-attacks.13.name'),
    l15('character-kits.normal-attacks.13.desc'),
  ],
};
