import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import { migrateToLatest } from '../db/migrations/migrate.js';
import { ApiError } from '../http/api-error.js';
import { loadDemoData } from '../load-demo.js';
import { createAccount } from '../modules/account/account.service.js';
import { createServiceToken } from '../modules/ingest/service-token.service.js';
import { CliError, importFiles } from './import-files.js';

export type Print = (line: string) => void;

export async function migrateCommand(db: Kysely<Database>, print: Print): Promise<void> {
  const applied = await migrateToLatest(db);
  print(applied.length ? `Applied: ${applied.join(', ')}` : 'The database is up to date.');
}

export async function demoCommand(db: Kysely<Database>, print: Print): Promise<void> {
  await migrateToLatest(db);
  const result = await loadDemoData(db);
  print(
    `Demo data loaded: ${result.accounts} accounts, ${result.roles} roles, ` +
      `${result.catalog} catalog entries, ${result.snapshots} snapshots.`,
  );
}

export async function importCommand(
  db: Kysely<Database>,
  target: string,
  print: Print,
): Promise<void> {
  await migrateToLatest(db);
  const summary = await importFiles(db, target);
  print(`Imported ${summary.items} items from ${summary.files} file(s).`);
}

export async function tokenCreateCommand(
  db: Kysely<Database>,
  name: string,
  print: Print,
): Promise<void> {
  await migrateToLatest(db);
  const token = await createServiceToken(db, name);
  print(token);
  process.stderr.write(`Service token "${name}" created. It is shown once: store it now.\n`);
}

export interface UserCreateOptions {
  account: string;
  password: string;
  nickname?: string | undefined;
  birthDate?: string | undefined;
}

export async function userCreateCommand(
  db: Kysely<Database>,
  options: UserCreateOptions,
  print: Print,
): Promise<void> {
  await migrateToLatest(db);
  try {
    const account = await createAccount(db, {
      account: options.account,
      password: options.password,
      nickname: options.nickname,
      birth_date: options.birthDate,
    });
    print(`Created ${account.account} with uid ${account.uid}.`);
  } catch (error) {
    if (error instanceof ApiError)
      throw new CliError(`${error.message} (retcode ${error.retcode})`);
    throw error;
  }
}
