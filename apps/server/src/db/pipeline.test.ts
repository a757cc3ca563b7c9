import { sql, type Kysely, type Transaction } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openPostgresSchema } from '../test/test-setup.js';
import type { Database } from './database.js';

const url = process.env.TEST_DATABASE_URL ?? '';

type Executor = Kysely<Database> | Transaction<Database>;

/** The server process (backend) that ran the statement: which connection it went over. */
const pidOf = async (on: Executor) =>
  (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(on)).rows[0]?.pid;

const idsIn = async (on: Executor) =>
  (await sql<{ id: number }>`select id from t`.execute(on)).rows.map((r) => r.id);

/**
 * `work` on a new migrated schema (createDb with four connections: one pipelined, three pooled),
 * with `terminate` ending a backend as an administrator (or a restart) would.
 */
async function onSchema(
  work: (
    db: Kysely<Database>,
    terminate: (pid: number | undefined) => Promise<unknown>,
  ) => Promise<void>,
): Promise<void> {
  const { db, drop } = await openPostgresSchema(url, 'pl_');
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await work(db, (pid) => admin.query('select pg_terminate_backend($1)', [pid]));
  } finally {
    await admin.end();
    await drop();
  }
}

/*
 * The reads that run on their own share the pipeline's connections; transactions, writes, locks
 * and failures stay their own.
 */
describe.runIf(url)('PostgreSQL pipeline', () => {
  it('sends the statements of concurrent callers over one shared connection', () =>
    onSchema(async (db) => {
      const pids = await Promise.all(Array.from({ length: 40 }, () => pidOf(db)));
      // Through the pool alone, 40 concurrent reads would spread over its three connections.
      expect(new Set(pids).size).toBe(1);
    }));

  it('keeps a transaction on a connection of its own, unseen until it commits', () =>
    onSchema(async (db) => {
      await sql`create table t (id integer primary key)`.execute(db);
      const shared = await pidOf(db);
      let seenInside: number[] = [];
      let seenOutside: number[] = [];
      await db.transaction().execute(async (trx) => {
        await sql`insert into t values (1)`.execute(trx);
        expect(await pidOf(trx)).not.toBe(shared);
        seenInside = await idsIn(trx);
        seenOutside = await idsIn(db);
      });
      expect(seenInside).toEqual([1]);
      expect(seenOutside).toEqual([]);
      expect(await idsIn(db)).toEqual([1]);
    }));

  it('keeps writes and locking reads, which can wait for a transaction, off the shared connection', () =>
    onSchema(async (db) => {
      await sql`create table t (id integer primary key, v integer)`.execute(db);
      await sql`insert into t values (1, 0)`.execute(db);
      let finish = () => {};
      const held = new Promise<void>((resolve) => (finish = resolve));
      let locked = () => {};
      const rowLocked = new Promise<void>((resolve) => (locked = resolve));
      const transaction = db.transaction().execute(async (trx) => {
        await sql`update t set v = 1 where id = 1`.execute(trx);
        locked();
        await held;
      });
      await rowLocked;
      // Both wait for the transaction's row lock; on the shared connection every read written
      // after them would wait too, and the transaction for them.
      const write = sql`update t set v = 2 where id = 1`.execute(db);
      const lockingRead = sql`select v from t where id = 1 for update`.execute(db);
      const read = sql<{ n: number }>`select 1 as n`.execute(db);
      const first = await Promise.race([
        read.then(() => 'read'),
        new Promise((resolve) => setTimeout(() => resolve('stuck'), 3_000)),
      ]);
      expect(first).toBe('read');
      finish();
      await transaction;
      await Promise.all([write, lockingRead]);
      const row = await sql<{ v: number }>`select v from t where id = 1`.execute(db);
      expect(row.rows).toEqual([{ v: 2 }]);
    }));

  it('lives through the server ending its sessions, idle or in a transaction', () =>
    onSchema(async (db, terminate) => {
      // A pooled connection, idle once its transaction is over, and the shared one.
      await terminate(await db.transaction().execute(pidOf));
      await terminate(await pidOf(db));
      // A connection in use by a transaction.
      const failed = db.transaction().execute(async (trx) => {
        await terminate(await pidOf(trx));
        await new Promise((resolve) => setTimeout(resolve, 200));
        await pidOf(trx);
      });
      await expect(failed).rejects.toThrow();
      await pidOf(db).catch(() => undefined);
      // Still here (pg's 'error' events are listened to), and working.
      expect(await pidOf(db)).toEqual(expect.any(Number));
      expect(await db.transaction().execute(pidOf)).toEqual(expect.any(Number));
    }));

  it('fails a failing statement alone', () =>
    onSchema(async (db) => {
      const results = await Promise.allSettled([
        sql<{ n: number }>`select 1 as n`.execute(db),
        sql`select 1 / 0`.execute(db),
        sql<{ n: number }>`select 2 as n`.execute(db),
      ]);
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
      expect((results[1] as PromiseRejectedResult).reason).toMatchObject({ code: '22012' });
      expect((results[2] as PromiseFulfilledResult<{ rows: unknown[] }>).value.rows).toEqual([
        { n: 2 },
      ]);
    }));

  it('takes session-level locks on a connection of its own', () =>
    onSchema(async (db) => {
      const key = 7_700_011;
      const tryLock = async (on: Executor) =>
        (await sql<{ ok: boolean }>`select pg_try_advisory_lock(${key}) as ok`.execute(on)).rows[0]
          ?.ok;
      await db.connection().execute(async (own) => {
        expect(await tryLock(own)).toBe(true);
        // Another session cannot take it; on the shared connection it would have (locks nest).
        expect(await tryLock(db)).toBe(false);
        await sql`select pg_advisory_unlock(${key})`.execute(own);
      });
    }));

  it('opens the shared connection again after it broke', () =>
    onSchema(async (db, terminate) => {
      const first = await pidOf(db);
      await terminate(first);
      // A statement sent while the news travels may fail with the connection; the next one works.
      await pidOf(db).catch(() => undefined);
      const second = await pidOf(db);
      expect(second).toEqual(expect.any(Number));
      expect(second).not.toBe(first);
    }));
});
