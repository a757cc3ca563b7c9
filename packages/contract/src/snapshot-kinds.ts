import type { TSchema } from 'typebox';
import type { GameId } from './games.js';
import { CharactersSnapshot } from './schemas/genshin-character.js';
import { AbyssSnapshot } from './schemas/genshin-abyss.js';
import { IndexSnapshot } from './schemas/genshin-index.js';
import { NotesSnapshot } from './schemas/genshin-notes.js';
import { ACTIVITY_KINDS } from './schemas/genshin-activities.js';
import { GCG_KINDS } from './schemas/genshin-gcg-snapshot.js';
import { HARD_CHALLENGE_KINDS } from './schemas/genshin-hard-challenge.js';
import { MISC_KINDS } from './schemas/genshin-misc.js';
import { ROLE_COMBAT_KINDS } from './schemas/genshin-role-combat.js';
import { HKRPG_KINDS } from './schemas/hkrpg-kinds.js';
import { HONKAI3RD_KINDS } from './schemas/honkai3rd-kinds.js';

export interface SnapshotKind {
  /** Schema every ingested payload of this kind must satisfy. */
  schema: TSchema;
  /** Periodic kinds are keyed by schedule id; "current"/"previous" are the two latest periods. */
  periodic: boolean;
  games: readonly GameId[];
}

/**
 * Record snapshot kinds (ARCHITECTURE "Records storage"). A new record page adds its kind here with
 * the payload schema; ingest, import and the demo generator all validate against it.
 */
export const SNAPSHOT_KINDS = {
  index: { schema: IndexSnapshot, periodic: false, games: [2] },
  spiral_abyss: { schema: AbyssSnapshot, periodic: true, games: [2] },
  daily_note: { schema: NotesSnapshot, periodic: false, games: [2] },
  characters: { schema: CharactersSnapshot, periodic: false, games: [2] },
  ...ROLE_COMBAT_KINDS,
  ...HARD_CHALLENGE_KINDS,
  ...GCG_KINDS,
  ...MISC_KINDS,
  ...ACTIVITY_KINDS,
  ...HKRPG_KINDS,
  ...HONKAI3RD_KINDS,
} as const satisfies Record<string, SnapshotKind>;

export type SnapshotKindName = keyof typeof SNAPSHOT_KINDS;

export function isSnapshotKind(kind: string): kind is SnapshotKindName {
  return Object.hasOwn(SNAPSHOT_KINDS, kind);
}
