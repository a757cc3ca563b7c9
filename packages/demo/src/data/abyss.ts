import type { L15 } from './localize.js';
import { l15 } from '../i18n/data.js';

/*
 * Invented Spiral Abyss enemies and ley-line disorders (their 15 languages in src/i18n). Ids are
 * this table's own; the catalog serves names and icons by them.
 */

export interface MonsterRow {
  id: number;
  name: L15;
}

export const MONSTERS: readonly MonsterRow[] = [
  {
    id: 81001,
    name: l15('abyss.monsters.81001.name'),
  },
  {
    id: 81002,
    name: l15('abyss.monsters.81002.name'),
  },
  {
    id: 81003,
    name: l15('abyss.monsters.81003.name'),
  },
  {
    id: 81004,
    name: l15('abyss.monsters.81004.name'),
  },
  {
    id: 81005,
    name: l15('abyss.monsters.81005.name'),
  },
  {
    id: 81006,
    name: l15('abyss.monsters.81006.name'),
  },
  {
    id: 81007,
    name: l15('abyss.monsters.81007.name'),
  },
  {
    id: 81008,
    name: l15('abyss.monsters.81008.name'),
  },
];

export const LEY_LINES: readonly { id: number; text: L15 }[] = [
  {
    id: 82001,
    text: l15('abyss.ley-lines.82001.text'),
  },
  {
    id: 82002,
    text: l15('abyss.ley-lines.82002.text'),
  },
  {
    id: 82003,
    text: l15('abyss.ley-lines.82003.text'),
  },
  {
    id: 82004,
    text: l15('abyss.ley-lines.82004.text'),
  },
];
