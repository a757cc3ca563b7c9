import BetterSqlite3 from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import { dialectOf } from './dialect.js';

/** First key of the PostgreSQL advisory lock; the second is the schema's hash. Any fixed number. */
const PG_LOCK_NAMESPACE = 20_261_128;

export interface StartupLockOptions {
  /** How long to wait for another process to finish (default five minutes). */
  timeoutMs?: number;
  /** How often to look again while another process holds the lock. */
  pollMs?: number;
  /** Called once, when the lock is held by another process and this one starts waiting. */
  onWait?: () => void;
}

/** Thrown when another process held the lock for longer than the timeout. */
export class StartupLockTimeoutError extends Error {
  constructor(seconds: number) {
    super(
      `another Chronicle process has been migrating or loading the demo data on this database for ${seconds} s: ` +
        'wait for it, or stop it if it is stuck, and start again',
    );
    this.name = 'StartupLockTimeoutError';
  }
}

/**
 * Runs `work` while no other process runs work under this lock on the same database: migrating, and
 * loading the demo data into an empty database, happen once when several instances (or the server
 * and a CLI command) start together. The others wait, then find the work done.
 *
 * - PostgreSQL: a session advisory lock keyed by the schema, held on one pooled connection for the
 *   duration (released by the server if the process dies).
 * - SQLite: an exclusive lock on a small sibling file, `<database>-lock` (the operating system
 *   releases it if the process dies). The database itself cannot be the lock: its one connection
 *   must stay free for the work. An in-memory database is private to its process: no lock.
 */
export async function withStartupLock<DB, T>(
  db: Kysely<DB>,
  work: () => Promise<T>,
  options: StartupLockOptions = {},
): Promise<T> {
  return dialectOf(db) === 'postgres'
    ? withPostgresLock(db, work, options)
    : withSqliteLock(db, work, options);
}

/** Calls `attempt` until it answers true, waiting `pollMs` between tries, up to `timeoutMs`. */
async function acquire(
  attempt: () => Promise<boolean>,
  { timeoutMs = 300_000, pollMs = 100, onWait }: StartupLockOptions,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let waiting = false;
  while (!(await attempt())) {
    if (!waiting) {
      waiting = true;
      onWait?.();
    }
    if (Date.now() >= deadline) throw new StartupLockTimeoutError(Math.round(timeoutMs / 1000));
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

function withPostgresLock<DB, T>(
  db: Kysely<DB>,
  work: () => Promise<T>,
  options: StartupLockOptions,
): Promise<T> {
  const key = sql`${sql.lit(PG_LOCK_NAMESPACE)}, hashtext(current_schema())`;
  return db.connection().execute(async (connection) => {
    await acquire(async () => {
      const { rows } = await sql<{
        locked: boolean;
      }>`select pg_try_advisory_lock(${key}) as locked`.execute(connection);
      return rows[0]?.locked === true;
    }, options);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${key})`.execute(connection);
    }
  });
}

async function withSqliteLock<DB, T>(
  db: Kysely<DB>,
  work: () => Promise<T>,
  options: StartupLockOptions,
): Promise<T> {
  const { rows } = await sql<{
    file: string;
  }>`select file from pragma_database_list where name = 'main'`.execute(db);
  const file = rows[0]?.file ?? '';
  if (file === '') return work();
  const lock = new BetterSqlite3(`${file}-lock`, { timeout: 0 });
  try {
    await acquire(() => {
      try {
        lock.exec('BEGIN EXCLUSIVE');
        return Promise.resolve(true);
      } catch (error) {
        if ((error as { code?: unknown }).code === 'SQLITE_BUSY') return Promise.resolve(false);
        throw error;
      }
    }, options);
    return await work();
  } finally {
    // Closing ends the transaction and with it the lock.
    lock.close();
  }
}
