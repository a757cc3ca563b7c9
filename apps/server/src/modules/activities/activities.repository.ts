import {
  EVENT_SLUGS,
  eventSnapshotKind,
  type EventSnapshot,
  MAIN_GAME_ID,
} from '@chronicle/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { fromJson } from '../../db/dialect.js';
import * as records from '../records/records.repository.js';

/** The latest stored record of one event of a role, or undefined when it never took part. */
export async function eventRecordOf(
  db: Kysely<Database>,
  gameRoleId: string,
  slug: string,
): Promise<EventSnapshot | undefined> {
  const [row] = await records.latestSnapshots(
    db,
    MAIN_GAME_ID,
    gameRoleId,
    eventSnapshotKind(slug),
    1,
  );
  return row ? fromJson<EventSnapshot | undefined>(row.payload, undefined) : undefined;
}

/**
 * Which records `eventRecordsOf` would read, without their payloads: each event kind's snapshot
 * versions, newest first (`id.captured_at.revision`), as one key.
 */
export async function eventVersionsOf(db: Kysely<Database>, gameRoleId: string): Promise<string> {
  const rows = await db
    .selectFrom('record_snapshots')
    .select(['kind', 'id', 'captured_at', 'revision'])
    .where('game_id', '=', MAIN_GAME_ID)
    .where('game_role_id', '=', gameRoleId)
    .where('kind', 'in', EVENT_SLUGS.map(eventSnapshotKind))
    .orderBy('kind')
    .orderBy('captured_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((r) => `${r.kind}@${r.id}.${r.captured_at}.${r.revision}`).join(',');
}

/**
 * The latest stored record of every event a role took part in, by slug, in one query (`activities`
 * lists them all).
 */
export async function eventRecordsOf(
  db: Kysely<Database>,
  gameRoleId: string,
): Promise<Map<string, EventSnapshot>> {
  const slugOf = new Map(EVENT_SLUGS.map((slug) => [eventSnapshotKind(slug), slug]));
  const rows = await db
    .selectFrom('record_snapshots')
    .select(['kind', 'payload'])
    .where('game_id', '=', MAIN_GAME_ID)
    .where('game_role_id', '=', gameRoleId)
    .where('kind', 'in', [...slugOf.keys()])
    .orderBy('captured_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const records = new Map<string, EventSnapshot>();
  for (const row of rows) {
    const slug = slugOf.get(row.kind);
    if (slug === undefined || records.has(slug)) continue;
    const snapshot = fromJson<EventSnapshot | undefined>(row.payload, undefined);
    if (snapshot) records.set(slug, snapshot);
  }
  return records;
}
