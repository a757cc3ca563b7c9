import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { fromJson, toJson } from '../../db/dialect.js';
import { runPrepared } from '../../db/prepared.js';

/** A role's stored setting under `key` (its JSON value), or `fallback` when none is stored. */
export async function roleSetting<T>(
  db: Kysely<Database>,
  gameId: number,
  gameRoleId: string,
  key: string,
  fallback: T,
): Promise<T> {
  // The overview reads its showcase on every request: compiled once (db/prepared.ts).
  const [row] = await runPrepared(
    db,
    'roleSettings:value',
    [gameId, gameRoleId, key],
    ([game, roleId, k]) =>
      db
        .selectFrom('role_settings')
        .select('value')
        .where('game_id', '=', game)
        .where('game_role_id', '=', roleId)
        .where('key', '=', k),
  );
  return row ? fromJson<T>(row.value, fallback) : fallback;
}

/** Stores (replaces) a role's setting under `key`. */
export async function saveRoleSetting(
  db: Kysely<Database>,
  gameId: number,
  gameRoleId: string,
  key: string,
  value: unknown,
  now: number,
): Promise<void> {
  const json = toJson(value);
  await db
    .insertInto('role_settings')
    .values({ game_id: gameId, game_role_id: gameRoleId, key, value: json, updated_at: now })
    .onConflict((oc) =>
      oc.columns(['game_id', 'game_role_id', 'key']).doUpdateSet({ value: json, updated_at: now }),
    )
    .execute();
}
