import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openPostgresSchema } from '../test/test-setup.js';

const url = process.env.TEST_DATABASE_URL ?? '';
const backend = sql<{ pid: number }>`select pg_backend_pid() as pid`;

/*
 * The statements that run on their own share the pipeline's connections (createDb with four
 * connections: one pipelined, three pooled); transactions, locks and failures stay their own.
 */
describe.runIf(url)('PostgreSQL pipeline', () => {
  it('sends the statements of concurrent callers over one shared connection', async () => {
    const { db, drop } = await openPostgresSchema(url, 'pl_');
    try {
      const pids = await Promise.all(
        Array.from({ length: 40 }, async () => (await backend.execute(db)).rows[0]?.pid),
      );
      // Through the pool alone, 40 concurrent reads would spread over its three connections.
      expect(new Set(pids).size).toBe(1);
    } finally {
      await drop();
    }
  });

  it('keeps a transaction on a connection of its own, unseen until it commits', async () => {
    const { db, drop } = await openPostgresSchema(url, 'pl_');
    try {
      await sql`create table t (id integer primary key)`.execute(db);
      const shared = (await backend.execute(db)).rows[0]?.pid;
      let seenInside: number[] = [];
      let seenOutside: number[] = [];
      await db.transaction().execute(async (trx) => {
        await sql`insert into t values (1)`.execute(trx);
        expect((await backend.execute(trx)).rows[0]?.pid).not.toBe(shared);
        seenInside = (await sql<{ id: number }>`select id from t`.execute(trx)).rows.map(
          (r) => r.id,
        );
        seenOutside = (await sql<{ id: number }>`select id from t`.execute(db)).rows.map(
          (r) => r.id,
        );
      });
      expect(seenInside).toEqual([1]);
      expect(seenOutside).toEqual([]);
      const after = await sql<{ id: number }>`select id from t`.execute(db);
      expect(after.rows).toEqual([{ id: 1 }]);
    } finally {
      await drop();
    }
  });

  it('keeps writes and locking reads, which can wait for a transaction, off the shared connection', async () => {
    const { db, drop } = await openPostgresSchema(url, 'pl_');
    try {
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
    } finally {
      await drop();
    }
  });

  it('lives through the server ending its sessions, idle or in a transaction', async () => {
    const { db, drop } = await openPostgresSchema(url, 'pl_');
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const terminate = (pid: number | undefined) =>
      admin.query('select pg_terminate_backend($1)', [pid]);
    try {
      // A pooled connection, idle once its transaction is over, and the shared one.
      const pooled = await db
        .transaction()
        .execute(async (trx) => (await backend.execute(trx)).rows[0]?.pid);
      const shared = (await backend.execute(db)).rows[0]?.pid;
      await terminate(pooled);
      await terminate(shared);
      // A connection in use by a transaction.
      const failed = db.transaction().execute(async (trx) => {
        await terminate((await backend.execute(trx)).rows[0]?.pid);
        await new Promise((resolve) => setTimeout(resolve, 200));
        await backend.execute(trx);
      });
      await expect(failed).rejects.toThrow();
      await backend.execute(db).catch(() => undefined);
      // Still here (pg's 'error' events are listened to), and working.
      expect((await backend.execute(db)).rows[0]?.pid).toEqual(expect.any(Number));
      const again = await db
        .transaction()
        .execute(async (trx) => (await backend.execute(trx)).rows[0]?.pid);
      expect(again).toEqual(expect.any(Number));
    } finally {
      await admin.end();
      await drop();
    }
  });

  it('fails a failing statement alone', async () => {
    const { db, drop } = await openPostgresSchema(url, 'pl_');
    try {
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
    } finally {
      await drop();
    }
  });

  it('takes session-level locks on a connection of its own', async () => {
    const { db, drop } = await openPostgresSchema(url, 'pl_');
    const key = 7_700_011;
    try {
      await db.connection().execute(async (own) => {
        const locked = await sql<{
          ok: boolean;
        }>`select pg_try_advisory_lock(${key}) as ok`.execute(own);
        expect(locked.rows[0]?.ok).toBe(true);
        // Another session cannot take it; on the shared connection it would have (locks nest).
        const again = await sql<{ ok: boolean }>`select pg_try_advisory_lock(${key}) as ok`.execute(
          db,
        );
        expect(again.rows[0]?.ok).toBe(false);
        await sql`select pg_advisory_unlock(${key})`.execute(own);
      });
    } finally {
      await drop();
    }
  });

  it('opens the shared connection again after it broke', async () => {
    const { db, drop } = await openPostgresSchema(url, 'pl_');
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const first = (await backend.execute(db)).rows[0]?.pid;
      await admin.query('select pg_terminate_backend($1)', [first]);
      // A statement sent while the news travels may fail with the connection; the next one works.
      await backend.execute(db).catch(() => undefined);
      const second = (await backend.execute(db)).rows[0]?.pid;
      expect(second).toEqual(expect.any(Number));
      expect(second).not.toBe(first);
    } finally {
      await admin.end();
      await drop();
    }
  });
});
