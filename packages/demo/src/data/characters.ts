import type { L15 } from './localize.js';
import { l15 } from '../i18n/data.js';

export const ELEMENTS = ['Anemo', 'Geo', 'Electro', 'Dendro', 'Hydro', 'Pyro', 'Cryo'] as const;
export type Element = (typeof ELEMENTS)[number];

/** Weapon type codes as the real API numbers them. */
export const WEAPON_TYPE = { sword: 1, catalyst: 10, claymore: 11, bow: 12, polearm: 13 } as const;
export type WeaponType = (typeof WEAPON_TYPE)[keyof typeof WEAPON_TYPE];

const { sword, catalyst, claymore, bow, polearm } = WEAPON_TYPE;

/** 105 is how the real API marks a guest (collaboration) 5★ character. */
export type CharacterRarity = 4 | 5 | 105;

export interface CharacterRow {
  id: number;
  element: Element;
  rarity: CharacterRarity;
  weaponType: WeaponType;
  name: L15;
}

export const TWIN_IDS = { brother: 10000005, sister: 10000007 } as const;
/** Special characters (SPECIAL_CHARACTER_IDS): no constellations; 10000118 has no fixed element. */
export const NO_CONSTELLATION_IDS: readonly number[] = [10000117, 10000118];
export const VARIABLE_ELEMENT_IDS: readonly number[] = [
  TWIN_IDS.brother,
  TWIN_IDS.sister,
  10000118,
];

const c = (
  id: number,
  element: Element,
  rarity: CharacterRarity,
  weaponType: WeaponType,
  name: L15,
): CharacterRow => ({ id, element, rarity, weaponType, name });

/**
 * The playable roster, all original inventions. Names follow the origin of each character: the
 * wind city's and the sea republic's in Latin script everywhere, the stone harbour's in Chinese
 * characters (Sino-Korean readings in Korean), the island nation's in Japanese kanji.
 * The names are in src/i18n/<lang>/data.json (`characters.<id>.name`); the Latin-script languages
 * share one spelling, as localized games keep invented names.
 */
