import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { fromJson } from '../../db/dialect.js';
import { cachePerDatabase } from '../genshin/index-cache.js';
import { versionPayloads, versionRefsOf } from '../records/record-versions.repository.js';
import * as repo from '../records/records.repository.js';

/** One stored payload of a kind at a moment (a version, or the current snapshot when newer). */
export interface Stored<T> {
  at: number;
  payload: T;
}

/**
 * Stored rows whose readings stay in memory: a reading is a few numbers (a trend) or one
 * character's build (a few KB), and a role keeps a version of a kind per day it changed.
 */
const READINGS = 5_000;

/** Readings kept per database and stored row. */
const readingsCache = cachePerDatabase<unknown>(READINGS);

/**
 * What `read` (named `name`) makes of every version of a non-periodic kind, oldest first, then of
 * the current snapshot when it is newer,
 * kept per stored row: a version's row is known by its id and hash and the current snapshot by its
 * id and revision, so each payload is read and parsed once, not on every request. (A role keeps a
 * version a day its records change; an overview is 30–100 KB and its builds up to 260 KB.) `read`
 * may give undefined (nothing to show); payloads that are not JSON are left out, as there.
 */
export async function storedReadings<T, R>(
  db: Kysely<Database>,
  gameId: number,
  roleId: string,
  kind: string,
  name: string,
  read: (payload: T) => R,
): Promise<Stored<R>[]> {
  const cache = readingsCache(db);
  const [versions, current] = await Promise.all([
    versionRefsOf(db, gameId, roleId, kind),
    repo.latestSnapshotVersion(db, gameId, roleId, kind),
  ]);
  const refs = versions.map((v) => ({ at: v.captured_at, key: `${name}|v${v.id}.${v.hash}` }));
  const newer = current && current.captured_at > (versions.at(-1)?.captured_at ?? -1);
  if (current && newer) {
    refs.push({ at: current.captured_at, key: `${name}|s${current.id}.${current.revision}` });
  }
  const missing = refs.flatMap((ref, i) => (cache.get(ref.key) === undefined ? [i] : []));
  if (missing.length > 0) {
    const ids = missing.flatMap((i) => (i < versions.length ? [versions[i]?.id ?? -1] : []));
    const payloads = await versionPayloads(db, ids);
    for (const i of missing) {
      const ref = refs[i];
      if (!ref) continue;
      const text =
        i < versions.length
          ? payloads.get(versions[i]?.id ?? -1)
          : current && (await repo.snapshotPayload(db, current.id));
      const payload = fromJson<T | undefined>(text, undefined);
      // A payload that is not JSON is kept as such, and left out below.
      cache.set(ref.key, payload === undefined ? UNREADABLE : { value: read(payload) });
    }
  }
  return refs.flatMap((ref) => {
    const kept = cache.get(ref.key) as { value: R } | typeof UNREADABLE | undefined;
    return kept && kept !== UNREADABLE ? [{ at: ref.at, payload: kept.value }] : [];
  });
}

/** The reading of a payload that is not JSON. */
const UNREADABLE = Symbol('unreadable');

/**
 * What `read` (named `name`) makes of every stored period of a periodic kind, with the period, in
 * no particular order, kept per stored row (its id and revision) like `storedReadings`.
 */
export async function periodReadings<T, R>(
  db: Kysely<Database>,
  gameId: number,
  roleId: string,
  kind: string,
  name: string,
  read: (payload: T) => R,
): Promise<{ period: string; reading: R }[]> {
  const cache = readingsCache(db);
  const rows = await repo.periodsOf(db, gameId, roleId, kind);
  const key = (row: repo.PeriodRow) => `${name}|s${row.id}.${row.revision}`;
  for (const row of rows) {
    if (cache.get(key(row)) !== undefined) continue;
    const payload = fromJson<T | undefined>(await repo.snapshotPayload(db, row.id), undefined);
    cache.set(key(row), payload === undefined ? UNREADABLE : { value: read(payload) });
  }
  return rows.flatMap((row) => {
    const kept = cache.get(key(row)) as { value: R } | typeof UNREADABLE | undefined;
    return kept && kept !== UNREADABLE ? [{ period: row.period, reading: kept.value }] : [];
  });
}
