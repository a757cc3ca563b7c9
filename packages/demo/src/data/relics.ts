import type { Element } from './characters.js';
import type { L15 } from './localize.js';
import { l15 } from '../i18n/data.js';

export interface RelicSetRow {
  /** 7-digit set id. */
  id: number;
  /** Element whose characters favour the set; null for sets anyone wears. */
  element: Element | null;
  name: L15;
  affix2: L15;
  affix4: L15;
  /** Piece names in slot order: flower, plume, sands, goblet, circlet. */
  pieces: readonly [L15, L15, L15, L15, L15];
}

/** Generic slot names (positions 1–5). */
export const RELIC_POSITIONS: readonly [L15, L15, L15, L15, L15] = [
  l15('relics.relic-positions.0'),
  l15('relics.relic-positions.1'),
  l15('relics.relic-positions.2'),
  l15('relics.relic-positions.3'),
  l15('relics.relic-positions.4'),
];

/** Relic item id: 7 + two-digit set serial + slot, e.g. 70013 is the sands of the first set. */
export function relicId(setIndex: number, pos: number): number {
  return 70_000 + (setIndex + 1) * 10 + pos;
}

/** Relic sets, each with both bonuses and its five pieces. */
export const RELIC_SETS: readonly RelicSetRow[] = [
  {
    id: 1500001, element: null,
    name: l15('relics.relic-sets.1500001.name'),
    affix2: l15('relics.relic-sets.1500001.affix2'),
    affix4: l15('relics.relic-sets.1500001.affix4'),
    pieces: [
      l15('relics.relic-sets.1500001.pieces.0'),
      l15('relics.relic-sets.1500001.pieces.1'),
      l15('relics.relic-sets.1500001.pieces.2'),
      l15('relics.relic-sets.1500001.pieces.3'),
      l15('relics.relic-sets.1500001.pieces.4'),
    ],
  },
  {
    id: 1500002, element: 'Geo',
    name: l15('relics.relic-sets.1500002.name'),
    affix2: l15('relics.relic-sets.1500002.affix2'),
    affix4: l15('relics.relic-sets.1500002.affix4'),
    pieces: [
      l15('relics.relic-sets.1500002.pieces.0'),
      l15('relics.relic-sets.1500002.pieces.1'),
      l15('relics.relic-sets.1500002.pieces.2'),
      l15('relics.relic-sets.1500002.pieces.3'),
      l15('relics.relic-sets.1500002.pieces.4'),
    ],
  },
  {
    id: 1500003, element: 'Hydro',
    name: l15('relics.relic-sets.1500003.name'),
    affix2: l15('relics.relic-sets.1500003.affix2'),
    affix4: l15('relics.relic-sets.1500003.affix4'),
    pieces: [
      l15('relics.relic-sets.1500003.pieces.0'),
      l15('relics.relic-sets.1500003.pieces.1'),
      l15('relics.relic-sets.1500003.pieces.2'),
      l15('relics.relic-sets.1500003.pieces.3'),
      l15('relics.relic-sets.1500003.pieces.4'),
    ],
  },
  {
    id: 1500004, element: 'Pyro',
    name: l15('relics.relic-sets.1500004.name'),
    affix2: l15('relics.relic-sets.1500004.affix2'),
    affix4: l15('relics.relic-sets.1500004.affix4'),
    pieces: [
      l15('relics.relic-sets.1500004.pieces.0'),
      l15('relics.relic-sets.1500004.pieces.1'),
      l15('relics.relic-sets.1500004.pieces.2'),
      l15('relics.relic-sets.1500004.pieces.3'),
      l15('relics.relic-sets.1500004.pieces.4'),
    ],
  },
  {
    id: 1500005, element: 'Cryo',
    name: l15('relics.relic-sets.1500005.name'),
    affix2: l15('relics.relic-sets.1500005.affix2'),
    affix4: l15('relics.relic-sets.1500005.affix4'),
    pieces: [
      l15('relics.relic-sets.1500005.pieces.0'),
      l15('relics.relic-sets.1500005.pieces.1'),
      l15('relics.relic-sets.1500005.pieces.2'),
      l15('relics.relic-sets.1500005.pieces.3'),
      l15('relics.relic-sets.1500005.pieces.4'),
    ],
  },
  {
    id: 1500006, element: 'Electro',
    name: l15('relics.relic-sets.1500006.name'),
    affix2: l15('relics.relic-sets.1500006.affix2'),
    affix4: l15('relics.relic-sets.1500006.affix4'),
    pieces: [
      l15('relics.relic-sets.1500006.pieces.0'),
      l15('relics.relic-sets.1500006.pieces.1'),
      l15('relics.relic-sets.1500006.pieces.2'),
      l15('relics.relic-sets.1500006.pieces.3'),
      l15('relics.relic-sets.1500006.pieces.4'),
    ],
  },
  {
    id: 1500007, element: 'Anemo',
    name: l15('relics.relic-sets.1500007.name'),
    affix2: l15('relics.relic-sets.1500007.affix2'),
    affix4: l15('relics.relic-sets.1500007.affix4'),
    pieces: [
      l15('relics.relic-sets.1500007.pieces.0'),
      l15('relics.relic-sets.1500007.pieces.1'),
      l15('relics.relic-sets.1500007.pieces.2'),
      l15('relics.relic-sets.1500007.pieces.3'),
      l15('relics.relic-sets.1500007.pieces.4'),
    ],
  },
  {
    id: 1500008, element: 'Dendro',
    name: l15('relics.relic-sets.1500008.name'),
    affix2: l15('relics.relic-sets.1500008.affix2'),
    affix4: l15('relics.relic-sets.1500008.affix4'),
    pieces: [
      l15('relics.relic-sets.1500008.pieces.0'),
      l15('relics.relic-sets.1500008.pieces.1'),
      l15('relics.relic-sets.1500008.pieces.2'),
      l15('relics.relic-sets.1500008.pieces.3'),
      l15('relics.relic-sets.1500008.pieces.4'),
    ],
  },
  {
    id: 1500009, element: null,
    name: l15('relics.relic-sets.1500009.name'),
    affix2: l15('relics.relic-sets.1500009.affix2'),
    affix4: l15('relics.relic-sets.1500009.affix4'),
    pieces: [
      l15('relics.relic-sets.1500009.pieces.0'),
      l15('relics.relic-sets.1500009.pieces.1'),
      l15('relics.relic-sets.1500009.pieces.2'),
      l15('relics.relic-sets.1500009.pieces.3'),
      l15('relics.relic-sets.1500009.pieces.4'),
    ],
  },
  {
    id: 1500010, element: null,
    name: l15('relics.relic-sets.1500010.name'),
    affix2: l15('relics.relic-sets.1500010.affix2'),
    affix4: l15('relics.relic-sets.1500010.affix4'),
    pieces: [
      l15('relics.relic-sets.1500010.pieces.0'),
      l15('relics.relic-sets.1500010.pieces.1'),
      l15('relics.relic-sets.1500010.pieces.2'),
      l15('relics.relic-sets.1500010.pieces.3'),
      l15('relics.relic-sets.1500010.pieces.4'),
    ],
  },
];
