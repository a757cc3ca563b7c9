import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { fromJson } from '../../db/dialect.js';
import { periodPayloads, periodsFrom } from '../records/period-records.service.js';
import * as records from '../records/records.repository.js';

/** Stellar Transit's game id (docs/reference/other-games.md#game-ids-and-biz). */
export const HSR_GAME = 6;

/** The latest snapshot of a non-periodic kind with its capture time (Unix ms); undefined when none. */
export function latestOf<T>(db: Kysely<Database>, gameRoleId: string, kind: string) {
  return records.latestPayload<T>(db, HSR_GAME, gameRoleId, kind);
}

/**
 * The stored periods of a periodic kind, newest period first (by the period's number: an importer
 * may store several seasons in one capture, and a later season always has a larger schedule id).
 * With `from`, Chronicle's `period` extension, the list starts at that stored period (-9300 when it
 * is not stored), so it reads as if that season were the current one.
 */
export async function periodsOf<T>(
  db: Kysely<Database>,
  gameRoleId: string,
  kind: string,
  limit = 8,
  from?: string,
): Promise<T[]> {
  const { rows } = await periodsFrom(db, HSR_GAME, gameRoleId, kind, { period: from });
  return periodPayloads<T>(db, rows.slice(0, limit));
}

/**
 * The catalog's seasons of an endgame mode (`hsr_season` entries whose `attrs.mode` names it), newest
 * first: the schedule a role that never played a season is shown. The in-memory catalog answers
 * lookups by id only, so this reads the catalog table.
 */
export async function catalogSeasons(
  db: Kysely<Database>,
  mode: string,
): Promise<{ schedule_id: number; begin_time: number; end_time: number }[]> {
  const rows = await db
    .selectFrom('catalog_items')
    .select(['id', 'attrs'])
    .where('kind', '=', 'hsr_season')
    .execute();
  return rows
    .map((row) => ({ id: Number(row.id), attrs: fromJson<Record<string, unknown>>(row.attrs, {}) }))
    .filter((row) => row.attrs.mode === mode)
    .map((row) => ({
      schedule_id: row.id,
      begin_time: Number(row.attrs.begin ?? 0),
      end_time: Number(row.attrs.end ?? 0),
    }))
    .sort((a, b) => b.schedule_id - a.schedule_id);
}
