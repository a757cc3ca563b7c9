import { SERVICE_SCOPES, type ServiceScope } from '@chronicle/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import { migrateToLatest } from '../db/migrations/migrate.js';
import { ApiError } from '../http/api-error.js';
import { loadDemoData } from '../load-demo.js';
import { createAccount } from '../modules/account/account.service.js';
import {
  createServiceToken,
  listServiceTokens,
  revokeServiceTokens,
} from '../modules/ingest/service-token.service.js';
import { readPasswordStdin } from './cookie-input.js';
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
  options: { expiresInDays?: number | undefined; scopes?: string | undefined } = {},
): Promise<void> {
  await migrateToLatest(db);
  const scopes = options.scopes === undefined ? undefined : parseScopes(options.scopes);
  if (
    options.expiresInDays !== undefined &&
    !(Number.isInteger(options.expiresInDays) && options.expiresInDays > 0)
  ) {
    throw new CliError('--expires-days takes a whole number of days, 1 or more');
  }
  const token = await createServiceToken(db, name, {
    ...(options.expiresInDays === undefined ? {} : { expiresInDays: options.expiresInDays }),
    ...(scopes ? { scopes } : {}),
  });
  print(token);
  const expiry =
    options.expiresInDays === undefined ? '' : ` It expires in ${options.expiresInDays} days.`;
  const scope = scopes ? ` It may only: ${scopes.join(', ')}.` : '';
  process.stderr.write(
    `Service token "${name}" created.${expiry}${scope} It is shown once: store it now.\n`,
  );
}

/** `--scope import,site`: known scope names only, at least one. */
function parseScopes(value: string): ServiceScope[] {
  const names = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const known: readonly string[] = SERVICE_SCOPES;
  const unknown = names.filter((n) => !known.includes(n));
  if (names.length === 0 || unknown.length > 0) {
    throw new CliError(`--scope takes a comma-separated list of: ${SERVICE_SCOPES.join(', ')}`);
  }
  return names as ServiceScope[];
}

const day = (ms: number | null) => (ms === null ? '-' : new Date(ms).toISOString().slice(0, 16));

/** `chronicle token list`: name, fingerprint, created, expires, last used; never the token. */
export async function tokenListCommand(db: Kysely<Database>, print: Print): Promise<void> {
  await migrateToLatest(db);
  const tokens = await listServiceTokens(db);
  if (tokens.length === 0) {
    print('No service tokens.');
    return;
  }
  print('name\tfingerprint\tcreated\texpires\tlast used\tscopes');
  for (const t of tokens) {
    const scopes = t.scopes.length === SERVICE_SCOPES.length ? 'all' : t.scopes.join(',');
    print(
      [t.name, t.fingerprint, day(t.createdAt), day(t.expiresAt), day(t.lastUsedAt), scopes].join(
        '\t',
      ),
    );
  }
}

/** `chronicle token revoke <name|fingerprint>`: the matching tokens stop working at once. */
export async function tokenRevokeCommand(
  db: Kysely<Database>,
  which: string,
  print: Print,
): Promise<void> {
  await migrateToLatest(db);
  const revoked = await revokeServiceTokens(db, which);
  if (revoked === 0) throw new CliError(`no service token named or starting with ${which}`);
  print(`Revoked ${revoked} service token${revoked === 1 ? '' : 's'}.`);
}

export interface UserCreateOptions {
  account: string;
  /** Read from standard input when not given (`--password-stdin`). */
  password?: string | undefined;
  nickname?: string | undefined;
  birthDate?: string | undefined;
}

export async function userCreateCommand(
  db: Kysely<Database>,
  options: UserCreateOptions,
  print: Print,
): Promise<void> {
  await migrateToLatest(db);
  const password = options.password ?? (await readPasswordStdin());
  try {
    const account = await createAccount(db, {
      account: options.account,
      password,
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
