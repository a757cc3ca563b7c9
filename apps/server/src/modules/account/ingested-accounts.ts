import { RETCODE, type IngestAccount } from '@chronicle/contract';
import type { Kysely } from 'kysely';
import { statementChunks } from '../../db/chunks.js';
import type { AccountsTable, Database } from '../../db/database.js';
import { ApiError } from '../../http/api-error.js';
import { defaultAvatarPath, normalizeAccountName } from './account.service.js';
import { isValidBirthDate } from './age.js';

/*
 * Accounts pushed by ingest, many at a time (an import bundle). The checks and their messages are
 * those of `upsertIngestedAccount`, which writes one account and shares them.
 */

/** An impossible date would make a child count as an adult (isMinor is false without a date). */
export function assertIngestedBirthDate(birth: string | null | undefined, where: string): void {
  if (
    typeof birth === 'string' &&
    (!isValidBirthDate(birth) || birth > new Date().toISOString().slice(0, 10))
  ) {
    throw new ApiError(
      RETCODE.INVALID_PAYLOAD,
      `Invalid payload: ${where}.birth_date "${birth}" is not a real past date`,
    );
  }
}

/** Holders of account names (normalized), by name. */
async function holdersOf(db: Kysely<Database>, names: readonly string[]) {
  const holders = new Map<string, number>();
  for (const part of statementChunks([...new Set(names)])) {
    const rows = await db
      .selectFrom('accounts')
      .select(['uid', 'account'])
      .where('account', 'in', part)
      .execute();
    rows.forEach((r) => holders.set(r.account, Number(r.uid)));
  }
  return holders;
}

async function upsertRows(
  db: Kysely<Database>,
  rows: readonly AccountsTable[],
  keepPassword: boolean,
): Promise<void> {
  for (const part of statementChunks(rows)) {
    await db
      .insertInto('accounts')
      .values(part)
      .onConflict((oc) =>
        oc.column('uid').doUpdateSet((eb) => ({
          account: eb.ref('excluded.account'),
          nickname: eb.ref('excluded.nickname'),
          avatar_url: eb.ref('excluded.avatar_url'),
          introduce: eb.ref('excluded.introduce'),
          gender: eb.ref('excluded.gender'),
          birth_date: eb.ref('excluded.birth_date'),
          ...(keepPassword ? {} : { password_hash: eb.ref('excluded.password_hash') }),
        })),
      )
      .execute();
  }
}

/**
 * Writes ingested accounts as `upsertIngestedAccount` would one after the other, a few hundred per
 * statement. Returns false, writing nothing, when that would not be the same: two items share a uid
 * or a name, or a name belongs to another uid (the caller then goes one by one, which also reports
 * the error at the right item).
 */
export async function upsertIngestedAccounts(
  db: Kysely<Database>,
  accounts: readonly IngestAccount[],
  hashes: readonly (string | null)[],
): Promise<boolean> {
  const names = accounts.map((a) => normalizeAccountName(a.account));
  if (new Set(names).size !== names.length) return false;
  if (new Set(accounts.map((a) => a.uid)).size !== accounts.length) return false;
  const holders = await holdersOf(db, names);
  if (accounts.some((a, i) => (holders.get(names[i] ?? '') ?? a.uid) !== a.uid)) return false;
  accounts.forEach((a, i) => assertIngestedBirthDate(a.birth_date, `$.accounts[${i}]`));

  // A password set from outside ends the sessions of the old one, as a change of password should.
  const renewed = accounts.filter((_a, i) => hashes[i] && holders.has(names[i] ?? ''));
  for (const part of statementChunks(renewed.map((a) => a.uid))) {
    await db.deleteFrom('sessions').where('uid', 'in', part).execute();
  }
  const now = Date.now();
  const rows = accounts.map((input, i): AccountsTable => ({
    uid: input.uid,
    account: names[i] ?? '',
    password_hash: hashes[i] ?? null,
    nickname: input.nickname,
    avatar_url: input.avatar_url ?? defaultAvatarPath(input.uid),
    introduce: input.introduce ?? '',
    gender: input.gender ?? 0,
    birth_date: input.birth_date ?? null,
    created_at: now,
  }));
  await upsertRows(
    db,
    rows.filter((r) => r.password_hash !== null),
    false,
  );
  await upsertRows(
    db,
    rows.filter((r) => r.password_hash === null),
    true,
  );
  return true;
}
