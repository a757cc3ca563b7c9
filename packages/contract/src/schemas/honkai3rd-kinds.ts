import type { SnapshotKind } from '../snapshot-kinds.js';
import { Honkai3rdNewAbyssSnapshot, Honkai3rdOldAbyssSnapshot } from './honkai3rd-abyss.js';
import { Honkai3rdBattleFieldSnapshot } from './honkai3rd-battle-field.js';
import { Honkai3rdCharactersSnapshot } from './honkai3rd-character.js';
import { Honkai3rdGodWarSnapshot } from './honkai3rd-god-war.js';
import { Honkai3rdIndexSnapshot } from './honkai3rd-index.js';
import { Honkai3rdNoteSnapshot } from './honkai3rd-notes.js';

/**
 * Snapshot kinds of Starfall Vanguard. Named with the game key because SNAPSHOT_KINDS is one map
 * across games (SNAPSHOT_KINDS merges it). The abyss and arena kinds are
 * periodic with the cycle's Unix time as the period, so every cycle is kept.
 */
export const HONKAI3RD_KINDS = {
  bh3_index: { schema: Honkai3rdIndexSnapshot, periodic: false, games: [1] },
  bh3_characters: { schema: Honkai3rdCharactersSnapshot, periodic: false, games: [1] },
  bh3_note: { schema: Honkai3rdNoteSnapshot, periodic: false, games: [1] },
  bh3_new_abyss: { schema: Honkai3rdNewAbyssSnapshot, periodic: true, games: [1] },
  bh3_old_abyss: { schema: Honkai3rdOldAbyssSnapshot, periodic: true, games: [1] },
  bh3_battle_field: { schema: Honkai3rdBattleFieldSnapshot, periodic: true, games: [1] },
  bh3_god_war: { schema: Honkai3rdGodWarSnapshot, periodic: false, games: [1] },
} as const satisfies Record<string, SnapshotKind>;
