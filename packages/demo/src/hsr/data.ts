import type { HkrpgElement } from '@chronicle/contract';

/*
 * Stellar Transit's invented roster and world: every name here is original. Ids follow the shapes
 * of real payloads (4-digit characters, 5-digit lenses and relics, maze ids built from the season).
 */

export interface HsrCharacterDef {
  id: number;
  name: string;
  element: HkrpgElement;
  /** Path 1–8 (the API's `base_type`). */
  path: number;
  rarity: 4 | 5;
  /** Signature lens. */
  lens: number;
  /** Memosprite, for Remembrance characters only. */
  servant?: { id: number; name: string };
}

export const HSR_CHARACTERS: readonly HsrCharacterDef[] = [
  { id: 1001, name: 'Starling', element: 'lightning', path: 5, rarity: 5, lens: 21001 },
  { id: 1002, name: 'Vesper', element: 'ice', path: 2, rarity: 5, lens: 21002 },
  { id: 1003, name: 'Marrow', element: 'fire', path: 1, rarity: 4, lens: 20003 },
  { id: 1004, name: 'Calder', element: 'physical', path: 6, rarity: 4, lens: 20004 },
  { id: 1005, name: 'Seraphine', element: 'wind', path: 7, rarity: 5, lens: 21005 },
  { id: 1006, name: 'Quill', element: 'quantum', path: 3, rarity: 5, lens: 21006 },
  { id: 1007, name: 'Tamsin', element: 'imaginary', path: 4, rarity: 4, lens: 20007 },
  { id: 1008, name: 'Orrin', element: 'wind', path: 5, rarity: 4, lens: 20008 },
  {
    id: 1009,
    name: 'Juniper',
    element: 'imaginary',
    path: 8,
    rarity: 5,
    lens: 21009,
    servant: { id: 11009, name: 'Bramble' },
  },
  { id: 1010, name: 'Halden', element: 'lightning', path: 3, rarity: 4, lens: 20010 },
  { id: 1011, name: 'Mireille', element: 'fire', path: 4, rarity: 5, lens: 21011 },
  { id: 1012, name: 'Dusk', element: 'quantum', path: 2, rarity: 4, lens: 20012 },
];

export const characterDef = (id: number): HsrCharacterDef => {
  const def = HSR_CHARACTERS.find((c) => c.id === id);
  if (!def) throw new Error(`hsr demo: no character ${id}`);
  return def;
};

/** Lenses (light cones): 21xxx are 5-star signatures, 20xxx 4-star. */
export const HSR_LENSES: readonly { id: number; name: string; rarity: 4 | 5; path: number }[] = [
  { id: 21001, name: 'Verses at Low Tide', rarity: 5, path: 5 },
  { id: 21002, name: 'Frost on the Longbow', rarity: 5, path: 2 },
  { id: 20003, name: 'Kindling Oath', rarity: 4, path: 1 },
  { id: 20004, name: 'Shield Wall at Dawn', rarity: 4, path: 6 },
  { id: 21005, name: 'Where the Meadow Sings', rarity: 5, path: 7 },
  { id: 21006, name: 'Index of Falling Stars', rarity: 5, path: 3 },
  { id: 20007, name: 'Duet for Two Lanterns', rarity: 4, path: 4 },
  { id: 20008, name: 'Whisper Down the Lane', rarity: 4, path: 5 },
  { id: 21009, name: 'Pressed Flowers, Kept Letters', rarity: 5, path: 8 },
  { id: 20010, name: 'Static in the Archive', rarity: 4, path: 3 },
  { id: 21011, name: 'Encore of Embers', rarity: 5, path: 4 },
  { id: 20012, name: 'Shadow at the Crossing', rarity: 4, path: 2 },
];

/** Relic sets have four body pieces (pos 1–4); ornament sets a sphere (5) and a rope (6). */
export const RELIC_SETS = [
  { set: 1, name: "Lantern-Keeper's" },
  { set: 2, name: "Tidewalker's" },
  { set: 3, name: "Clockwright's" },
  { set: 4, name: "Ashen Cartographer's" },
] as const;
export const ORNAMENT_SETS = [
  { set: 1, name: 'Halcyon Observatory' },
  { set: 2, name: 'Sunken Orrery' },
] as const;
export const relicId = (set: number, pos: number) => 61000 + set * 10 + pos;
export const ornamentId = (set: number, pos: number) => 63000 + set * 10 + pos;

