import type { HkrpgIndexSnapshot } from '@chronicle/contract';

/** A character a demo role owns, with what its build is made of. */
export interface OwnedCharacter {
  id: number;
  level: number;
  /** Resonances (eidolons) unlocked. */
  rank: number;
  /** Level of the main abilities. */
  talent: number;
  /** Relic level (0–15), -1 for a character without relics. */
  relicLevel: number;
  lens?: { id: number; level: number; rank: number };
}

/** How far a demo role has come in Stellar Transit; the records are generated from this. */
export interface HsrProfile {
  roleId: string;
  nickname: string;
  level: number;
  stats: Omit<HkrpgIndexSnapshot['stats'], 'abyss_process_id' | 'abyss_process'>;
  /** The furthest Echoes of Disorder floor (maze id), 0 before the first clear. */
  abyssProcessId: number;
  characters: OwnedCharacter[];
  /** Endgame seasons played, by schedule id, with the floors cleared in each. */
  seasons: { id: number; floors: number }[];
  /** Mirror Cosmos weekly periods played (current first) and runs per period. */
  rogue: number[];
  notes: boolean;
}

const own = (
  id: number,
  level: number,
  rank: number,
  talent: number,
  relicLevel: number,
  lens?: [number, number, number],
): OwnedCharacter => ({
  id,
  level,
  rank,
  talent,
  relicLevel,
  ...(lens ? { lens: { id: lens[0], level: lens[1], rank: lens[2] } } : {}),
});

export const HSR_PROFILES: readonly HsrProfile[] = [
  {
    roleId: '800000101',
    nickname: 'Starling',
    level: 70,
    stats: {
      active_days: 412,
      avatar_num: 10,
      achievement_num: 690,
      chest_num: 2210,
      dream_paster_num: 180,
    },
    abyssProcessId: 4112,
    characters: [
      own(1001, 80, 2, 10, 15, [21001, 80, 1]),
      own(1002, 80, 0, 10, 15, [21002, 80, 1]),
      own(1009, 80, 1, 9, 15, [21009, 80, 1]),
      own(1005, 80, 0, 8, 15, [21005, 80, 2]),
      own(1011, 80, 0, 9, 15, [21011, 80, 1]),
      own(1006, 70, 0, 8, 12, [20010, 70, 5]),
      own(1007, 80, 6, 8, 15, [20007, 80, 5]),
      own(1008, 80, 6, 8, 12, [20008, 80, 4]),
      own(1003, 70, 4, 6, 9, [20003, 70, 3]),
      own(1004, 60, 3, 6, 6, [20004, 60, 2]),
    ],
    seasons: [
      { id: 1041, floors: 12 },
      { id: 1040, floors: 12 },
      { id: 2017, floors: 4 },
      { id: 2016, floors: 4 },
      { id: 3008, floors: 4 },
      { id: 3007, floors: 3 },
    ],
    rogue: [2, 3],
    notes: true,
  },
  {
    roleId: '600000202',
    nickname: 'Lumine',
    level: 64,
    stats: {
      active_days: 236,
      avatar_num: 6,
      achievement_num: 341,
      chest_num: 1180,
      dream_paster_num: 64,
    },
    abyssProcessId: 4109,
    characters: [
      own(1006, 80, 1, 9, 15, [21006, 80, 1]),
      own(1010, 80, 5, 8, 15, [20010, 80, 3]),
      own(1007, 70, 3, 7, 12, [20007, 70, 2]),
      own(1012, 70, 4, 7, 9, [20012, 70, 2]),
      own(1004, 70, 2, 6, 9, [20004, 70, 1]),
      own(1003, 60, 1, 5, 6),
    ],
    seasons: [
      { id: 1041, floors: 9 },
      { id: 2017, floors: 3 },
      { id: 3008, floors: 2 },
    ],
    rogue: [1],
    notes: true,
  },
  {
    roleId: '700000303',
    nickname: 'Quietus',
    level: 41,
    stats: {
      active_days: 88,
      avatar_num: 4,
      achievement_num: 120,
      chest_num: 402,
      dream_paster_num: 12,
    },
    abyssProcessId: 4105,
    characters: [
      own(1008, 60, 2, 6, 9, [20008, 60, 1]),
      own(1003, 50, 0, 4, 3),
      own(1004, 50, 1, 4, 3),
      own(1012, 40, 0, 3, -1),
    ],
    seasons: [{ id: 1041, floors: 5 }],
    rogue: [1],
    notes: true,
  },
  {
    roleId: '900000505',
    nickname: 'Pip',
    level: 19,
    stats: {
      active_days: 21,
      avatar_num: 3,
      achievement_num: 34,
      chest_num: 96,
      dream_paster_num: 0,
    },
    abyssProcessId: 0,
    characters: [own(1003, 30, 0, 2, -1), own(1004, 30, 1, 2, -1), own(1007, 20, 0, 1, -1)],
    seasons: [],
    rogue: [],
    notes: true,
  },
];
