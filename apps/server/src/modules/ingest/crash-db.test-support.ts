import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { createDb } from '../../db/create-db.js';
import type { Database } from '../../db/database.js';
import { migrateToLatest } from '../../db/migrations/migrate.js';
import type { DbKind } from '../../test/test-setup.js';
import {
  isGone,
  pause,
  WAIT_LIMIT_MS,
  waitUntil,
  type Child,
} from './crash-children.test-support.js';

/*
 * The database a crash-safety run shares with its child processes, and what the test sees of it
 * from outside: committed rows, and whether a write transaction is open right now, so the kill is
 * timed by looking rather than by sleeping.
 */

export interface CrashDb {
  kind: DbKind;
  /** DATABASE_URL of the children. */
  url: string;
  /** The test's own connection (it sees committed rows only). */
  db: Kysely<Database>;
  /** True while another connection holds an open write transaction. */
  writeInFlight: () => Promise<boolean>;
  /**
   * 'ok', or what is wrong. SQLite: no write lock left, `PRAGMA integrity_check` and
   * `foreign_key_check` on a fresh connection. PostgreSQL: the dead client's transaction rolled
   * back, and amcheck's `bt_index_check` on every index when the extension can be created.
   */
  integrity: () => Promise<string>;
  drop: () => Promise<void>;
}

/** A fresh, migrated database: a SQLite file, or a PostgreSQL database of its own. */
export function openCrashDb(kind: DbKind): Promise<CrashDb> {
  return kind === 'sqlite' ? openSqlite() : openPostgres();
}

async function openSqlite(): Promise<CrashDb> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chronicle-crash-'));
  const file = path.join(dir, 'crash.db');
  const db = createDb(`sqlite:${file}`);
  await migrateToLatest(db);
  // No busy wait: while a writer holds the lock, BEGIN IMMEDIATE fails at once (SQLITE_BUSY). The
  // probe never writes and lets go at once, so the writer's own busy timeout covers any overlap.
  const probe = new BetterSqlite3(file, { timeout: 0 });
  const writeInFlight = () => {
    try {
      probe.exec('BEGIN IMMEDIATE');
    } catch (error) {
      if ((error as { code?: string }).code?.startsWith('SQLITE_BUSY')) return true;
      throw error;
    }
    probe.exec('ROLLBACK');
    return false;
  };
  const integrity = () => {
    // SQLite's locks are the process's file locks: they must have died with it.
    if (writeInFlight()) return 'a write lock outlived the process that took it';
    const check = new BetterSqlite3(file);
    try {
      const rows = check.pragma('integrity_check') as { integrity_check: string }[];
      const orphans = (check.pragma('foreign_key_check') as unknown[]).length;
      const result = rows.map((r) => r.integrity_check).join('; ');
      return orphans ? `${result}; ${orphans} foreign key violations` : result;
    } finally {
      check.close();
    }
  };
  return {
    kind: 'sqlite',
    url: `sqlite:${file}`,
    db,
    writeInFlight: () => Promise.resolve(writeInFlight()),
    integrity: () => Promise.resolve(integrity()),
    drop: async () => {
      probe.close();
      await db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A database rather than a schema (as in-process tests use): the children take nothing but a
 * DATABASE_URL, and their migrations must not find another test's tables on the search path.
 */
async function openPostgres(): Promise<CrashDb> {
  const base = process.env.TEST_DATABASE_URL ?? '';
  const name = `chronicle_crash_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const target = new URL(base);
  target.pathname = `/${name}`;
  const url = target.toString();
  const db = createDb(url);
  await migrateToLatest(db);
  const probe = new pg.Client({ connectionString: url });
  await probe.connect();
  // amcheck (a contrib module shipped with PostgreSQL) checks indexes against their tables.
  const amcheck = await probe.query('CREATE EXTENSION IF NOT EXISTS amcheck').then(
    () => true,
    () => false,
  );
  // A write takes a RowExclusiveLock on its table and keeps it until its transaction ends: an
  // import's transaction is open and has written rows.
  const writeInFlight = async () => {
    const { rows } = await probe.query<{ n: string }>(
      `SELECT count(*) AS n FROM pg_locks l JOIN pg_class c ON c.oid = l.relation
        WHERE l.database = (SELECT oid FROM pg_database WHERE datname = current_database())
          AND l.pid <> pg_backend_pid() AND l.mode = 'RowExclusiveLock'
          AND c.relname IN ('accounts', 'game_roles', 'record_snapshots', 'record_versions')`,
    );
    return Number(rows[0]?.n) > 0;
  };
  return {
    kind: 'postgres',
    url,
    db,
    writeInFlight,
    // PostgreSQL outlives its clients: what a kill may leave is the dead client's transaction
    // still holding its locks (it must be rolled back), and any index out of step with its table.
    integrity: async () => {
      await waitUntil(
        'the killed transaction is rolled back',
        async () => !(await writeInFlight()),
      );
      if (!amcheck) return 'ok';
      const { rows } = await probe.query<{ name: string }>(
        `SELECT c.oid::regclass::text AS name FROM pg_class c
           JOIN pg_am a ON a.oid = c.relam JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE c.relkind = 'i' AND a.amname = 'btree' AND n.nspname = 'public'`,
      );
      const broken: string[] = [];
      for (const { name } of rows) {
        await probe
          .query('SELECT bt_index_check($1::regclass, true)', [name])
          .catch((error: unknown) => broken.push(`${name}: ${String(error)}`));
      }
      return broken.length ? broken.join('; ') : 'ok';
    },
    drop: async () => {
      await probe.end();
      await db.destroy();
      // Ended pools still say goodbye after their promise settles, and the killed children's
      // sessions linger a moment: forcing them out earlier would throw in this process.
      await waitUntil('the test database has no sessions left', async () => {
        const { rows } = await admin.query<{ n: string }>(
          'SELECT count(*) AS n FROM pg_stat_activity WHERE datname = $1',
          [name],
        );
        return Number(rows[0]?.n) === 0;
      });
      await admin.query(`DROP DATABASE ${name}`);
      await admin.end();
    },
  };
}

/**
 * Waits until a write transaction is seen open on two probes in a row (not a passing blip) and
 * answers true. False when the child exits or `finished` turns true first: the work ended before
 * it was seen, and the caller tries again with more to write.
 */
export async function catchWriteInFlight(
  crash: CrashDb,
  child: Child,
  finished: () => boolean = () => false,
): Promise<boolean> {
  const started = Date.now();
  let seen = 0;
  for (;;) {
    if (finished() || isGone(child)) return false;
    seen = (await crash.writeInFlight()) ? seen + 1 : 0;
    if (seen >= 2) return true;
    if (Date.now() - started > WAIT_LIMIT_MS) {
      throw new Error(`no import transaction seen in ${WAIT_LIMIT_MS} ms\n${child.output()}`);
    }
    await pause(10);
  }
}
