import { WEAPON_TYPE, type WeaponType } from './characters.js';
import type { L15 } from './localize.js';
import { l15 } from '../i18n/data.js';

export interface WeaponRow {
  id: number;
  type: WeaponType;
  rarity: 3 | 4 | 5;
  name: L15;
}

const { sword, catalyst, claymore, bow, polearm } = WEAPON_TYPE;

/**
 * Weapons, ids as the real game shapes them: 1 + family (1 sword, 2 claymore, 3 polearm,
 * 4 catalyst, 5 bow) + rarity + two-digit serial. Names in src/i18n (README.md there).
 */
export const WEAPONS: readonly WeaponRow[] = [
  { id: 11301, type: sword, rarity: 3, name: l15('weapons.11301.name') },
  { id: 11302, type: sword, rarity: 3, name: l15('weapons.11302.name') },
  { id: 11401, type: sword, rarity: 4, name: l15('weapons.11401.name') },
  { id: 11402, type: sword, rarity: 4, name: l15('weapons.11402.name') },
  { id: 11403, type: sword, rarity: 4, name: l15('weapons.11403.name') },
  { id: 11501, type: sword, rarity: 5, name: l15('weapons.11501.name') },
  { id: 11502, type: sword, rarity: 5, name: l15('weapons.11502.name') },
  { id: 11503, type: sword, rarity: 5, name: l15('weapons.11503.name') },
  { id: 12301, type: claymore, rarity: 3, name: l15('weapons.12301.name') },
  { id: 12302, type: claymore, rarity: 3, name: l15('weapons.12302.name') },
  { id: 12401, type: claymore, rarity: 4, name: l15('weapons.12401.name') },
  { id: 12402, type: claymore, rarity: 4, name: l15('weapons.12402.name') },
  { id: 12403, type: claymore, rarity: 4, name: l15('weapons.12403.name') },
  { id: 12501, type: claymore, rarity: 5, name: l15('weapons.12501.name') },
  { id: 12502, type: claymore, rarity: 5, name: l15('weapons.12502.name') },
  { id: 12503, type: claymore, rarity: 5, name: l15('weapons.12503.name') },
  { id: 13301, type: polearm, rarity: 3, name: l15('weapons.13301.name') },
  { id: 13302, type: polearm, rarity: 3, name: l15('weapons.13302.name') },
  { id: 13401, type: polearm, rarity: 4, name: l15('weapons.13401.name') },
  { id: 13402, type: polearm, rarity: 4, name: l15('weapons.13402.name') },
  { id: 13403, type: polearm, rarity: 4, name: l15('weapons.13403.name') },
  { id: 13501, type: polearm, rarity: 5, name: l15('weapons.13501.name') },
  { id: 13502, type: polearm, rarity: 5, name: l15('weapons.13502.name') },
  { id: 13503, type: polearm, rarity: 5, name: l15('weapons.13503.name') },
  { id: 14301, type: catalyst, rarity: 3, name: l15('weapons.14301.name') },
  { id: 14302, type: catalyst, rarity: 3, name: l15('weapons.14302.name') },
  { id: 14401, type: catalyst, rarity: 4, name: l15('weapons.14401.name') },
  { id: 14402, type: catalyst, rarity: 4, name: l15('weapons.14402.name') },
  { id: 14403, type: catalyst, rarity: 4, name: l15('weapons.14403.name') },
  { id: 14501, type: catalyst, rarity: 5, name: l15('weapons.14501.name') },
  { id: 14502, type: catalyst, rarity: 5, name: l15('weapons.14502.name') },
  { id: 14503, type: catalyst, rarity: 5, name: l15('weapons.14503.name') },
  { id: 15301, type: bow, rarity: 3, name: l15('weapons.15301.name') },
  { id: 15302, type: bow, rarity: 3, name: l15('weapons.15302.name') },
  { id: 15401, type: bow, rarity: 4, name: l15('weapons.15401.name') },
  { id: 15402, type: bow, rarity: 4, name: l15('weapons.15402.name') },
  { id: 15403, type: bow, rarity: 4, name: l15('weapons.15403.name') },
  { id: 15501, type: bow, rarity: 5, name: l15('weapons.15501.name') },
  { id: 15502, type: bow, rarity: 5, name: l15('weapons.15502.name') },
  { id: 15503, type: bow, rarity: 5, name: l15('weapons.15503.name') },
];
