import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DEFAULT_LANG, EXPORT_FORMATS, normalizeLang } from '@chronicle/contract';
import type { Kysely } from 'kysely';
import { buildApp } from '../app.js';
import { loadConfig, type AppConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { migrateToLatest } from '../db/migrations/migrate.js';
import { AccountService, normalizeAccountName } from '../modules/account/account.service.js';
import { serverSecret } from '../db/settings.repository.js';
import { hashPassword } from '../modules/account/password.js';
import { deleteAccountData } from '../modules/account-data/account-deletion.js';
import { chronicleExport, type ExportCounts } from '../modules/account-data/account-export.js';
import { hoyolabExport } from '../modules/account-data/hoyolab-export.js';
import { readPasswordStdin } from './cookie-input.js';
import { CliError } from './import-files.js';

type Print = (line: string) => void;

/* Data ownership from the command line (issue 18): export, erase, and set a password. */

async function uidOf(db: Kysely<Database>, account: string): Promise<number> {
  const row = await db
    .selectFrom('accounts')
    .select('uid')
    .where('account', '=', normalizeAccountName(account))
    .executeTakeFirst();
  if (!row) throw new CliError(`no account named ${account}`);
  return Number(row.uid);
}

/**
 * `chronicle export <account> [--format chronicle|hoyolab] [--lang <code>] [-o file]`: the
 * account's data as an ingest bundle (or a zip of HoYoLAB-shaped answers in one language), to a
 * file or standard output, streamed.
 */
export async function exportCommand(
  db: Kysely<Database>,
  options: {
    account: string;
    format?: string | undefined;
    output?: string | undefined;
    lang?: string | undefined;
    /** Needed by the hoyolab format, which asks this server's handlers in-process. */
    config?: AppConfig;
  },
  print: Print,
  stdout: NodeJS.WritableStream = process.stdout,
): Promise<void> {
  const format = options.format ?? 'chronicle';
  if (!(EXPORT_FORMATS as readonly string[]).includes(format)) {
    throw new CliError(`unknown format ${format} (${EXPORT_FORMATS.join(' or ')})`);
  }
  await migrateToLatest(db);
  const uid = await uidOf(db, options.account);
  const target = options.output ? createWriteStream(options.output) : stdout;
  const where = options.output ?? 'standard output';
  // The summary goes to stderr when the export itself went to stdout.
  const say = options.output ? print : (line: string) => process.stderr.write(`${line}\n`);
  if (format === 'hoyolab') {
    const config = options.config ?? loadConfig();
    // The server's own handlers answer, in this process; no sync worker starts here.
    const app = await buildApp(
      { ...config, upstream: { ...config.upstream, workers: 0 } },
      { db, logger: false },
    );
    try {
      const accounts = new AccountService(db, await serverSecret(db, config.secret));
      const lang = normalizeLang(options.lang) ?? DEFAULT_LANG;
      const parts = await hoyolabExport({ app, db, accounts, now: Date.now }, uid, lang);
      if (!parts) throw new CliError(`no account named ${options.account}`);
      await pipeline(Readable.from(parts), target, { end: options.output !== undefined });
    } finally {
      await app.close();
    }
    say(`Exported ${options.account} as HoYoLAB answers (a zip with a README) → ${where}.`);
    return;
  }
  const counts: ExportCounts = { roles: 0, snapshots: 0, catalog: 0 };
  const parts = await chronicleExport(db, uid, counts);
  if (!parts) throw new CliError(`no account named ${options.account}`);
  await pipeline(Readable.from(parts), target, { end: options.output !== undefined });
  say(
    `Exported ${options.account}: ${counts.roles} roles, ${counts.snapshots} snapshots (every period and version), ${counts.catalog} catalog entries → ${where}.`,
  );
}

/** `chronicle user delete <account> --yes`: erases the account and everything stored for it. */
export async function userDeleteCommand(
  db: Kysely<Database>,
  options: { account: string; yes: boolean },
  print: Print,
): Promise<void> {
  if (!options.yes) {
    throw new CliError(
      'this erases the account and all its records for good: add --yes to confirm',
    );
  }
  await migrateToLatest(db);
  const uid = await uidOf(db, options.account);
  const counts = await deleteAccountData(db, uid);
  if (!counts) throw new CliError(`no account named ${options.account}`);
  print(
    `Deleted ${options.account} (uid ${uid}): ${counts.roles} roles, ${counts.snapshots} snapshots, ${counts.links} linked accounts, ${counts.media} images.`,
  );
}

/** `chronicle user password <account> --password-stdin`: sets (or replaces) the password. */
export async function userPasswordCommand(
  db: Kysely<Database>,
  options: { account: string; stdin?: NodeJS.ReadStream },
  print: Print,
): Promise<void> {
  await migrateToLatest(db);
  const uid = await uidOf(db, options.account);
  const password = await readPasswordStdin(options.stdin, 'New password, then Enter: ');
  await db
    .updateTable('accounts')
    .set({ password_hash: await hashPassword(password) })
    .where('uid', '=', uid)
    .execute();
  // Sessions of the old password end with it.
  await db.deleteFrom('sessions').where('uid', '=', uid).execute();
  print(`Password of ${options.account} set.`);
}
