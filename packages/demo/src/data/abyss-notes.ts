import type { L15 } from './localize.js';
import { l15 } from '../i18n/data.js';

/*
 * Invented Spiral Abyss enemies, ley-line disorders and archon chapters (their 15 languages in
 * src/i18n). Ids are this table's own; the catalog serves names and icons by them.
 */

export interface MonsterRow {
  id: number;
  name: L15;
}

export const MONSTERS: readonly MonsterRow[] = [
  {
    id: 81001,
    name: l15('abyss-notes.monsters.81001.name'),
  },
  {
    id: 81002,
    name: l15('abyss-notes.monsters.81002.name'),
  },
  {
    id: 81003,
    name: l15('abyss-notes.monsters.81003.name'),
  },
  {
    id: 81004,
    name: l15('abyss-notes.monsters.81004.name'),
  },
  {
    id: 81005,
    name: l15('abyss-notes.monsters.81005.name'),
  },
  {
    id: 81006,
    name: l15('abyss-notes.monsters.81006.name'),
  },
  {
    id: 81007,
    name: l15('abyss-notes.monsters.81007.name'),
  },
  {
    id: 81008,
    name: l15('abyss-notes.monsters.81008.name'),
  },
];

export const LEY_LINES: readonly { id: number; text: L15 }[] = [
  {
    id: 82001,
    text: l15('abyss-notes.ley-lines.82001.text'),
  },
  {
    id: 82002,
    text: l15('abyss-notes.ley-lines.82002.text'),
  },
  {
    id: 82003,
    text: l15('abyss-notes.ley-lines.82003.text'),
  },
  {
    id: 82004,
    text: l15('abyss-notes.ley-lines.82004.text'),
  },
];

export const ARCHON_CHAPTERS: readonly { id: number; num: L15; title: L15 }[] = [
  {
    id: 83001,
    num: l15('abyss-notes.archon-chapters.83001.num'),
    title: l15('abyss-notes.archon-chapters.83001.title'),
  },
  {
    id: 83002,
    num: l15('abyss-notes.archon-chapters.83002.num'),
    title: l15('abyss-notes.archon-chapters.83002.title'),
  },
  {
    id: 83003,
    num: l15('abyss-notes.archon-chapters.83003.num'),
    title: l15('abyss-notes.archon-chapters.83003.title'),
  },
];
