import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { fromJson } from '../../db/dialect.js';
import * as records from '../records/records.repository.js';

/** Starfall Vanguard's game id (docs/reference/other-games.md#game-ids-and-biz). */
export const BH3_GAME = 1;

/** Enough for every cycle a role keeps: reports list all stored ones, as the real API does. */
const MAX_CYCLES = 200;

/** The latest snapshot of a non-periodic kind with its capture time (Unix ms). */
export function latestOf<T>(db: Kysely<Database>, gameRoleId: string, kind: string) {
  return records.latestPayload<T>(db, BH3_GAME, gameRoleId, kind);
}

/**
 * Every stored cycle of a periodic kind (abyss cycles, arena weeks), newest first by the cycle's own
 * time, which is its period; captures that arrive out of order still list in game order.
 */
export async function cyclesOf<T>(
  db: Kysely<Database>,
  gameRoleId: string,
  kind: string,
  timeOf: (snapshot: T) => number,
): Promise<T[]> {
  const rows = await records.latestSnapshots(db, BH3_GAME, gameRoleId, kind, MAX_CYCLES);
  return rows
    .map((row) => fromJson<T | undefined>(row.payload, undefined))
    .filter((s): s is T => s !== undefined)
    .sort((a, b) => timeOf(b) - timeOf(a));
}
