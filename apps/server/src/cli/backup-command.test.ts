import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { COOKIES, serverForUid } from '@chronicle/contract';
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { writeBundleFile } from '../bench/data/bundle-file.js';
import { roleIdOf, uidOf } from '../bench/data/roles.js';
import { createDb } from '../db/create-db.js';
import { migrateToLatest } from '../db/migrations/migrate.js';
import { AccountService } from '../modules/account/account.service.js';
import { testConfig, TEST_SECRET } from '../test/test-setup.js';
import { backupCommand } from './backup-command.js';
import { importFiles } from './import-files.js';
import { restoreCommand } from './restore-command.js';

/*
 * `chronicle backup` during a running `chronicle import` (issue 21 §3), then `chronicle restore`
 * of that copy with the server stopped. The import runs in this process on a connection of its
 * own (createDb, as the server opens it), so the backup meets commits between its steps exactly as
 * it would meet a running server's. The tests run in order: each uses the files of the one before.
 */

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chronicle-backup-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const SEED = 21;
const FILES = 6;
const ROLES_PER_FILE = 3;
const live = path.join(dir, 'data', 'chronicle.db');
const url = `sqlite:${live}`;
const copy = path.join(dir, 'copy.db');

const lines: string[] = [];
const print = (line: string) => lines.push(line);

/** Imports report each file done to a stream: this one counts them. */
function counter(): NodeJS.WriteStream & { done: number } {
  const stream = new Writable({
    write(chunk: Buffer, _enc, next) {
      stream.done += (chunk.toString().match(/items imported/g) ?? []).length;
      next();
    },
  }) as unknown as NodeJS.WriteStream & { done: number };
  stream.done = 0;
  return stream;
}

const quiet = () =>
  new Writable({ write: (_chunk, _enc, next) => next() }) as unknown as NodeJS.WriteStream;

const indexes = (file: number) =>
  Array.from({ length: ROLES_PER_FILE }, (_, i) => file * ROLES_PER_FILE + i);

/** Rows of bundle file `file` in each table that holds them (accounts, roles, switches, records). */
function rowsOf(db: BetterSqlite3.Database, file: number): number[] {
  const uids = indexes(file).map(uidOf);
  const roles = indexes(file).map((i) => roleIdOf(SEED, i));
  const count = (table: string, column: string, values: unknown[]) =>
    (
      db
        .prepare(
          `SELECT count(*) AS n FROM ${table} WHERE ${column} IN (${values.map(() => '?').join()})`,
        )
        .get(...values) as { n: number }
    ).n;
  return [
    count('accounts', 'uid', uids),
    count('game_roles', 'uid', uids),
    count('privacy_switches', 'uid', uids),
    count('record_snapshots', 'game_role_id', roles),
    count('record_versions', 'game_role_id', roles),
  ];
}

function open(file: string): BetterSqlite3.Database {
  return new BetterSqlite3(file, { readonly: true, fileMustExist: true });
}

/** A closed Kysely leaves its checkpoint thread to close its own connection a moment later. */
async function untilClosed(file: string): Promise<void> {
  for (let i = 0; i < 100; i += 1) {
    const probe = new BetterSqlite3(file);
    try {
      probe.pragma('busy_timeout = 0');
      probe.pragma('locking_mode = EXCLUSIVE');
      probe.exec('BEGIN EXCLUSIVE; COMMIT');
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 20));
    } finally {
      probe.close();
    }
  }
  throw new Error(`${file} stayed open`);
}

