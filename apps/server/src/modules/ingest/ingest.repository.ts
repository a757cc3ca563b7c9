import type { Kysely, Selectable } from 'kysely';
import { statementChunks } from '../../db/chunks.js';
import type { Database, ServiceTokensTable } from '../../db/database.js';

export type ServiceTokenRow = Selectable<ServiceTokensTable>;

export async function insertServiceToken(
  db: Kysely<Database>,
  row: {
    token_hash: string;
    name: string;
    created_at: number;
    expires_at: number | null;
    scopes: string | null;
  },
): Promise<void> {
  await db
    .insertInto('service_tokens')
    .values({ ...row, last_used_at: null })
    .execute();
}

export async function findServiceToken(
  db: Kysely<Database>,
  tokenHash: string,
): Promise<ServiceTokenRow | undefined> {
  return db
    .selectFrom('service_tokens')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Notes a use, at most once a minute per token (a write per ingest call would be wasted). */
export async function touchServiceToken(
  db: Kysely<Database>,
  tokenHash: string,
  now: number,
): Promise<void> {
  await db
    .updateTable('service_tokens')
    .set({ last_used_at: now })
    .where('token_hash', '=', tokenHash)
    .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', now - 60_000)]))
    .execute();
}

export function listServiceTokens(db: Kysely<Database>): Promise<ServiceTokenRow[]> {
  return db.selectFrom('service_tokens').selectAll().orderBy('created_at').execute();
}

export async function deleteServiceTokens(
  db: Kysely<Database>,
  hashes: readonly string[],
): Promise<void> {
  if (hashes.length === 0) return;
  await db
    .deleteFrom('service_tokens')
    .where('token_hash', 'in', [...hashes])
    .execute();
}

/** Of these uids, those with an account. */
export async function knownAccounts(
  db: Kysely<Database>,
  uids: readonly number[],
): Promise<Set<number>> {
  const known = new Set<number>();
  for (const part of statementChunks([...new Set(uids)])) {
    const rows = await db.selectFrom('accounts').select('uid').where('uid', 'in', part).execute();
    rows.forEach((r) => known.add(Number(r.uid)));
  }
  return known;
}

/** Of these roles, those that exist, as `game_id:game_role_id`. */
export async function knownRoles(
  db: Kysely<Database>,
  roles: readonly { game_id: number; game_role_id: string }[],
): Promise<Set<string>> {
  const known = new Set<string>();
  const byGame = new Map<number, Set<string>>();
  for (const r of roles)
    byGame.set(r.game_id, (byGame.get(r.game_id) ?? new Set()).add(r.game_role_id));
  // One game at a time: a list of (game, role) pairs would make SQLite scan the whole table.
  for (const [gameId, ids] of byGame) {
    for (const part of statementChunks([...ids])) {
      const rows = await db
        .selectFrom('game_roles')
        .select('game_role_id')
        .where('game_id', '=', gameId)
        .where('game_role_id', 'in', part)
        .execute();
      rows.forEach((r) => known.add(`${gameId}:${r.game_role_id}`));
    }
  }
  return known;
}
