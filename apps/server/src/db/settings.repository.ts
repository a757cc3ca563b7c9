import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from './database.js';

export async function getSetting(db: Kysely<Database>, key: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirst();
  return row?.value;
}

/** Stores `value` unless the key exists, then returns whatever is stored (first writer wins). */
export async function getOrInitSetting(
  db: Kysely<Database>,
  key: string,
  value: string,
): Promise<string> {
  await db
    .insertInto('settings')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  return (await getSetting(db, key)) ?? value;
}

export async function setSetting(db: Kysely<Database>, key: string, value: string): Promise<void> {
  await db
    .insertInto('settings')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}

/**
 * The server's SECRET: the configured one, else the one generated on the first start and kept
 * here, so every instance and the CLI derive the same keys.
 */
export function serverSecret(
  db: Kysely<Database>,
  configured: string | undefined,
): Promise<string> {
  if (configured !== undefined) return Promise.resolve(configured);
  return getOrInitSetting(db, 'secret', randomBytes(32).toString('hex'));
}
