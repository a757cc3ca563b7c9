import type { Insertable, Kysely, Selectable } from 'kysely';
import type { AccountsTable, Database, SessionsTable } from '../../db/database.js';
import { runPrepared } from '../../db/prepared.js';

export type AccountRow = Selectable<AccountsTable>;
export type SessionRow = Selectable<SessionsTable>;

/**
 * Community uids start here (docs/reference/product.md#demo-accounts: the first demo account is
 * 100000001).
 */
export const FIRST_UID = 100_000_001;

export async function findAccountByName(
  db: Kysely<Database>,
  account: string,
): Promise<AccountRow | undefined> {
  return db.selectFrom('accounts').selectAll().where('account', '=', account).executeTakeFirst();
}

export async function findAccountByUid(
  db: Kysely<Database>,
  uid: number,
): Promise<AccountRow | undefined> {
  return db.selectFrom('accounts').selectAll().where('uid', '=', uid).executeTakeFirst();
}

export async function countAccounts(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('accounts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The next free uid (racy by design: the caller retries on a unique violation). */
export async function nextUid(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('accounts')
    .select((eb) => eb.fn.max<number | null>('uid').as('max'))
    .executeTakeFirst();
  const max = row?.max === null || row?.max === undefined ? 0 : Number(row.max);
  return Math.max(max + 1, FIRST_UID);
}

export async function insertAccount(
  db: Kysely<Database>,
  row: Insertable<AccountsTable>,
): Promise<void> {
  await db.insertInto('accounts').values(row).execute();
}

/** Inserts or updates an account by uid; a null password hash keeps the stored one. */
export async function upsertAccount(
  db: Kysely<Database>,
  row: Insertable<AccountsTable>,
): Promise<void> {
  const { uid: _uid, created_at: _created, password_hash, ...rest } = row;
  await db
    .insertInto('accounts')
    .values(row)
    .onConflict((oc) =>
      oc.column('uid').doUpdateSet(password_hash ? { ...rest, password_hash } : rest),
    )
    .execute();
}

export async function insertSession(db: Kysely<Database>, row: SessionRow): Promise<void> {
  await db.insertInto('sessions').values(row).execute();
}

export async function findSession(
  db: Kysely<Database>,
  tokenHash: string,
): Promise<SessionRow | undefined> {
  // Every signed-in request reads its session: compiled once (db/prepared.ts).
  const [row] = await runPrepared(db, 'sessions:byTokenHash', [tokenHash], ([hash]) =>
    db.selectFrom('sessions').selectAll().where('token_hash', '=', hash),
  );
  return row;
}

export async function deleteSession(db: Kysely<Database>, tokenHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
}

export async function deleteExpiredSessions(db: Kysely<Database>, now: number): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<=', now).execute();
}
