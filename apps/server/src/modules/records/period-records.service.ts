import { RETCODE, type NotesSnapshot, MAIN_GAME_ID } from '@chronicle/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { fromJson } from '../../db/dialect.js';
import { ApiError } from '../../http/api-error.js';
import * as repo from './records.repository.js';

/**
 * Which stored period a request reads: `period`, Chronicle's extension, names one by its schedule id;
 * otherwise HoYoLAB's `schedule_type`, where 1 (the default) is the newest stored period ("current")
 * and 2 the one before ("previous").
 */
export interface PeriodChoice {
  schedule_type?: number | undefined;
  period?: string | undefined;
}

/**
 * The stored periods of a role and kind from the chosen one on, newest first: the chosen period is
 * the first row (none when `schedule_type` reaches past what is stored). A `period` that is not
 * stored is -9300, not an empty success: a client asked for something precise.
 */
export async function periodsFrom(
  db: Kysely<Database>,
  gameId: number,
  gameRoleId: string,
  kind: string,
  choice: PeriodChoice,
): Promise<{ rows: repo.PeriodRow[]; stored: boolean }> {
  const all = await repo.periodsOf(db, gameId, gameRoleId, kind);
  if (choice.period !== undefined) {
    const at = all.findIndex((row) => row.period === choice.period);
    if (at < 0) throw new ApiError(RETCODE.PERIOD_NOT_STORED);
    return { rows: all.slice(at), stored: true };
  }
  return { rows: all.slice(choice.schedule_type === 2 ? 1 : 0), stored: all.length > 0 };
}

/** The payloads of stored period rows, in their order; rows whose payload vanished are left out. */
export async function periodPayloads<T>(
  db: Kysely<Database>,
  rows: readonly repo.PeriodRow[],
): Promise<T[]> {
  const out: T[] = [];
  for (const row of rows) {
    const payload = fromJson<T | undefined>(await repo.snapshotPayload(db, row.id), undefined);
    if (payload !== undefined) out.push(payload);
  }
  return out;
}

/**
 * The chosen stored period of a role and kind (see `PeriodChoice`); `snapshot` is undefined when
 * `schedule_type` asks past what is stored, `stored` whether any period is.
 */
export async function chosenPeriod<T>(
  db: Kysely<Database>,
  gameId: number,
  gameRoleId: string,
  kind: string,
  choice: PeriodChoice,
): Promise<{ snapshot: T | undefined; stored: boolean }> {
  const { rows, stored } = await periodsFrom(db, gameId, gameRoleId, kind, choice);
  const [snapshot] = await periodPayloads<T>(db, rows.slice(0, 1));
  return { snapshot, stored };
}

/** Real-time notes as stored: when they were captured (Unix ms) and their payload's JSON text. */
export interface StoredNotes {
  capturedAt: number;
  text: string;
}

/** The latest real-time notes of a main-game role, unparsed (the text keys answers made of them). */
export async function latestNotes(
  db: Kysely<Database>,
  gameRoleId: string,
): Promise<StoredNotes | undefined> {
  const row = await repo.latestSnapshotPayload(db, MAIN_GAME_ID, gameRoleId, 'daily_note');
  return row && { capturedAt: Number(row.captured_at), text: row.payload };
}

/** The snapshot of stored notes; undefined when the text is not JSON. */
export const notesSnapshotOf = (stored: StoredNotes): NotesSnapshot | undefined =>
  fromJson<NotesSnapshot | undefined>(stored.text, undefined);
