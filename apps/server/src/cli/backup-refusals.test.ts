import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { Kysely, SqliteDialect } from 'kysely';
import type { Database } from '../db/database.js';
import { migrateToLatest, MIGRATION_NAMES } from '../db/migrations/migrate.js';
import { backupCommand } from './backup-command.js';
import { restoreCommand } from './restore-command.js';

/*
 * What `chronicle backup` and `chronicle restore` refuse, with the message an operator reads and,
 * through the real CLI (bundled for the test run, as in cli.test.ts), a non-zero exit.
 */

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chronicle-backup-refusals-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const at = (name: string) => path.join(dir, name);
const database = at('live.db');
const url = `sqlite:${database}`;
const PG_URL = 'postgres://chronicle:s3cret@db.example:5432/chronicle';

/** Runs the real CLI; several at once, since each start takes a second or two. */
async function chronicle(args: string[], databaseUrl = url) {
  const run = promisify(execFile)(
    process.execPath,
    [path.join(inject('serverBuild'), 'cli.js'), ...args],
    { cwd: serverRoot, env: { ...process.env, DATABASE_URL: databaseUrl }, timeout: 30_000 },
  );
  try {
    const { stdout, stderr } = await run;
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** A copy of the live database changed by `change` (run on the copy, then closed). */
function variant(name: string, change: (db: BetterSqlite3.Database) => void): string {
  fs.copyFileSync(database, at(name));
  const db = new BetterSqlite3(at(name));
  try {
    change(db);
  } finally {
    db.close();
  }
  return at(name);
}

const noop = () => undefined;
const lines: string[] = [];
let newer = '';

describe('chronicle backup and restore from the command line', { timeout: 60_000 }, () => {
  beforeAll(async () => {
    // Migrated on a plain connection that is closed when destroy() returns (createDb's checkpoint
    // thread closes its own a moment later, and a restore refuses a file still open).
    const sqlite = new BetterSqlite3(database);
    sqlite.pragma('journal_mode = WAL');
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
    await migrateToLatest(db);
    await db.destroy();
    newer = variant('newer.db', (db) => {
      db.prepare('INSERT INTO kysely_migration (name, timestamp) VALUES (?, ?)').run(
        '9999-from-the-future',
        new Date().toISOString(),
      );
    });
  });

  it('backup refuses to replace a file without --force, and replaces it with', async () => {
    fs.writeFileSync(at('taken.db'), 'keep me');
    await expect(backupCommand(url, at('taken.db'), {}, noop)).rejects.toThrow(
      /taken\.db already exists: add --force to replace it/,
    );
    expect(fs.readFileSync(at('taken.db'), 'utf8')).toBe('keep me');
    await backupCommand(url, at('taken.db'), { force: true }, noop);
    const replaced = new BetterSqlite3(at('taken.db'), { readonly: true });
    expect(replaced.pragma('integrity_check', { simple: true })).toBe('ok');
    replaced.close();
    await expect(backupCommand(url, dir, { force: true }, noop)).rejects.toThrow(/is a folder/);
    await expect(backupCommand(url, database, { force: true }, noop)).rejects.toThrow(
      /is the database itself/,
    );
    await expect(backupCommand(`sqlite:${at('none.db')}`, at('x.db'), {}, noop)).rejects.toThrow(
      /none\.db: no database there/,
    );
  });

  it('restore refuses what is not a whole Chronicle database of this build or older', async () => {
    fs.writeFileSync(at('notes.txt'), 'not a database at all');
    const before = fs.readFileSync(database);
    const cases: [string, RegExp][] = [
      [at('notes.txt'), /notes\.txt is not a SQLite database/],
      [newer, /newer\.db comes from a newer Chronicle: .*\(9999-from-the-future\)\. Upgrade/],
      [variant('other.db', (db) => db.exec('DROP TABLE kysely_migration')), /but not Chronicle's/],
      [at('missing.db'), /missing\.db: no such file/],
    ];
    // Garbage over every page but the first (the schema) of a copy.
    const damaged = at('damaged.db');
    fs.copyFileSync(database, damaged);
    const size = fs.statSync(damaged).size;
    fs.writeFileSync(
      damaged,
      Buffer.concat([before.subarray(0, 4096), Buffer.alloc(size - 4096, 7)]),
    );
    cases.push([damaged, /damaged\.db failed its integrity check/]);
    fs.copyFileSync(database, at('logged.db'));
    fs.writeFileSync(at('logged.db-wal'), 'frames');
    cases.push([at('logged.db'), /has a write-ahead log beside it/]);
    for (const [file, message] of cases) {
      await expect(restoreCommand(url, file, noop), file).rejects.toThrow(message);
    }
    // The database in place was left as it was, and nothing was left beside it.
    expect(fs.readFileSync(database).equals(before)).toBe(true);
    expect(fs.readdirSync(dir).filter((n) => /restoring|before-restore/.test(n))).toEqual([]);
  });

  it('both give the pg_dump and pg_restore commands on PostgreSQL, without the password', async () => {
    const backup = backupCommand(PG_URL, 'chronicle.dump', {}, noop);
    await expect(backup).rejects.toThrow(
      'pg_dump --format=custom --file=chronicle.dump postgres://chronicle@db.example:5432/chronicle',
    );
    const restore = restoreCommand(PG_URL, 'my backup.dump', noop);
    await expect(restore).rejects.toThrow(
      "pg_restore --clean --if-exists --no-owner --single-transaction --dbname=postgres://chronicle@db.example:5432/chronicle 'my backup.dump'",
    );
    await expect(restoreCommand(PG_URL, 'x', noop)).rejects.not.toThrow(/s3cret/);
  });

  it('the CLI refuses with a clear message and exit code 1, backs up, and restores', async () => {
    // An older schema, restored over a copy of the database (the others read the original).
    const older = variant('older.db', (db) =>
      db.prepare('DELETE FROM kysely_migration WHERE name = ?').run(MIGRATION_NAMES.at(-1)),
    );
    fs.mkdirSync(at('other'));
    fs.copyFileSync(database, at('other/live.db'));
    const [taken, postgres, made, restored] = await Promise.all([
      chronicle(['backup', at('taken.db')]),
      chronicle(['backup', 'chronicle.dump'], PG_URL),
      chronicle(['backup', at('cli.db'), '--force']),
      chronicle(['restore', older], `sqlite:${at('other/live.db')}`),
    ]);
    expect([taken, postgres, made, restored].map((r) => r.code)).toEqual([1, 1, 0, 0]);
    expect(taken.stderr).toMatch(/^chronicle: .*taken\.db already exists: add --force.*\n$/);
    expect(postgres.stderr).toContain(
      '  pg_dump --format=custom --file=chronicle.dump postgres://chronicle@db.example:5432/chronicle\n',
    );
    for (const r of [taken, postgres]) expect(r.stderr).not.toMatch(/\n\s+at |s3cret/);
    expect(made.stdout).toMatch(/Backed up to .*cli\.db \(.+\); integrity check: ok\./);
    expect(restored.stdout).toContain(
      `the server applies ${MIGRATION_NAMES.at(-1)} when it starts`,
    );
    const aside = fs
      .readdirSync(at('other'))
      .filter((n) => n.startsWith('live.db.before-restore-'));
    expect(aside).toHaveLength(1);
  });

  it('restore onto a path with no database puts the backup there', async () => {
    await restoreCommand(`sqlite:${at('new/place.db')}`, at('taken.db'), (l) => lines.push(l));
    expect(lines).toContain('There was no database before.');
    expect(fs.existsSync(at('new/place.db'))).toBe(true);
  });
});
