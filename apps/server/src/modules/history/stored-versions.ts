import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { fromJson } from '../../db/dialect.js';
import * as repo from '../records/records.repository.js';

/** One stored payload of a kind at a moment (a version, or the current snapshot when newer). */
export interface Stored<T> {
  at: number;
  payload: T;
}

/** Every version of a non-periodic kind, oldest first, then the current snapshot when newer. */
export async function storedVersions<T>(
  db: Kysely<Database>,
  gameId: number,
  roleId: string,
  kind: string,
): Promise<Stored<T>[]> {
  const versions = await repo.versionsOf(db, gameId, roleId, kind);
  const out: Stored<T | undefined>[] = versions.map((v) => ({
    at: v.captured_at,
    payload: fromJson<T | undefined>(v.payload, undefined),
  }));
  const current = await repo.storedSnapshot(db, gameId, roleId, kind, '');
  if (current && current.captured_at > (versions.at(-1)?.captured_at ?? -1)) {
    out.push({
      at: current.captured_at,
      payload: fromJson<T | undefined>(current.payload, undefined),
    });
  }
  return out.filter((v): v is Stored<T> => v.payload !== undefined);
}
