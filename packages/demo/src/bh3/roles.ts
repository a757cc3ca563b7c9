import type {
  Honkai3rdBattleFieldSnapshot,
  Honkai3rdCharactersSnapshot,
  Honkai3rdGodWarSnapshot,
  Honkai3rdNewAbyssSnapshot,
  Honkai3rdNoteSnapshot,
  Honkai3rdOldAbyssSnapshot,
} from '@chronicle/contract';
import { SIGIL_SETS, SUITS, sigilId } from './catalog.js';

/*
 * Building blocks of the demo roles' snapshots: battlesuits with their gear, lineups, companions
 * and the real-time notes, from a few numbers per role so the role files stay readable.
 */

type Character = Honkai3rdCharactersSnapshot['characters'][number];
type Lineup = Honkai3rdNewAbyssSnapshot['lineup'];
type Elf = Honkai3rdNewAbyssSnapshot['elf'];

/** Seconds in a day and a week. */
export const DAY = 86_400;
export const WEEK = 7 * DAY;

/** A battlesuit as a mode report stores it: the id and the rank it was fielded at. */
export function suit(id: number, star?: number): Lineup[number] {
  const known = SUITS.find((s) => s.id === id);
  if (!known) throw new Error(`bh3 demo: unknown battlesuit ${id}`);
  return { id, star: star ?? Math.min(5, known.baseStar + 1) };
}

export const lineup = (...ids: number[]): Lineup => ids.map((id) => suit(id));

/** A companion at an upgrade level; its rarity comes from the catalog's (4 or 5). */
export function companion(id: 1 | 2 | 3, star: number): Elf {
  return { id, rarity: id === 2 ? 4 : 5, star, is_collaborator: false, collaborator: 0 };
}

export interface Build {
  suit: number;
  level: number;
  star: number;
  weaponLevel: number;
  /** Sigil set ids per slot T, M, B; null leaves the slot empty. */
  sigils: readonly [number | null, number | null, number | null];
  chosen?: boolean;
  outfits?: number[];
}

/** A battlesuit with its own weapon and three sigils, as `bh3_characters` stores it. */
export function character(build: Build): Character {
  const known = SUITS.find((s) => s.id === build.suit);
  if (!known) throw new Error(`bh3 demo: unknown battlesuit ${build.suit}`);
  return {
    id: build.suit,
    level: build.level,
    star: build.star,
    is_chosen: build.chosen ?? false,
    weapon: {
      id: known.weapon.id,
      rarity: build.weaponLevel >= 50 ? 5 : 4,
      max_rarity: 5,
      level: build.weaponLevel,
      homology_level: build.weaponLevel >= 65 ? 1 : 0,
    },
    stigmatas: build.sigils.map((setId, slot) => {
      if (setId === null) return null;
      if (!SIGIL_SETS.some((s) => s.id === setId)) throw new Error(`bh3 demo: sigil set ${setId}`);
      return {
        id: sigilId(setId, slot),
        rarity: build.level >= 60 ? 5 : 4,
        max_rarity: 5,
        level: Math.min(50, build.level - 20),
      };
    }),
    costume_ids: [59000 + build.suit, ...(build.outfits ?? [])],
  };
}

export function characters(builds: readonly Build[]): Honkai3rdCharactersSnapshot {
  return { characters: builds.map(character) };
}

export type NewCycle = Honkai3rdNewAbyssSnapshot;
export type OldCycle = Honkai3rdOldAbyssSnapshot;
export type ArenaWeek = Honkai3rdBattleFieldSnapshot;
export type Dreamscape = Honkai3rdGodWarSnapshot;

/** Real-time notes at the capture: stamina below the cap, so it moves on with time. */
export function notes(input: {
  stamina: number;
  maxStamina: number;
  trainScore: number;
  abyssEnd: number;
  arenaEnd: number;
  groupLevel: number;
  abyssScore: number;
  superstring: boolean;
  arenaReward: number;
  dreamscapeReward: number;
}): Honkai3rdNoteSnapshot {
  // One stamina point comes back every six minutes.
  const missing = Math.max(0, input.maxStamina - input.stamina);
  return {
    current_stamina: input.stamina,
    max_stamina: input.maxStamina,
    stamina_recover_time: missing * 360,
    current_train_score: input.trainScore,
    max_train_score: 600,
    greedy_endless: {
      schedule_end: input.abyssEnd,
      is_open: !input.superstring,
      cur_reward: input.superstring ? 0 : 3,
      max_reward: 5,
    },
    ultra_endless: {
      schedule_end: input.abyssEnd,
      is_open: input.superstring,
      group_level: input.groupLevel,
      challenge_score: input.abyssScore,
    },
    battle_field: {
      schedule_end: input.arenaEnd,
      is_open: true,
      cur_reward: input.arenaReward,
      max_reward: 11,
      cur_sss_reward: Math.min(3, input.arenaReward),
      max_sss_reward: 10,
    },
    god_war: {
      schedule_end: input.arenaEnd,
      is_open: true,
      cur_reward: input.dreamscapeReward,
      max_reward: 20000,
    },
  };
}
