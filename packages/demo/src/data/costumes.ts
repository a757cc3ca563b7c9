import type { L15 } from './localize.js';
import { l15 } from '../i18n/data.js';

export interface CostumeRow {
  id: number;
  characterId: number;
  name: L15;
}

/** Outfits; the player characters and a special character wear one in the demo. */
export const COSTUMES: readonly CostumeRow[] = [
  { id: 200501, characterId: 10000005, name: l15('costumes.200501.name') },
  { id: 200701, characterId: 10000007, name: l15('costumes.200701.name') },
  { id: 6201, characterId: 10000062, name: l15('costumes.6201.name') },
];