/** The three endgame modes' seasons, newest first within each mode. Times are Unix seconds (UTC). */
const DAY = 86_400;
const at = (y: number, m: number, d: number, h = 20) => Date.UTC(y, m - 1, d, h) / 1000;
export type HsrMode = 'chaos' | 'fiction' | 'shadow';
export interface HsrSeasonDef {
  id: number;
  mode: HsrMode;
  name: string;
  begin: number;
  end: number;
  /** Eclipse Sovereigns only: the two halves' bosses. */
  bosses?: [number, number];
}
const season = (
  id: number,
  mode: HsrMode,
  name: string,
  begin: number,
  bosses?: [number, number],
) => ({
  id,
  mode,
  name,
  begin,
  end: begin + 42 * DAY - 1,
  ...(bosses ? { bosses } : {}),
});
export const HSR_SEASONS: readonly HsrSeasonDef[] = [
  season(1041, 'chaos', 'Lanterns Under Still Water', at(2025, 12, 22)),
  season(1040, 'chaos', 'Ashfall Refrain', at(2025, 11, 10)),
  season(2017, 'fiction', 'A Tale Told Twice', at(2025, 12, 8)),
  season(2016, 'fiction', 'Margins of the Map', at(2025, 10, 27)),
  season(3008, 'shadow', 'Crown of Cinders', at(2025, 12, 15), [9001, 9002]),
  season(3007, 'shadow', 'Hollow Tide Regent', at(2025, 11, 3), [9003, 9004]),
];
export const FLOORS_PER_MODE: Record<HsrMode, number> = { chaos: 12, fiction: 4, shadow: 4 };
/** Floor ids: Echoes 4101 (season 41, floor 1), Fable 20171, Sovereigns 30081. */
export function mazeId(seasonId: number, mode: HsrMode, floor: number): number {
  if (mode === 'chaos') return (seasonId - 1000) * 100 + floor;
  if (mode === 'fiction') return 20_000 + (seasonId - 2000) * 10 + floor;
  return 30_000 + (seasonId - 3000) * 10 + floor;
}

export const HSR_BOSSES = [
  { id: 9001, name: 'Gloam Colossus' },
  { id: 9002, name: 'Veilwing Matriarch' },
  { id: 9003, name: 'The Iron Choir' },
  { id: 9004, name: 'Tidebound Leviathan' },
];

/** Woven Fable (31xxx) and Eclipse Sovereigns (32xxx) buffs. */
export const HSR_BUFFS = [
  { id: 31001, name: 'Footnotes in Red Ink' },
  { id: 31002, name: 'Unreliable Narrator' },
  { id: 32001, name: 'Cinder Mandate' },
  { id: 32002, name: 'Undertow Decree' },
];

export const HSR_ASSIGNMENTS = [
  { id: 5001, name: 'Salvage at the Glass Dunes' },
  { id: 5002, name: 'Night Market Ledger' },
  { id: 5003, name: 'Survey of the Quiet Belt' },
  { id: 5004, name: 'Letters for the Lighthouse' },
];

/** Mirror Cosmos: worlds by number, blessing paths 120–127, blessings and curios. */
export const ROGUE_WORLDS = [
  'Glass Meridian',
  'Orchard of Gears',
  'The Salt Archive',
  'Lantern Reach',
  'Cinder Steppe',
  'Hollow Moon Harbor',
  'The Folded City',
  'Verdigris Deep',
  'Last Light Terminus',
];
export const ROGUE_PATHS = [
  { id: 120, name: 'Bastion' },
  { id: 121, name: 'Recollection' },
  { id: 122, name: 'Void' },
  { id: 123, name: 'Bloom' },
  { id: 124, name: 'Quarry' },
  { id: 125, name: 'Ruin' },
  { id: 126, name: 'Mirth' },
  { id: 127, name: 'Swarm' },
];
export const ROGUE_BLESSINGS = [
  { id: 61201, path: 122, name: 'Hushed Verdict' },
  { id: 61202, path: 122, name: 'Quiet Undoing' },
  { id: 61203, path: 122, name: 'Ash in the Lungs' },
  { id: 61501, path: 125, name: 'Shattered Vow' },
  { id: 61502, path: 125, name: 'Last Stand Hymn' },
  { id: 61401, path: 124, name: 'Marked Quarry' },
  { id: 61402, path: 124, name: 'Second Arrow' },
  { id: 61001, path: 120, name: 'Stone Bulwark' },
];
export const ROGUE_CURIOS = [
  { id: 7001, name: 'Cracked Pocket Watch' },
  { id: 7002, name: 'Jar of Fireflies' },
  { id: 7003, name: 'Unsent Postcard' },
  { id: 7004, name: 'Tin Compass' },
];
