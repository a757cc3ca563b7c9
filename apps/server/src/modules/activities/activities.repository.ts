import { eventSnapshotKind, type EventSnapshot } from '@chronicle/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { fromJson } from '../../db/dialect.js';
import * as records from '../records/records.repository.js';

const MAIN_GAME = 2;

/** The latest stored record of one event of a role, or undefined when it never took part. */
export async function eventRecordOf(
  db: Kysely<Database>,
  gameRoleId: string,
  slug: string,
): Promise<EventSnapshot | undefined> {
  const [row] = await records.latestSnapshots(
    db,
    MAIN_GAME,
    gameRoleId,
    eventSnapshotKind(slug),
    1,
  );
  return row ? fromJson<EventSnapshot | undefined>(row.payload, undefined) : undefined;
}
