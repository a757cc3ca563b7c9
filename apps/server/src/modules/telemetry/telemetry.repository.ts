import type { Insertable, Kysely } from 'kysely';
import type { Database, MonitorReportsTable, TrackEventsTable } from '../../db/database.js';

export async function insertTrackEvents(
  db: Kysely<Database>,
  rows: Insertable<TrackEventsTable>[],
): Promise<void> {
  if (rows.length > 0) await db.insertInto('track_events').values(rows).execute();
}

export async function insertMonitorReports(
  db: Kysely<Database>,
  rows: Insertable<MonitorReportsTable>[],
): Promise<void> {
  if (rows.length > 0) await db.insertInto('monitor_reports').values(rows).execute();
}

/** Drops what is older than `before` (Unix ms) from both tables. */
export async function pruneTelemetry(db: Kysely<Database>, before: number): Promise<void> {
  await db.deleteFrom('track_events').where('created_at', '<', before).execute();
  await db.deleteFrom('monitor_reports').where('created_at', '<', before).execute();
}

/**
 * Keeps the newest `keep` rows of a table: ids only grow, so everything below the id `keep` rows
 * down from the newest goes (one indexed lookup and one range delete).
 */
export async function capTelemetry(
  db: Kysely<Database>,
  table: 'track_events' | 'monitor_reports',
  keep: number,
): Promise<void> {
  const edge = await db
    .selectFrom(table)
    .select('id')
    .orderBy('id', 'desc')
    .offset(keep - 1)
    .limit(1)
    .executeTakeFirst();
  if (edge) await db.deleteFrom(table).where('id', '<', edge.id).execute();
}

export async function countPageViews(db: Kysely<Database>, since: number) {
  return db
    .selectFrom('track_events')
    .select(['path', (eb) => eb.fn.countAll<string | number>().as('count')])
    .where('type', '=', 'page_view')
    .where('created_at', '>=', since)
    .groupBy('path')
    .orderBy('count', 'desc')
    .orderBy('path')
    .limit(100)
    .execute();
}

export async function countExposures(db: Kysely<Database>, since: number) {
  return db
    .selectFrom('track_events')
    .select(['event_key', (eb) => eb.fn.countAll<string | number>().as('count')])
    .where('type', '=', 'exposure')
    .where('created_at', '>=', since)
    .groupBy('event_key')
    .orderBy('count', 'desc')
    .orderBy('event_key')
    .limit(100)
    .execute();
}

export async function countApiErrors(db: Kysely<Database>, since: number) {
  return db
    .selectFrom('monitor_reports')
    .select(['retcode', (eb) => eb.fn.countAll<string | number>().as('count')])
    .where('type', '=', 'api_error')
    .where('created_at', '>=', since)
    .groupBy('retcode')
    .orderBy('count', 'desc')
    .orderBy('retcode')
    .execute();
}

/** Values of one vital since `since`, ascending (bounded: the newest 100 000). */
export async function vitalValues(
  db: Kysely<Database>,
  metric: string,
  since: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('monitor_reports')
    .select('value')
    .where('type', '=', 'vital')
    .where('metric', '=', metric)
    .where('created_at', '>=', since)
    .orderBy('created_at', 'desc')
    .limit(100_000)
    .execute();
  return rows
    .map((r) => Number(r.value))
    .filter((v) => Number.isFinite(v))
    .sort((a, b) => a - b);
}
