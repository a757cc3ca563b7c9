import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { sqlitePath } from '../db/create-db.js';
import { CliError } from './import-files.js';

/*
 * What `chronicle backup` and `chronicle restore` (backup-command.ts, restore-command.ts) share:
 * the SQLite file DATABASE_URL names, the commands a PostgreSQL operator runs instead, the checks
 * of a copy, and the temporary files they leave nowhere when interrupted.
 */

export type Print = (line: string) => void;

/** Quotes a shell word when it needs it, so a printed command can be pasted as it is. */
export function shellWord(word: string): string {
  return /^[\w./:@%+=,-]+$/.test(word) ? word : `'${word.replaceAll("'", `'\\''`)}'`;
}

/** The URL without its password, which a printed command should not show. */
function withoutPassword(url: string): { url: string; hidden: boolean } {
  try {
    const parsed = new URL(url);
    if (!parsed.password) return { url, hidden: false };
    parsed.password = '';
    return { url: parsed.toString(), hidden: true };
  } catch {
    return { url, hidden: false };
  }
}

/**
 * The file of a `sqlite:` DATABASE_URL; for PostgreSQL, a `CliError` that gives the pg_dump or
 * pg_restore command to run instead (the same commands docs/DEPLOY.md gives).
 */
export function sqliteFileOf(databaseUrl: string, command: 'backup' | 'restore', file: string) {
  if (databaseUrl.startsWith('sqlite:')) {
    const database = sqlitePath(databaseUrl);
    if (database === ':memory:') {
      throw new CliError(`DATABASE_URL is an in-memory database: there is no file to ${command}`);
    }
    return path.resolve(database);
  }
  const { url, hidden } = withoutPassword(databaseUrl);
  const run =
    command === 'backup'
      ? `pg_dump --format=custom --file=${shellWord(file)} ${shellWord(url)}`
      : `pg_restore --clean --if-exists --no-owner --single-transaction --dbname=${shellWord(url)} ${shellWord(file)}`;
  const when =
    command === 'backup'
      ? 'pg_dump takes a consistent copy while the server runs'
      : 'stop the server first; docs/DEPLOY.md shows how to restore into a new, empty database instead';
  const password = hidden
    ? '\nThe password is left out of the URL: the tool asks for it (or reads PGPASSWORD or ~/.pgpass).'
    : '';
  throw new CliError(
    `${command} works on SQLite databases only, and DATABASE_URL is PostgreSQL. Run:\n  ${run}\n` +
      `(${when})${password}`,
  );
}

/** "12.3 MB" and the like. */
export function sizeOf(bytes: number): string {
  const units = ['bytes', 'kB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return unit === 0 ? `${bytes} bytes` : `${value.toFixed(1)} ${units[unit]}`;
}

const SQLITE_MAGIC = 'SQLite format 3\0';

/** True when the file starts with SQLite's header. */
export function isSqliteFile(file: string): boolean {
  const header = Buffer.alloc(SQLITE_MAGIC.length);
  const fd = fs.openSync(file, 'r');
  try {
    return fs.readSync(fd, header, 0, header.length, 0) === header.length
      ? header.toString('latin1') === SQLITE_MAGIC
      : false;
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * Makes a copy one self-contained file (rollback journal rather than WAL, so there is no `-wal`
 * to keep beside it; the server turns WAL back on when it opens it) and checks it. Returns the
 * problems `PRAGMA integrity_check` found (none when it answers "ok").
 */
export function settleAndCheck(file: string): string[] {
  const db = new BetterSqlite3(file, { fileMustExist: true });
  try {
    db.pragma('journal_mode = DELETE');
    const rows = db.pragma('integrity_check') as { integrity_check: string }[];
    const problems = rows.map((r) => r.integrity_check);
    return problems.length === 1 && problems[0] === 'ok' ? [] : problems;
  } catch (error) {
    // A file damaged badly enough ("database disk image is malformed") fails the check itself.
    return [(error as Error).message];
  } finally {
    db.close();
  }
}

/** Removes a file and its `-wal`, `-shm` and `-journal`, whichever exist. */
export function removeWithSidecars(file: string): void {
  for (const suffix of ['', '-wal', '-shm', '-journal']) fs.rmSync(file + suffix, { force: true });
}

/**
 * Runs `work` with a temporary file that is removed if it fails or the process is interrupted
 * (Ctrl-C, SIGTERM). While it runs, those signals wait for the event loop, so the synchronous
 * steps of `work` (the renames of a restore) are never cut in half.
 */
export async function withTemporary<T>(file: string, work: () => Promise<T> | T): Promise<T> {
  const interrupted = (signal: NodeJS.Signals) => {
    removeWithSidecars(file);
    process.stderr.write(`chronicle: interrupted (${signal}); nothing was changed\n`);
    process.exit(130);
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  try {
    return await work();
  } finally {
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
    removeWithSidecars(file);
  }
}
