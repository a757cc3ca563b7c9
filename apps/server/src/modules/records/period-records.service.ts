import type { AbyssSnapshot, NotesSnapshot } from '@chronicle/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { fromJson } from '../../db/dialect.js';
import * as repo from './records.repository.js';

const MAIN_GAME = 2;

/**
 * A stored Spiral Abyss period of a main-game role: `1` is the latest captured period ("current"),
 * `2` the one before ("previous"); undefined when fewer periods are stored. Older periods stay kept.
 */
export async function abyssPeriod(
  db: Kysely<Database>,
  gameRoleId: string,
  scheduleType: 1 | 2,
): Promise<AbyssSnapshot | undefined> {
  const rows = await repo.latestSnapshots(db, MAIN_GAME, gameRoleId, 'spiral_abyss', scheduleType);
  const row = rows[scheduleType - 1];
  return row ? fromJson<AbyssSnapshot | undefined>(row.payload, undefined) : undefined;
}

/** The latest real-time notes of a main-game role with their capture time (Unix ms). */
export async function latestNotes(
  db: Kysely<Database>,
  gameRoleId: string,
): Promise<{ snapshot: NotesSnapshot; capturedAt: number } | undefined> {
  const [row] = await repo.latestSnapshots(db, MAIN_GAME, gameRoleId, 'daily_note', 1);
  if (!row) return undefined;
  const snapshot = fromJson<NotesSnapshot | undefined>(row.payload, undefined);
  return snapshot && { snapshot, capturedAt: Number(row.captured_at) };
}
