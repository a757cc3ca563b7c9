import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createDb, writeGateOf } from './create-db.js';
import { migrateToLatest } from './migrations/migrate.js';
import { WriteGate } from './write-gate.js';

/** Lets every settled promise's callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('WriteGate', () => {
  it('lets an exclusive holder in once the writes inside are over, and holds new ones back', async () => {
    const gate = new WriteGate();
    const order: string[] = [];
    await gate.enter();
    let finish = () => undefined as void;
    const exclusive = gate.exclusive(async () => {
      order.push('exclusive');
      await new Promise<void>((resolve) => {
        finish = resolve;
      });
      order.push('exclusive done');
    });
    // Arrives after the exclusive holder asked: goes after it.
    const late = gate.enter().then(() => order.push('late write'));
    await settle();
    expect(order).toEqual([]);
    gate.leave();
    await settle();
    expect(order).toEqual(['exclusive']);
    finish();
    await exclusive;
    await late;
    expect(order).toEqual(['exclusive', 'exclusive done', 'late write']);
    gate.leave();
  });
});

describe('the gated SQLite driver', () => {
  it('answers reads while a transaction and a write wait for the gate, then runs them', async () => {
    const db = createDb('sqlite::memory:');
    await migrateToLatest(db);
    const gate = writeGateOf(db);
    if (!gate) throw new Error('SQLite databases have a gate');
    let release = () => undefined as void;
    const held = gate.exclusive(
      () =>
        new Promise<void>((resolve) => {
          release = resolve;
        }),
    );
    await settle();

    const done: string[] = [];
    const transaction = db
      .transaction()
      .execute((trx) =>
        sql`insert into settings (key, value) values ('gate-test', '1')`.execute(trx),
      )
      .then(() => done.push('transaction'));
    const write = sql`insert into settings (key, value) values ('gate-write', '2')`
      .execute(db)
      .then(() => done.push('write'));
    // Kysely's own driver would hand the one connection to the waiting transaction: this read
    // would wait behind it.
    const { rows } = await sql<{ n: number }>`select count(*) as n from settings`.execute(db);
    expect(rows[0]?.n).toBe(0);
    expect(done).toEqual([]);

    release();
    await held;
    await Promise.all([transaction, write]);
    expect(done.sort()).toEqual(['transaction', 'write']);
    const after = await sql<{ n: number }>`select count(*) as n from settings`.execute(db);
    expect(after.rows[0]?.n).toBe(2);
    await db.destroy();
  });
});
