import type { Kysely, Selectable } from 'kysely';
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
