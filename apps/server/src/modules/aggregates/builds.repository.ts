import { MAIN_GAME_ID } from '@chronicle/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { dialectOf } from '../../db/dialect.js';
import { chunked } from './aggregates.repository.js';

/* SQL of the lists of builds the wiki reads (see `aggregate-flush.ts`). */

/** Removes the listed builds of these snapshots; returns the characters whose lists shrank. */
export async function removeBuildsOf(
  db: Kysely<Database>,
  snapshotIds: readonly number[],
): Promise<Set<number>> {
  const avatars = new Set<number>();
  for (const part of chunked(snapshotIds)) {
    const rows = await db
      .selectFrom('aggregate_builds')
      .select('avatar_id')
      .where('snapshot_id', 'in', part)
      .execute();
    if (rows.length === 0) continue;
    rows.forEach((r) => avatars.add(Number(r.avatar_id)));
    await db.deleteFrom('aggregate_builds').where('snapshot_id', 'in', part).execute();
  }
  return avatars;
}

export interface BuildRef {
  snapshotId: number;
  capturedAt: number;
}

/** Holders and listed builds (newest first) of characters. */
export async function buildLists(
  db: Kysely<Database>,
  avatarIds: readonly number[],
): Promise<{ holders: Map<number, number>; lists: Map<number, BuildRef[]> }> {
  const holders = new Map<number, number>();
  const lists = new Map<number, BuildRef[]>();
  for (const part of chunked(avatarIds)) {
    const counted = await db
      .selectFrom('aggregate_build_holders')
      .select(['avatar_id', 'holders'])
      .where('avatar_id', 'in', part)
      .execute();
    counted.forEach((r) => holders.set(Number(r.avatar_id), Number(r.holders)));
    const refs = await db
      .selectFrom('aggregate_builds')
      .select(['avatar_id', 'snapshot_id', 'captured_at'])
      .where('avatar_id', 'in', part)
      .orderBy('captured_at', 'desc')
      .orderBy('snapshot_id', 'desc')
      .execute();
    for (const r of refs) {
      const list = lists.get(Number(r.avatar_id)) ?? [];
      list.push({ snapshotId: Number(r.snapshot_id), capturedAt: Number(r.captured_at) });
      lists.set(Number(r.avatar_id), list);
    }
  }
  return { holders, lists };
}

export async function insertBuilds(
  db: Kysely<Database>,
  rows: readonly { avatar_id: number; snapshot_id: number; captured_at: number; build: string }[],
): Promise<void> {
  for (const part of chunked(rows, 64)) {
    await db.insertInto('aggregate_builds').values(part).execute();
  }
}

export async function deleteBuilds(
  db: Kysely<Database>,
  rows: readonly { avatarId: number; snapshotId: number }[],
): Promise<void> {
  for (const part of chunked(rows)) {
    await db
      .deleteFrom('aggregate_builds')
      .where((eb) =>
        eb(
          eb.refTuple('avatar_id', 'snapshot_id'),
          'in',
          part.map((r) => eb.tuple(r.avatarId, r.snapshotId)),
        ),
      )
      .execute();
  }
}

/**
 * Counted `characters` snapshots, newest capture first, a page at a time from after `before`.
 * SQLite is told to walk the partial index of migration 0014 (without statistics it would sort every
 * main-game snapshot instead), whose condition it states as the index does; PostgreSQL picks the
 * index of migration 0012 by itself.
 */
export async function countedCharactersPage(
  db: Kysely<Database>,
  before: BuildRef | undefined,
  limit: number,
): Promise<{ id: number; captured_at: number; payload: string }[]> {
  const sqlite = dialectOf(db) === 'sqlite';
  const from = sqlite
    ? sql`record_snapshots as rs indexed by record_snapshots_characters_idx`
    : sql`record_snapshots as rs`;
  const characters = sqlite
    ? sql`rs.game_id + 0 = ${sql.lit(MAIN_GAME_ID)} and rs.kind || '' = ${sql.lit('characters')}`
    : sql`rs.game_id = ${sql.lit(MAIN_GAME_ID)} and rs.kind = ${sql.lit('characters')}`;
  const after = before
    ? sql`and (rs.captured_at, rs.id) < (${before.capturedAt}, ${before.snapshotId})`
    : sql``;
  const { rows } = await sql<{ id: number; captured_at: number; payload: string }>`
    select rs.id, rs.captured_at, rs.payload from ${from}
    join game_roles as gr on gr.game_id = rs.game_id and gr.game_role_id = rs.game_role_id
    join aggregate_accounts as aa on aa.uid = gr.uid
    where ${characters} and aa.characters = 1 ${after}
    order by rs.captured_at desc, rs.id desc
    limit ${limit}`.execute(db);
  return rows.map((r) => ({
    id: Number(r.id),
    captured_at: Number(r.captured_at),
    payload: r.payload,
  }));
}
