import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { DEFAULT_MIGRATION_TABLE } from 'kysely';
import { MIGRATION_NAMES } from '../db/migrations/migrate.js';
import { CliError } from './import-files.js';
import {
  isSqliteFile,
  removeWithSidecars,
  settleAndCheck,
  sizeOf,
  sqliteFileOf,
  withTemporary,
  type Print,
} from './sqlite-files.js';

/*
 * `chronicle restore <file>` (server stopped): puts a backup in place of the SQLite database.
 * The backup is copied beside the database and checked there (a SQLite file, `integrity_check`,
 * Chronicle's migration table, no migration this build does not know), so what is checked is what
 * goes in place. The current database is moved aside (`<db>.before-restore-<time>`), never deleted.
 */

/** The migrations a database has applied, or a `CliError` when it is not a Chronicle database. */
function appliedMigrations(file: string, shown: string): string[] {
  const db = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
  try {
    const table = db
      .prepare("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = ?")
      .get(DEFAULT_MIGRATION_TABLE);
    if (!table) {
      throw new CliError(`${shown} is a SQLite database but not Chronicle's (no migration table)`);
    }
    const rows = db.prepare(`SELECT name FROM ${DEFAULT_MIGRATION_TABLE} ORDER BY name`).all();
    return (rows as { name: string }[]).map((r) => r.name);
  } finally {
    db.close();
  }
}

/** Checks the copy of a backup; returns the migrations the server will apply when it starts. */
function checkBackup(copy: string, shown: string): string[] {
  const problems = settleAndCheck(copy);
  if (problems.length > 0) {
    throw new CliError(
      `${shown} failed its integrity check:\n  ${problems.slice(0, 10).join('\n  ')}`,
    );
  }
  const applied = appliedMigrations(copy, shown);
  const unknown = applied.filter((name) => !MIGRATION_NAMES.includes(name));
  if (unknown.length > 0) {
    throw new CliError(
      `${shown} comes from a newer Chronicle: its schema has migrations this build does not ` +
        `know (${unknown.join(', ')}). Upgrade Chronicle, then restore it.`,
    );
  }
  return MIGRATION_NAMES.filter((name) => !applied.includes(name));
}

/**
 * Takes the database file for this process alone, or throws when another one has it open.
 *
 * The server always opens its database in WAL mode (db/create-db.ts), and in WAL mode every open
 * connection holds a shared lock on the database file for as long as it is open, idle or not (its
 * ingest worker and checkpoint thread too; this is how SQLite's last connection knows it may
 * delete the WAL on close). A connection in `locking_mode = EXCLUSIVE` takes an exclusive lock on
 * the file at its first read and keeps it until it closes, without using the `-shm` file; with
 * no busy wait, that read fails at once while anything else has the file open. Holding the lock
 * also keeps a server from starting on the old file while the restore runs. A crashed server's
 * `-wal` is recovered by this read, and `wal_checkpoint(TRUNCATE)` then writes it into the file,
 * so the file moved aside is complete on its own.
 */
function lockDatabase(file: string): BetterSqlite3.Database {
  const db = new BetterSqlite3(file, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 0');
    db.pragma('locking_mode = EXCLUSIVE');
    db.exec('BEGIN EXCLUSIVE');
    db.exec('COMMIT');
    db.pragma('wal_checkpoint(TRUNCATE)');
    return db;
  } catch (error) {
    db.close();
    const code = (error as { code?: string }).code;
    if (code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED') {
      throw new CliError(
        `${file} is in use (is the server running?): stop the server, then restore`,
      );
    }
    throw new CliError(`${file}: cannot take the database (${(error as Error).message})`);
  }
}

const stamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');

/** `chronicle restore <file>`. */
export async function restoreCommand(
  databaseUrl: string,
  backup: string,
  print: Print,
  now: () => Date = () => new Date(),
): Promise<void> {
  const database = sqliteFileOf(databaseUrl, 'restore', backup);
  const stat = fs.statSync(backup, { throwIfNoEntry: false });
  if (!stat) throw new CliError(`${backup}: no such file`);
  if (!stat.isFile()) throw new CliError(`${backup} is not a file`);
  if (fs.existsSync(database) && fs.realpathSync(backup) === fs.realpathSync(database)) {
    throw new CliError(`${backup} is the database itself`);
  }
  if (!isSqliteFile(backup)) throw new CliError(`${backup} is not a SQLite database`);
  if ((fs.statSync(`${backup}-wal`, { throwIfNoEntry: false })?.size ?? 0) > 0) {
    throw new CliError(
      `${backup} has a write-ahead log beside it (${backup}-wal), which holds part of its data: ` +
        'use a copy made by "chronicle backup"',
    );
  }
  fs.mkdirSync(path.dirname(database), { recursive: true });
  const lock = fs.existsSync(database) ? lockDatabase(database) : undefined;
  const incoming = `${database}.restoring`;
  let aside: string | undefined;
  let pending: string[];
  try {
    pending = await withTemporary(incoming, () => {
      removeWithSidecars(incoming);
      fs.copyFileSync(backup, incoming);
      const toApply = checkBackup(incoming, backup);
      // From here to the last rename nothing waits, so an interrupt cannot stop it halfway.
      if (lock) {
        aside = `${database}.before-restore-${stamp(now())}`;
        fs.renameSync(database, aside);
        lock.close();
      }
      // The old database's WAL was written into it above; a `-shm` may be left by a crash.
      for (const suffix of ['-wal', '-shm', '-journal']) {
        fs.rmSync(database + suffix, { force: true });
      }
      try {
        fs.renameSync(incoming, database);
      } catch (error) {
        if (aside) fs.renameSync(aside, database);
        throw error;
      }
      return toApply;
    });
  } finally {
    if (lock?.open) lock.close();
  }
  print(`Restored ${backup} to ${database} (${sizeOf(fs.statSync(database).size)}).`);
  print(aside ? `The previous database is kept as ${aside}.` : 'There was no database before.');
  print(
    pending.length === 0
      ? "Its schema is this build's: start the server."
      : `Its schema is older: the server applies ${pending.join(', ')} when it starts.`,
  );
}
