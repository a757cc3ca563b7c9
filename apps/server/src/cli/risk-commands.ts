import { isIP } from 'node:net';
import { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { migrateToLatest } from '../db/migrations/migrate.js';
import { riskStore } from '../modules/risk/risk.service.js';
import { accountSubject, ipSubject } from '../modules/risk/risk.subjects.js';
import type { RiskStore, Subject } from '../modules/risk/risk.store.js';
import type { Print } from './commands.js';
import { CliError } from './import-files.js';

/*
 * `chronicle risk list` and `chronicle risk clear <uid|address>`: the operator's view of the risk
 * engine (README "Risk control"). They read the same state the servers use: Redis when REDIS_URL
 * is set, the database otherwise.
 */

/** A uid (digits) names an account; anything else must be an IPv4 or IPv6 address. */
export function subjectOf(value: string): Subject {
  if (/^\d{1,15}$/.test(value)) return accountSubject(Number(value));
  if (isIP(value) !== 0) return ipSubject(value);
  throw new CliError(`"${value}" is neither a uid nor an IP address`);
}

async function withStore<T>(
  db: Kysely<Database>,
  config: AppConfig,
  work: (store: RiskStore) => Promise<T>,
): Promise<T> {
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1 })
    : undefined;
  try {
    if (!redis) await migrateToLatest(db);
    return await work(riskStore({ db, redis, config: config.risk }));
  } finally {
    redis?.disconnect();
  }
}

const time = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** Prints the flags that hold now, newest first. */
export async function riskListCommand(
  db: Kysely<Database>,
  config: AppConfig,
  print: Print,
): Promise<void> {
  const flags = await withStore(db, config, (store) => store.activeFlags(Date.now()));
  if (flags.length === 0) {
    print('No risk flags hold.');
    return;
  }
  for (const flag of flags) {
    const since = flag.flaggedAt === null ? '' : ` since ${time(flag.flaggedAt)}`;
    print(
      `${flag.subject}  ${flag.level ?? '-'}${since} until ${time(flag.until)}  (${flag.reason ?? ''})`,
    );
  }
}

/** Lifts a flag and forgets the subject's counts, the daily one included. */
export async function riskClearCommand(
  db: Kysely<Database>,
  config: AppConfig,
  value: string,
  print: Print,
): Promise<void> {
  const subject = subjectOf(value);
  const cleared = await withStore(db, config, (store) => store.clear(subject, Date.now()));
  print(cleared ? `Cleared ${subject}.` : `Nothing recorded for ${subject}.`);
}
