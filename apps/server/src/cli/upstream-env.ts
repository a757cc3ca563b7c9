import type { Kysely } from 'kysely';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { migrateToLatest } from '../db/migrations/migrate.js';
import { serverSecret } from '../db/settings.repository.js';
import { ApiError } from '../http/api-error.js';
import { findAccountByName, findAccountByUid } from '../modules/account/account.repository.js';
import { normalizeAccountName, type AccountRow } from '../modules/account/account.service.js';
import type { LinkRow } from '../modules/upstream/link.repository.js';
import { createSyncEnv } from '../modules/upstream/sync-env.js';
import type { SyncEnv } from '../modules/upstream/sync.service.js';
import type { Print } from './commands.js';
import { CliError } from './import-files.js';

/** What every upstream command gets from the entry: the database, the config, and stdout. */
export interface UpstreamCli {
  db: Kysely<Database>;
  config: AppConfig;
  /** A line on standard output (what scripts read). */
  print: Print;
  /** Notes and progress bars (standard error by default). */
  err?: NodeJS.WriteStream;
}

/**
 * The sync environment of the CLI, on a migrated database: the same upstreams and the same SECRET
 * as the server (`SECRET`, or the one the server generated and keeps in the settings table), so
 * cookies sealed by one open in the other.
 */
export async function cliSyncEnv(db: Kysely<Database>, config: AppConfig): Promise<SyncEnv> {
  await migrateToLatest(db);
  const secret = await serverSecret(db, config.secret);
  return createSyncEnv({ db, config: config.upstream, secret });
}

/** A local account by name, normalized as `user create` and the login do. */
export async function accountNamed(db: Kysely<Database>, name: string): Promise<AccountRow> {
  const account = await findAccountByName(db, normalizeAccountName(name));
  if (!account) throw new CliError(`unknown account "${name}"`);
  return account;
}

/** Runs a service call; a retcode error becomes one line (message and retcode), not a stack. */
export async function services<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ApiError)
      throw new CliError(`${error.message} (retcode ${error.retcode})`);
    throw error;
  }
}

/** Writes a note for people (standard error), never for scripts. */
export function noteTo(err: NodeJS.WriteStream): (line: string) => void {
  return (line) => {
    err.write(`${line}\n`);
  };
}

/** The account name of a link's owner (each looked up once). */
export async function accountNames(db: Kysely<Database>, rows: readonly LinkRow[]) {
  const names = new Map<number, string>();
  for (const uid of new Set(rows.map((row) => Number(row.uid)))) {
    names.set(uid, (await findAccountByUid(db, uid))?.account ?? `#${uid}`);
  }
  return (row: LinkRow) => names.get(Number(row.uid)) ?? `#${row.uid}`;
}
