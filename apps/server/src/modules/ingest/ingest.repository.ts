import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';

export async function insertServiceToken(
  db: Kysely<Database>,
  row: { token_hash: string; name: string; created_at: number },
): Promise<void> {
  await db.insertInto('service_tokens').values(row).execute();
}

export async function serviceTokenExists(
  db: Kysely<Database>,
  tokenHash: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('service_tokens')
    .select('name')
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  return row !== undefined;
}
