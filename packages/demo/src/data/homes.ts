import type { L15 } from './localize.js';
import { l15 } from '../i18n/data.js';

export interface HomeRow {
  id: number;
  name: L15;
}

export interface ComfortLevelRow {
  id: number;
  /** Comfort a realm needs to reach this level. */
  minComfort: number;
  name: L15;
}

/** Realm layouts a player can unlock. */
export const HOMES: readonly HomeRow[] = [
  { id: 1, name: l15('homes.1.name') },
  { id: 2, name: l15('homes.2.name') },
  { id: 3, name: l15('homes.3.name') },
  { id: 4, name: l15('homes.4.name') },
];

/** Comfort levels 1–10 and the comfort each needs. */
export const COMFORT_LEVELS: readonly ComfortLevelRow[] = [
  { id: 1, minComfort: 0, name: l15('homes.comfort-levels.1.name') },
  { id: 2, minComfort: 600, name: l15('homes.comfort-levels.2.name') },
  { id: 3, minComfort: 1500, name: l15('homes.comfort-levels.3.name') },
  { id: 4, minComfort: 3000, name: l15('homes.comfort-levels.4.name') },
  { id: 5, minComfort: 4500, name: l15('homes.comfort-levels.5.name') },
  { id: 6, minComfort: 6000, name: l15('homes.comfort-levels.6.name') },
  { id: 7, minComfort: 8000, name: l15('homes.comfort-levels.7.name') },
  { id: 8, minComfort: 11000, name: l15('homes.comfort-levels.8.name') },
  { id: 9, minComfort: 15000, name: l15('homes.comfort-levels.9.name') },
  { id: 10, minComfort: 20000, name: l15('homes.comfort-levels.10.name') },
];
