import { createHash } from 'node:crypto';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, RecordSnapshotsTable } from '../../db/database.js';
import { statementChunks } from '../../db/chunks.js';
import { fromJson } from '../../db/dialect.js';
import { runBulk } from '../../db/bulk-insert.js';
import { runPrepared } from '../../db/prepared.js';
import { withAggregates, type SnapshotWrite } from '../aggregates/aggregate-batch.js';

/** The snapshots of one role and kind: the base of the reads below. */
const snapshotsOf = (db: Kysely<Database>, gameId: number, gameRoleId: string, kind: string) =>
  db
    .selectFrom('record_snapshots')
    .where('game_id', '=', gameId)
    .where('game_role_id', '=', gameRoleId)
    .where('kind', '=', kind);

export type SnapshotRow = Selectable<RecordSnapshotsTable>;

/** Adds a snapshot; the same (role, kind, period) is replaced, other periods are kept. */
export async function upsertSnapshot(
  db: Kysely<Database>,
  row: Insertable<RecordSnapshotsTable>,
  parsed?: unknown,
): Promise<void> {
  await upsertSnapshots(db, [{ ...row, ...(parsed === undefined ? {} : { parsed }) }]);
}

const snapshotKey = (r: { game_id: number; game_role_id: string; kind: string; period: string }) =>
  `${r.game_id}\u0000${r.game_role_id}\u0000${r.kind}\u0000${r.period}`;

/** Consecutive runs in which each key appears once (a later row replaces an earlier one). */
function distinctRuns<T extends SnapshotWrite>(rows: readonly T[]): T[][] {
  const runs: T[][] = [];
  let run: T[] = [];
  let keys = new Set<string>();
  for (const row of rows) {
    const key = snapshotKey(row);
    if (keys.has(key)) {
      runs.push(run);
      run = [];
      keys = new Set();
    }
    run.push(row);
    keys.add(key);
  }
  if (run.length > 0) runs.push(run);
  return runs;
}

/**
 * Adds snapshots in order, as `upsertSnapshot` one by one would, a few hundred per statement; the
 * public aggregates follow (see `withAggregates`).
 */
export async function upsertSnapshots(
  db: Kysely<Database>,
  rows: readonly SnapshotWrite[],
): Promise<void> {
  await withAggregates(db, async (trx, batch) => {
    for (const run of distinctRuns(rows).flatMap((r) => statementChunks(r))) {
      const values = run.map((r) => [
        r.game_id,
        r.game_role_id,
        r.kind,
        r.period,
        r.captured_at,
        r.payload,
      ]);
      // Compiled once per row count (bulk-insert.ts): an import writes thousands of these.
      await batch.writeSnapshots(run, () =>
        runBulk(trx, 'recordSnapshots:upsert', values, (rows) =>
          trx
            .insertInto('record_snapshots')
            .values(
              rows.map(([game_id, game_role_id, kind, period, captured_at, payload]) => ({
                game_id: game_id as number,
                game_role_id: game_role_id as string,
                kind: kind as string,
                period: period as string,
                captured_at: captured_at as number,
                payload: payload as string,
              })),
            )
            .onConflict((oc) =>
              oc.columns(['game_id', 'game_role_id', 'kind', 'period']).doUpdateSet((eb) => ({
                captured_at: eb.ref('excluded.captured_at'),
                payload: eb.ref('excluded.payload'),
                revision: eb('record_snapshots.revision', '+', 1),
              })),
            )
            .returning(['id', 'game_role_id', 'kind', 'period']),
        ),
      );
    }
  });
}

/**
 * Keeps a version of a non-periodic record (issue 18): nothing when the newest stored version has the
 * same hash, else the day's version (UTC day of the capture) is written or replaced by this later
 * one. A capture older than the day's stored version is left out. Returns whether a row was written.
 */
