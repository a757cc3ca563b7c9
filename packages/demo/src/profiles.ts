import { TWIN_IDS, type Element } from './data/characters.js';

/** How far a role has come; the index snapshot is generated from this. */
export interface IndexProfile {
  gameRoleId: string;
  /** Which of the two player characters this role plays, and the element it has chosen. */
  twinId: number;
  twinElement: Element;
  /** Element of the mirror doll (10000118) when the role owns it. */
  mirrorElement: Element;
  rosterSize: number;
  /** Share of 5★ characters in the roster. */
  fiveStarShare: number;
  /** Overall investment 0–1: levels, friendship, constellations, gear. */
  progress: number;
  /**
   * Characters this role always owns (the special ids, so every list of
   * docs/reference/web-app.md#special-characters has data).
   */
  forcedIds: readonly number[];
  /** How many regions, in release order, the role has reached, and how thoroughly. */
  regionsReached: number;
  exploreDepth: number;
  activeDays: number;
  achievements: number;
  spiralAbyss: string;
  /** Best act of the theater mode, or null while it is locked. */
  theaterRound: number | null;
  /** Cleared difficulty of the onslaught mode, or null while it is locked. */
  onslaughtDifficulty: number | null;
  /** Realms unlocked (1–4). */
  homes: number;
}

/** Index profiles of every main-game role in `DEMO_ROLES`. */
export const INDEX_PROFILES: readonly IndexProfile[] = [
  {
    gameRoleId: '812000101',
    twinId: TWIN_IDS.brother,
    twinElement: 'Dendro',
    mirrorElement: 'Hydro',
    rosterSize: 60,
    fiveStarShare: 0.47,
    progress: 0.95,
    forcedIds: [10000062, 10000117, 10000118],
    regionsReached: 9,
    exploreDepth: 0.985,
    activeDays: 1268,
    achievements: 1186,
    spiralAbyss: '12-3',
    theaterRound: 10,
    onslaughtDifficulty: 5,
    homes: 4,
  },
  {
    gameRoleId: '612000202',
    twinId: TWIN_IDS.sister,
    twinElement: 'Hydro',
    mirrorElement: 'Cryo',
    rosterSize: 45,
    fiveStarShare: 0.42,
    progress: 0.85,
    forcedIds: [10000062, 10000118],
    regionsReached: 9,
    exploreDepth: 0.92,
    activeDays: 1012,
    achievements: 948,
    spiralAbyss: '12-3',
    theaterRound: 8,
    onslaughtDifficulty: 4,
    homes: 3,
  },
  {
    gameRoleId: '712000303',
    twinId: TWIN_IDS.brother,
    twinElement: 'Electro',
    mirrorElement: 'Pyro',
    rosterSize: 30,
    fiveStarShare: 0.35,
    progress: 0.6,
    forcedIds: [10000117],
    regionsReached: 8,
    exploreDepth: 0.74,
    activeDays: 540,
    achievements: 521,
    spiralAbyss: '11-3',
    theaterRound: 5,
    onslaughtDifficulty: 2,
    homes: 2,
  },
  {
    gameRoleId: '612000111',
    twinId: TWIN_IDS.sister,
    twinElement: 'Geo',
    mirrorElement: 'Anemo',
    rosterSize: 20,
    fiveStarShare: 0.25,
    progress: 0.42,
    forcedIds: [],
    regionsReached: 6,
    exploreDepth: 0.56,
    activeDays: 301,
    achievements: 355,
    spiralAbyss: '9-2',
    theaterRound: 3,
    onslaughtDifficulty: null,
    homes: 1,
  },
  {
    gameRoleId: '912000505',
    twinId: TWIN_IDS.sister,
    twinElement: 'Anemo',
    mirrorElement: 'Anemo',
    rosterSize: 12,
    fiveStarShare: 0.15,
    progress: 0.22,
    forcedIds: [],
    regionsReached: 3,
    exploreDepth: 0.42,
    activeDays: 74,
    achievements: 128,
    spiralAbyss: '-',
    theaterRound: null,
    onslaughtDifficulty: null,
    homes: 1,
  },
];
