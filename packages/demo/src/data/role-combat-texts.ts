import type { L15 } from './localize.js';
import { l15 } from '../i18n/data.js';

/*
 * Invented Masquerade Stage texts (their 15 languages in src/i18n): the mystery caches a
 * player picks between acts, the wondrous booms the stage grants, and the splendour buff. Ids are
 * this table's own (84xxx); the catalog serves names and descriptions by them.
 */

export interface TheaterTextRow {
  id: number;
  name: L15;
  desc: L15;
}

/** Mystery caches (`choice_cards`). */
export const THEATER_CARDS: readonly TheaterTextRow[] = [
  {
    id: 84001,
    name: l15('role-combat-texts.theater-cards.84001.name'),
    desc: l15('role-combat-texts.theater-cards.84001.desc'),
  },
  {
    id: 84002,
    name: l15('role-combat-texts.theater-cards.84002.name'),
    desc: l15('role-combat-texts.theater-cards.84002.desc'),
  },
  {
    id: 84003,
    name: l15('role-combat-texts.theater-cards.84003.name'),
    desc: l15('role-combat-texts.theater-cards.84003.desc'),
  },
  {
    id: 84004,
    name: l15('role-combat-texts.theater-cards.84004.name'),
    desc: l15('role-combat-texts.theater-cards.84004.desc'),
  },
  {
    id: 84005,
    name: l15('role-combat-texts.theater-cards.84005.name'),
    desc: l15('role-combat-texts.theater-cards.84005.desc'),
  },
  {
    id: 84006,
    name: l15('role-combat-texts.theater-cards.84006.name'),
    desc: l15('role-combat-texts.theater-cards.84006.desc'),
  },
];

/** Wondrous booms (`buffs`), granted by the stage; audience support enhances them. */
export const THEATER_BOOMS: readonly TheaterTextRow[] = [
  {
    id: 84101,
    name: l15('role-combat-texts.theater-booms.84101.name'),
    desc: l15('role-combat-texts.theater-booms.84101.desc'),
  },
  {
    id: 84102,
    name: l15('role-combat-texts.theater-booms.84102.name'),
    desc: l15('role-combat-texts.theater-booms.84102.desc'),
  },
  {
    id: 84103,
    name: l15('role-combat-texts.theater-booms.84103.name'),
    desc: l15('role-combat-texts.theater-booms.84103.desc'),
  },
  {
    id: 84104,
    name: l15('role-combat-texts.theater-booms.84104.name'),
    desc: l15('role-combat-texts.theater-booms.84104.desc'),
  },
  {
    id: 84105,
    name: l15('role-combat-texts.theater-booms.84105.name'),
    desc: l15('role-combat-texts.theater-booms.84105.desc'),
  },
  {
    id: 84106,
    name: l15('role-combat-texts.theater-booms.84106.name'),
    desc: l15('role-combat-texts.theater-booms.84106.desc'),
  },
];

/** Splendour buffs, which grow with the cast's performance over the season. */
export const THEATER_SPLENDOUR: readonly (TheaterTextRow & { summary: L15 })[] = [
  {
    id: 84201,
    name: l15('role-combat-texts.theater-splendour.84201.name'),
    desc: l15('role-combat-texts.theater-splendour.84201.desc'),
    summary: l15('role-combat-texts.theater-splendour.84201.summary'),
  },
];
