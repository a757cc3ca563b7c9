import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { runBulk } from '../../db/bulk-insert.js';
import { statementChunks } from '../../db/chunks.js';
import type { Database } from '../../db/database.js';
import { addVersion } from './records.repository.js';

/** A version to keep of a non-periodic record (what `addVersion` takes). */
export interface VersionInput {
  game_id: number;
  game_role_id: string;
  kind: string;
  captured_at: number;
  payload: string;
}

const recordKey = (r: { game_id: number; game_role_id: string; kind: string }) =>
  `${r.game_id}\u0000${r.game_role_id}\u0000${r.kind}`;

const dayOf = (capturedAt: number) => new Date(capturedAt).toISOString().slice(0, 10);

/**
 * `addVersion` for many records at once, with its rules unchanged (nothing when the newest version
 * has the same hash; a day's version replaced only by a later capture). A record that appears once
 * is decided from one read of the stored versions of its chunk and written with the chunk's other
 * rows in one statement; one that appears several times goes through `addVersion` in order, as
 * each version depends on the one before.
 */
export async function addVersions(
  db: Kysely<Database>,
  rows: readonly VersionInput[],
): Promise<void> {
  const keys = rows.map(recordKey);
  const seen = new Map<string, number>();
  for (const key of keys) seen.set(key, (seen.get(key) ?? 0) + 1);
  const single = rows.filter((_, i) => seen.get(keys[i] ?? '') === 1);
  for (const [i, row] of rows.entries()) {
    if (seen.get(keys[i] ?? '') !== 1) await addVersion(db, row);
  }

  for (const chunk of statementChunks(single, 128)) {
    const stored = [];
    // One game and kind at a time: a list of tuples would make SQLite scan the whole table.
    const groups = new Map<string, VersionInput[]>();
    for (const r of chunk) {
      const key = `${r.game_id}:${r.kind}`;
      const group = groups.get(key);
      if (group) group.push(r);
      else groups.set(key, [r]);
    }
    for (const group of groups.values()) {
      const [first] = group;
      if (!first) continue;
      stored.push(
        ...(await db
          .selectFrom('record_versions')
          .select(['game_id', 'game_role_id', 'kind', 'day', 'hash', 'captured_at'])
          .where('game_id', '=', first.game_id)
          .where('kind', '=', first.kind)
          .where('game_role_id', 'in', [...new Set(group.map((r) => r.game_role_id))])
          .execute()),
      );
    }
    const newest = new Map<string, { hash: string; captured_at: number }>();
    const days = new Map<string, number>();
    for (const s of stored) {
      const key = recordKey(s);
      const at = Number(s.captured_at);
      if ((newest.get(key)?.captured_at ?? -Infinity) < at) {
        newest.set(key, { hash: s.hash, captured_at: at });
      }
      days.set(`${key}\u0000${s.day}`, at);
    }
    const writes = chunk.flatMap((row) => {
      const key = recordKey(row);
      const hash = createHash('sha256').update(row.payload).digest('hex');
      const last = newest.get(key);
      if (last?.hash === hash && last.captured_at <= row.captured_at) return [];
      const day = dayOf(row.captured_at);
      const sameDay = days.get(`${key}\u0000${day}`);
      if (sameDay !== undefined && sameDay > row.captured_at) return [];
      const { game_id, game_role_id, kind, captured_at, payload } = row;
      return [{ game_id, game_role_id, kind, captured_at, payload, day, hash }];
    });
    for (const part of statementChunks(writes, 128)) {
      const values = part.map((w) => [
        w.game_id,
        w.game_role_id,
        w.kind,
        w.captured_at,
        w.payload,
        w.day,
        w.hash,
      ]);
      await runBulk(db, 'recordVersions:upsert', values, (rows) =>
        db
          .insertInto('record_versions')
          .values(
            rows.map(([game_id, game_role_id, kind, captured_at, payload, day, hash]) => ({
              game_id: game_id as number,
              game_role_id: game_role_id as string,
              kind: kind as string,
              captured_at: captured_at as number,
              payload: payload as string,
              day: day as string,
              hash: hash as string,
            })),
          )
          .onConflict((oc) =>
            oc.columns(['game_id', 'game_role_id', 'kind', 'day']).doUpdateSet((eb) => ({
              captured_at: eb.ref('excluded.captured_at'),
              hash: eb.ref('excluded.hash'),
              payload: eb.ref('excluded.payload'),
            })),
          ),
      );
    }
  }
}

/** The stored versions of a role's non-periodic kind, oldest first, payloads included. */
export async function versionsOf(
  db: Kysely<Database>,
  gameId: number,
  gameRoleId: string,
  kind: string,
): Promise<{ day: string; captured_at: number; payload: string }[]> {
  const rows = await db
    .selectFrom('record_versions')
    .select(['day', 'captured_at', 'payload'])
    .where('game_id', '=', gameId)
    .where('game_role_id', '=', gameRoleId)
    .where('kind', '=', kind)
    .orderBy('captured_at', 'asc')
    .execute();
  return rows.map((r) => ({ day: r.day, captured_at: Number(r.captured_at), payload: r.payload }));
}

/** The versions `versionsOf` gives, without their payloads: each one's id, capture time and hash. */
export async function versionRefsOf(
  db: Kysely<Database>,
  gameId: number,
  gameRoleId: string,
  kind: string,
): Promise<{ id: number; captured_at: number; hash: string }[]> {
  const rows = await db
    .selectFrom('record_versions')
    .select(['id', 'captured_at', 'hash'])
    .where('game_id', '=', gameId)
    .where('game_role_id', '=', gameRoleId)
    .where('kind', '=', kind)
    .orderBy('captured_at', 'asc')
    .execute();
  return rows.map((r) => ({ id: Number(r.id), captured_at: Number(r.captured_at), hash: r.hash }));
}

/** The payloads of some versions, by id (a version deleted meanwhile is missing). */
export async function versionPayloads(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<Map<number, string>> {
  const out = new Map<number, string>();
  for (const part of statementChunks(ids)) {
    const rows = await db
      .selectFrom('record_versions')
      .select(['id', 'payload'])
      .where('id', 'in', part)
      .execute();
    for (const row of rows) out.set(Number(row.id), row.payload);
  }
  return out;
}