describe('chronicle backup and restore on SQLite', () => {
  let held = 0;
  let full: number[][] = [];

  it('backs up while an import runs: the copy passes integrity_check and holds whole bundles only', async () => {
    const bundles = path.join(dir, 'bundles');
    fs.mkdirSync(bundles);
    for (let f = 0; f < FILES; f += 1) {
      const name = path.join(bundles, `${String(f).padStart(2, '0')}.json`);
      await writeBundleFile(name, { roles: ROLES_PER_FILE, seed: SEED, from: f * ROLES_PER_FILE });
    }
    const db = createDb(url);
    await migrateToLatest(db);
    const progress = counter();
    let finished = false;
    const importing = importFiles(db, bundles, progress).finally(() => {
      finished = true;
    });
    while (progress.done < 1) await new Promise((resolve) => setImmediate(resolve));
    const started = progress.done;
    // The copy waits until two more files have committed, then goes a page at a time, so the
    // import keeps committing while it runs.
    await backupCommand(
      url,
      copy,
      { progress: quiet(), step: () => (finished || progress.done >= started + 2 ? 1 : 0) },
      print,
    );
    await importing;
    await db.destroy();
    expect(progress.done).toBe(FILES);
    expect(lines.at(-1)).toMatch(
      /^Backed up to .*copy\.db \(\d+\.\d [kM]B\); integrity check: ok\.$/,
    );

    const backup = open(copy);
    const source = open(live);
    try {
      expect(backup.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(backup.pragma('journal_mode', { simple: true })).toBe('delete');
      full = Array.from({ length: FILES }, (_, f) => rowsOf(source, f));
      const copied = Array.from({ length: FILES }, (_, f) => rowsOf(backup, f));
      for (const [f, rows] of full.entries()) {
        expect(
          rows.every((n) => n > 0),
          `file ${f} imported`,
        ).toBe(true);
        const whole = copied[f]?.every((n, t) => n === rows[t]);
        const none = copied[f]?.every((n) => n === 0);
        expect(whole || none, `file ${f}: ${copied[f]?.join()} of ${rows.join()}`).toBe(true);
      }
      held = copied.filter((rows) => rows[0] !== 0).length;
    } finally {
      backup.close();
      source.close();
    }
    // The files committed before the copy began, in order; not those committed while it ran.
    expect(held).toBeGreaterThanOrEqual(started);
    expect(held).toBeLessThanOrEqual(started + 1);
    expect(held).toBeLessThan(FILES);
    expect(fs.readdirSync(dir).filter((n) => n.includes('partial'))).toEqual([]);
  });

  it('refuses to restore while the database is open, as a running server has it', async () => {
    const server = createDb(url);
    try {
      await migrateToLatest(server);
      await expect(restoreCommand(url, copy, print)).rejects.toThrow(
        /chronicle\.db is in use \(is the server running\?\): stop the server, then restore/,
      );
    } finally {
      await server.destroy();
    }
    expect(fs.readdirSync(path.dirname(live))).not.toContain('chronicle.db.restoring');
  });

  it('restores the copy, keeps the old database aside, and the app opens the restored one', async () => {
    await untilClosed(live);
    const at = new Date(Date.UTC(2026, 10, 28, 6, 5, 4));
    await restoreCommand(url, copy, print, () => at);
    expect(lines.slice(-3)).toEqual([
      expect.stringMatching(/^Restored .*copy\.db to .*chronicle\.db \(\d+\.\d [kM]B\)\.$/),
      `The previous database is kept as ${live}.before-restore-20261128T060504Z.`,
      "Its schema is this build's: start the server.",
    ]);
    // `-lock` is the start-up lock's file (db/startup-lock.ts), left by the server's migration.
    expect(fs.readdirSync(path.dirname(live)).sort()).toEqual([
      'chronicle.db',
      'chronicle.db-lock',
      'chronicle.db.before-restore-20261128T060504Z',
    ]);
    const restored = open(live);
    const aside = open(`${live}.before-restore-20261128T060504Z`);
    try {
      expect(restored.pragma('integrity_check', { simple: true })).toBe('ok');
      const rows = Array.from({ length: FILES }, (_, f) => rowsOf(restored, f));
      expect(rows.filter((r) => r[0] !== 0)).toEqual(full.slice(0, held));
      expect(Array.from({ length: FILES }, (_, f) => rowsOf(aside, f))).toEqual(full);
    } finally {
      restored.close();
      aside.close();
    }

    const db = createDb(url);
    await migrateToLatest(db);
    const app = await buildApp(testConfig({ databaseUrl: url }), { db, logger: false });
    try {
      const uid = uidOf(0);
      const roleId = roleIdOf(SEED, 0);
      const token = await new AccountService(db, TEST_SECRET).startSession(uid);
      const answer = await app.inject({
        method: 'GET',
        url: `/game_record/genshin/api/index?role_id=${roleId}&server=${serverForUid(2, roleId)}`,
        cookies: { [COOKIES.uid]: String(uid), [COOKIES.token]: token },
      });
      const body = answer.json<{ retcode: number; data: { role: { nickname: string } } }>();
      expect(body.retcode).toBe(0);
      expect(body.data.role.nickname).toBe('Wanderer0');
    } finally {
      await app.close();
      await db.destroy();
    }
  });
});
