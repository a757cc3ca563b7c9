import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { cachingStatements, createDb, freshReads } from './create-db.js';
import { batchingReads } from './read-batch.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A WAL database file, this thread's batched connection to it, and another writer's. */
function open() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'read-batch-'));
  dirs.push(dir);
  const file = path.join(dir, 'db.sqlite');
  const raw = new BetterSqlite3(file);
  raw.pragma('journal_mode = WAL');
  raw.exec('create table t (id integer primary key, v text)');
  const other = new BetterSqlite3(file);
  const reads = batchingReads(raw, cachingStatements(raw));
  const count = () =>
    (reads.database.prepare('select count(*) as n from t').all([])[0] as { n: number }).n;
  const otherWrites = () => other.prepare("insert into t (v) values ('other')").run();
  return { raw, other, reads, count, otherWrites };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('reads batched per turn of the event loop (SQLite)', () => {
  it("shares one snapshot among a turn's reads and ends it with the turn", async () => {
    const { raw, count, otherWrites } = open();
    expect(count()).toBe(0);
    expect(raw.inTransaction).toBe(true);
    otherWrites();
    // Still the turn's snapshot: each read in a transaction of its own would see the new row.
    expect(count()).toBe(0);
    await nextTurn();
    expect(raw.inTransaction).toBe(false);
    expect(count()).toBe(1);
  });

  it('ends the batch before a write, which then sees every commit and is seen', () => {
    const { raw, reads, count, otherWrites } = open();
    expect(count()).toBe(0);
    otherWrites();
    // In the old snapshot this write would fail (SQLITE_BUSY_SNAPSHOT); ended first, it runs.
    reads.database.prepare("insert into t (v) values ('mine')").run([]);
    expect(raw.inTransaction).toBe(false);
    expect(count()).toBe(2);
  });

  it('ends at once when asked, for commits reported by another thread', () => {
    const { reads, count, otherWrites } = open();
    expect(count()).toBe(0);
    otherWrites();
    reads.end();
    expect(count()).toBe(1);
  });

  it('streams outside a batch', () => {
    const { raw, reads, count } = open();
    raw.exec("insert into t (v) values ('a'), ('b')");
    expect(count()).toBe(2);
    const rows = [...reads.database.prepare('select v from t order by id').iterate([])];
    expect(rows).toEqual([{ v: 'a' }, { v: 'b' }]);
    expect(raw.inTransaction).toBe(false);
  });

  it('lets Kysely begin a transaction in the same turn as reads', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'read-batch-'));
    dirs.push(dir);
    const db = createDb(`sqlite:${path.join(dir, 'db.sqlite')}`);
    try {
      await sql`create table t (v text)`.execute(db);
      const before = await sql<{ n: number }>`select count(*) as n from t`.execute(db);
      await db.transaction().execute(async (trx) => {
        await sql`insert into t (v) values ('x')`.execute(trx);
      });
      freshReads(db);
      const after = await sql<{ n: number }>`select count(*) as n from t`.execute(db);
      expect([before.rows[0]?.n, after.rows[0]?.n]).toEqual([0, 1]);
    } finally {
      await db.destroy();
    }
  });
});