export const CHARACTERS: readonly CharacterRow[] = [
  c(10000002, 'Anemo', 5, catalyst, l15('characters.10000002.name')),
  c(10000003, 'Anemo', 4, bow, l15('characters.10000003.name')),
  c(10000005, 'Anemo', 5, sword, l15('characters.10000005.name')),
  c(10000006, 'Anemo', 4, claymore, l15('characters.10000006.name')),
  c(10000007, 'Anemo', 5, sword, l15('characters.10000007.name')),
  c(10000014, 'Geo', 5, claymore, l15('characters.10000014.name')),
  c(10000015, 'Hydro', 4, catalyst, l15('characters.10000015.name')),
  c(10000016, 'Pyro', 5, claymore, l15('characters.10000016.name')),
  c(10000020, 'Electro', 4, polearm, l15('characters.10000020.name')),
  c(10000021, 'Cryo', 4, bow, l15('characters.10000021.name')),
  c(10000023, 'Cryo', 5, sword, l15('characters.10000023.name')),
  c(10000026, 'Anemo', 5, polearm, l15('characters.10000026.name')),
  c(10000027, 'Hydro', 4, sword, l15('characters.10000027.name')),
  c(10000029, 'Geo', 4, polearm, l15('characters.10000029.name')),
  c(10000030, 'Geo', 5, catalyst, l15('characters.10000030.name')),
  c(10000031, 'Electro', 4, bow, l15('characters.10000031.name')),
  c(10000032, 'Cryo', 5, sword, l15('characters.10000032.name')),
  c(10000033, 'Pyro', 4, claymore, l15('characters.10000033.name')),
  c(10000034, 'Dendro', 4, polearm, l15('characters.10000034.name')),
  c(10000035, 'Geo', 4, claymore, l15('characters.10000035.name')),
  c(10000036, 'Electro', 5, sword, l15('characters.10000036.name')),
  c(10000037, 'Electro', 5, catalyst, l15('characters.10000037.name')),
  c(10000038, 'Hydro', 5, sword, l15('characters.10000038.name')),
  c(10000039, 'Pyro', 4, bow, l15('characters.10000039.name')),
  c(10000041, 'Cryo', 4, polearm, l15('characters.10000041.name')),
  c(10000042, 'Geo', 4, claymore, l15('characters.10000042.name')),
  c(10000043, 'Anemo', 4, sword, l15('characters.10000043.name')),
  c(10000044, 'Electro', 5, polearm, l15('characters.10000044.name')),
  c(10000045, 'Dendro', 5, catalyst, l15('characters.10000045.name')),
  c(10000046, 'Dendro', 4, bow, l15('characters.10000046.name')),
  c(10000047, 'Electro', 4, claymore, l15('characters.10000047.name')),
  c(10000048, 'Hydro', 4, sword, l15('characters.10000048.name')),
  c(10000049, 'Dendro', 5, sword, l15('characters.10000049.name')),
  c(10000050, 'Anemo', 4, catalyst, l15('characters.10000050.name')),
  c(10000051, 'Geo', 5, polearm, l15('characters.10000051.name')),
  c(10000052, 'Hydro', 5, catalyst, l15('characters.10000052.name')),
  c(10000053, 'Pyro', 4, sword, l15('characters.10000053.name')),
  c(10000054, 'Hydro', 4, bow, l15('characters.10000054.name')),
  c(10000055, 'Cryo', 5, claymore, l15('characters.10000055.name')),
  c(10000056, 'Electro', 4, catalyst, l15('characters.10000056.name')),
  c(10000057, 'Dendro', 4, polearm, l15('characters.10000057.name')),
  c(10000058, 'Hydro', 5, polearm, l15('characters.10000058.name')),
  c(10000059, 'Pyro', 5, catalyst, l15('characters.10000059.name')),
  c(10000060, 'Pyro', 4, claymore, l15('characters.10000060.name')),
  c(10000061, 'Geo', 4, bow, l15('characters.10000061.name')),
  c(10000062, 'Cryo', 105, bow, l15('characters.10000062.name')),
  c(10000063, 'Dendro', 4, sword, l15('characters.10000063.name')),
  c(10000064, 'Pyro', 5, polearm, l15('characters.10000064.name')),
  c(10000065, 'Hydro', 4, polearm, l15('characters.10000065.name')),
  c(10000066, 'Anemo', 5, bow, l15('characters.10000066.name')),
  c(10000067, 'Cryo', 5, catalyst, l15('characters.10000067.name')),
  c(10000068, 'Cryo', 4, claymore, l15('characters.10000068.name')),
  c(10000069, 'Cryo', 4, polearm, l15('characters.10000069.name')),
  c(10000070, 'Cryo', 5, sword, l15('characters.10000070.name')),
  c(10000071, 'Hydro', 5, bow, l15('characters.10000071.name')),
  c(10000072, 'Electro', 4, sword, l15('characters.10000072.name')),
  c(10000073, 'Dendro', 4, catalyst, l15('characters.10000073.name')),
  c(10000075, 'Dendro', 4, bow, l15('characters.10000075.name')),
  c(10000078, 'Dendro', 5, claymore, l15('characters.10000078.name')),
  c(10000080, 'Pyro', 5, sword, l15('characters.10000080.name')),
  c(10000082, 'Pyro', 4, catalyst, l15('characters.10000082.name')),
  c(10000084, 'Cryo', 4, catalyst, l15('characters.10000084.name')),
  c(10000086, 'Electro', 5, claymore, l15('characters.10000086.name')),
  c(10000089, 'Pyro', 4, sword, l15('characters.10000089.name')),
  c(10000091, 'Geo', 5, bow, l15('characters.10000091.name')),
  c(10000093, 'Dendro', 4, bow, l15('characters.10000093.name')),
  c(10000095, 'Electro', 4, catalyst, l15('characters.10000095.name')),
  c(10000097, 'Cryo', 4, claymore, l15('characters.10000097.name')),
  c(10000099, 'Dendro', 4, polearm, l15('characters.10000099.name')),
  c(10000101, 'Hydro', 5, claymore, l15('characters.10000101.name')),
  c(10000103, 'Anemo', 5, claymore, l15('characters.10000103.name')),
  c(10000106, 'Electro', 4, bow, l15('characters.10000106.name')),
  c(10000108, 'Pyro', 4, sword, l15('characters.10000108.name')),
  c(10000110, 'Geo', 5, sword, l15('characters.10000110.name')),
  c(10000112, 'Hydro', 4, catalyst, l15('characters.10000112.name')),
  c(10000114, 'Geo', 5, polearm, l15('characters.10000114.name')),
  c(10000117, 'Geo', 4, sword, l15('characters.10000117.name')),
  c(10000118, 'Anemo', 4, sword, l15('characters.10000118.name')),
];
