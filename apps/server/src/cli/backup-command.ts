import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import cliProgress from 'cli-progress';
import { CliError } from './import-files.js';
import { settleAndCheck, sizeOf, sqliteFileOf, withTemporary, type Print } from './sqlite-files.js';

/*
 * `chronicle backup <file>`: a consistent copy of the SQLite database while the server runs,
 * through SQLite's online backup API (better-sqlite3's `db.backup`). It is written beside the
 * target under a temporary name and renamed once complete and checked, so the target name only
 * ever holds a whole, checked copy.
 */

/** Pages (4 kB each) copied per step: a step blocks this process only, never the server. */
const PAGES_PER_STEP = 2048;

export interface BackupProgress {
  totalPages: number;
  remainingPages: number;
}

/**
 * Copies the database in `source` to `destination` (a new file). The copy is the database as it
 * was when the copy began: every transaction committed by then, none after, so an import
 * (one transaction per bundle) is in it whole or not at all.
 *
 * The backup API copies a few pages per step; when another connection (the server) writes between
 * two steps, SQLite starts the copy over, and under a steady stream of writes it never finishes.
 * So this connection holds one read transaction across every step: in WAL mode a reader sees one
 * snapshot for as long as its transaction lasts and never blocks the writers, so nothing the server
 * commits meanwhile reaches the copy or restarts it. (The server's checkpoints cannot shrink the
 * WAL past that snapshot until the copy ends, so the WAL grows by what is written meanwhile.)
 *
 * `step` gets each step's progress and returns the pages of the next (0 waits an event-loop turn).
 */
export async function backupSqlite(
  source: string,
  destination: string,
  step: (progress: BackupProgress) => number = () => PAGES_PER_STEP,
): Promise<BackupProgress> {
  let db: BetterSqlite3.Database;
  try {
    db = new BetterSqlite3(source, { fileMustExist: true });
  } catch {
    throw new CliError(`${source}: no database there (check DATABASE_URL)`);
  }
  try {
    db.pragma('busy_timeout = 5000');
    db.exec('BEGIN');
    try {
      db.prepare('SELECT count(*) FROM sqlite_schema').get();
    } catch (error) {
      throw new CliError(`${source}: not a SQLite database (${(error as Error).message})`);
    }
    return await db.backup(destination, { progress: step });
  } finally {
    if (db.inTransaction) db.exec('COMMIT');
    db.close();
  }
}

export interface BackupOptions {
  /** Replace an existing file. */
  force?: boolean;
  /** Where progress goes (a bar on a terminal); stderr by default. */
  progress?: NodeJS.WriteStream;
  /** The pages of each step, as in `backupSqlite` (tests slow the copy down with it). */
  step?: (progress: BackupProgress) => number;
}

/** `chronicle backup <file> [--force]`. */
export async function backupCommand(
  databaseUrl: string,
  target: string,
  options: BackupOptions,
  print: Print,
): Promise<void> {
  const file = path.resolve(target);
  const source = sqliteFileOf(databaseUrl, 'backup', target);
  if (file === source) throw new CliError(`${target} is the database itself: name another file`);
  const refuseExisting = () => {
    if (fs.statSync(file, { throwIfNoEntry: false })?.isDirectory()) {
      throw new CliError(`${target} is a folder: name the file to write`);
    }
    if (!options.force && fs.existsSync(file)) {
      throw new CliError(`${target} already exists: add --force to replace it`);
    }
  };
  refuseExisting();
  if (!fs.existsSync(path.dirname(file))) {
    throw new CliError(`${path.dirname(target)}: no such folder`);
  }
  const partial = `${file}.partial`;
  const out = options.progress ?? process.stderr;
  await withTemporary(partial, async () => {
    fs.rmSync(partial, { force: true });
    const bar = new cliProgress.SingleBar(
      { format: 'backup [{bar}] {percentage}%', stream: out, hideCursor: true },
      cliProgress.Presets.shades_classic,
    );
    bar.start(1, 0);
    let pages: BackupProgress;
    try {
      pages = await backupSqlite(source, partial, (progress) => {
        bar.setTotal(progress.totalPages);
        bar.update(progress.totalPages - progress.remainingPages);
        return (options.step ?? (() => PAGES_PER_STEP))(progress);
      });
      bar.update(pages.totalPages);
    } finally {
      bar.stop();
    }
    print(`Copied ${pages.totalPages} pages of ${source}; checking the copy…`);
    const problems = settleAndCheck(partial);
    if (problems.length > 0) {
      throw new CliError(
        `the copy failed its integrity check, so ${target} was not written:\n  ` +
          `${problems.slice(0, 10).join('\n  ')}\nThe database itself may be damaged.`,
      );
    }
    refuseExisting();
    fs.renameSync(partial, file);
  });
  print(`Backed up to ${target} (${sizeOf(fs.statSync(file).size)}); integrity check: ok.`);
}