export async function addVersion(
  db: Kysely<Database>,
  row: {
    game_id: number;
    game_role_id: string;
    kind: string;
    captured_at: number;
    payload: string;
  },
): Promise<boolean> {
  const hash = createHash('sha256').update(row.payload).digest('hex');
  const scope = db
    .selectFrom('record_versions')
    .where('game_id', '=', row.game_id)
    .where('game_role_id', '=', row.game_role_id)
    .where('kind', '=', row.kind);
  const newest = await scope
    .select(['hash', 'captured_at'])
    .orderBy('captured_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (newest?.hash === hash && Number(newest.captured_at) <= row.captured_at) return false;
  const day = new Date(row.captured_at).toISOString().slice(0, 10);
  const sameDay = await scope.select(['captured_at']).where('day', '=', day).executeTakeFirst();
  if (sameDay && Number(sameDay.captured_at) > row.captured_at) return false;
  await db
    .insertInto('record_versions')
    .values({
      game_id: row.game_id,
      game_role_id: row.game_role_id,
      kind: row.kind,
      captured_at: row.captured_at,
      payload: row.payload,
      day,
      hash,
    })
    .onConflict((oc) =>
      oc.columns(['game_id', 'game_role_id', 'kind', 'day']).doUpdateSet({
        captured_at: row.captured_at,
        hash,
        payload: row.payload,
      }),
    )
    .execute();
  return true;
}

/** The stored snapshot of one (role, kind, period): its capture time and payload. */
export async function storedSnapshot(
  db: Kysely<Database>,
  gameId: number,
  gameRoleId: string,
  kind: string,
  period: string,
): Promise<{ captured_at: number; payload: string } | undefined> {
  const row = await snapshotsOf(db, gameId, gameRoleId, kind)
    .select(['captured_at', 'payload'])
    .where('period', '=', period)
    .executeTakeFirst();
  return row && { captured_at: Number(row.captured_at), payload: row.payload };
}

/** The latest snapshots of a role and kind, newest capture first. */
export async function latestSnapshots(
  db: Kysely<Database>,
  gameId: number,
  gameRoleId: string,
  kind: string,
  limit: number,
): Promise<SnapshotRow[]> {
  return snapshotsOf(db, gameId, gameRoleId, kind)
    .selectAll()
    .orderBy('captured_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/**
 * The newest snapshot of a role and kind (as `latestSnapshots` orders them), only its capture time
 * and payload: the other columns would be read and converted for nothing on every request.
 */
export async function latestSnapshotPayload(
  db: Kysely<Database>,
  gameId: number,
  gameRoleId: string,
  kind: string,
): Promise<{ captured_at: number; payload: string } | undefined> {
  const [row] = await runPrepared(
    db,
    'recordSnapshots:latestPayload',
    [gameId, gameRoleId, kind],
    ([game, roleId, k]) =>
      snapshotsOf(db, game, roleId, k)
        .select(['captured_at', 'payload'])
        .orderBy('captured_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1),
  );
  return row;
}

/**
 * The latest stored payload of a non-periodic kind with its capture time (Unix ms); undefined when
 * there is none (the other two games read their snapshots through it).
 */
export async function latestPayload<T>(
  db: Kysely<Database>,
  gameId: number,
  gameRoleId: string,
  kind: string,
): Promise<{ payload: T; capturedAt: number } | undefined> {
  const row = await latestSnapshotPayload(db, gameId, gameRoleId, kind);
  if (!row) return undefined;
  const payload = fromJson<T | undefined>(row.payload, undefined);
  return payload === undefined ? undefined : { payload, capturedAt: Number(row.captured_at) };
}

/** A stored period of a role and kind, without its payload. */
export interface PeriodRow {
  id: number;
  period: string;
  captured_at: number;
  /** Bumped each time the period's payload is replaced (a cache key with the id). */
  revision: number;
}

/**
 * The periods stored for a role and kind, newest period first. A period's key is its schedule id (or
 * a cycle's time), which grows with every new period, so the number decides and not the capture
 * time: an import may store an older period after a newer one. Capture time breaks ties.
 */
export async function periodsOf(
  db: Kysely<Database>,
  gameId: number,
  gameRoleId: string,
  kind: string,
): Promise<PeriodRow[]> {
  const rows = await runPrepared(
    db,
    'recordSnapshots:periods',
    [gameId, gameRoleId, kind],
    ([game, roleId, k]) =>
      snapshotsOf(db, game, roleId, k).select(['id', 'period', 'captured_at', 'revision']),
  );
  return rows
    .map((r) => ({
      id: Number(r.id),
      period: r.period,
      captured_at: Number(r.captured_at),
      revision: Number(r.revision),
    }))
    .sort((a, b) => Number(b.period) - Number(a.period) || b.captured_at - a.captured_at);
}

export interface SnapshotVersion {
  id: number;
  captured_at: number;
  revision: number;
}

/**
 * The newest snapshot's version together with one of the role's settings (its JSON text, null when
 * unset), in one statement: the overview needs both on every request. Undefined when the role has
 * no snapshot of that kind (the setting is then read on its own).
 */
export async function latestSnapshotVersionWithSetting(
  db: Kysely<Database>,
  gameId: number,
  gameRoleId: string,
  kind: string,
  settingKey: string,
): Promise<{ version: SnapshotVersion; setting: string | null } | undefined> {
  const [row] = await runPrepared(
    db,
    'recordSnapshots:latestVersionWithSetting',
    [gameId, gameRoleId, kind, settingKey],
    ([game, roleId, k, key]) =>
      snapshotsOf(db, game, roleId, k)
        .select(['id', 'captured_at', 'revision'])
        .select((eb) =>
          eb
            .selectFrom('role_settings')
            .select('value')
            .where('role_settings.game_id', '=', game)
            .where('role_settings.game_role_id', '=', roleId)
            .where('key', '=', key)
            .as('setting'),
        )
        .orderBy('captured_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1),
  );
  return (
    row && {
      version: {
        id: Number(row.id),
        captured_at: Number(row.captured_at),
        revision: Number(row.revision),
      },
      setting: row.setting ?? null,
    }
  );
}

/** Identity of the latest snapshot (cheap: no payload), to key caches of presented records. */
export async function latestSnapshotVersion(
  db: Kysely<Database>,
  gameId: number,
  gameRoleId: string,
  kind: string,
): Promise<SnapshotVersion | undefined> {
  const [row] = await runPrepared(
    db,
    'recordSnapshots:latestVersion',
    [gameId, gameRoleId, kind],
    ([game, roleId, k]) =>
      snapshotsOf(db, game, roleId, k)
        .select(['id', 'captured_at', 'revision'])
        .orderBy('captured_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1),
  );
  return (
    row && {
      id: Number(row.id),
      captured_at: Number(row.captured_at),
      revision: Number(row.revision),
    }
  );
}

export async function snapshotPayload(
  db: Kysely<Database>,
  id: number,
): Promise<string | undefined> {
  const [row] = await runPrepared(db, 'recordSnapshots:payloadById', [id], ([snapshotId]) =>
    db.selectFrom('record_snapshots').select('payload').where('id', '=', snapshotId),
  );
  return row?.payload;
}

/**
 * Deletes a role and everything stored for it (snapshots, settings, preferences). Returns the
 * snapshots deleted.
 */
export async function deleteRoleData(
  db: Kysely<Database>,
  gameId: number,
  gameRoleId: string,
): Promise<number> {
  return withAggregates(db, async (trx, batch) => {
    let deleted = 0;
    await batch.deleteRole(gameId, gameRoleId, async () => {
      const result = await trx
        .deleteFrom('record_snapshots')
        .where('game_id', '=', gameId)
        .where('game_role_id', '=', gameRoleId)
        .executeTakeFirst();
      deleted = Number(result.numDeletedRows);
      for (const table of ['record_versions', 'role_settings', 'character_preferences'] as const) {
        await trx
          .deleteFrom(table)
          .where('game_id', '=', gameId)
          .where('game_role_id', '=', gameRoleId)
          .execute();
      }
      await trx
        .deleteFrom('game_roles')
        .where('game_id', '=', gameId)
        .where('game_role_id', '=', gameRoleId)
        .execute();
    });
    return deleted;
  });
}
