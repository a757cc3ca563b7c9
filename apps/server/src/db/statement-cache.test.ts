import BetterSqlite3 from 'better-sqlite3';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openPostgresSchema } from '../test/test-setup.js';
import { cachingStatements } from './create-db.js';

describe('SQLite statement cache', () => {
  const open = (size?: number) => {
    const raw = new BetterSqlite3(':memory:');
    raw.exec('create table t (id integer primary key, v text)');
    raw.exec("insert into t (v) values ('a'), ('b'), ('c')");
    return { raw, db: cachingStatements(raw, size) };
  };

  it('prepares each SQL text once', () => {
    const { db } = open();
    const first = db.prepare('select v from t where id = ?');
    expect(db.prepare('select v from t where id = ?')).toBe(first);
    expect(first.all([2])).toEqual([{ v: 'b' }]);
    expect(db.prepare('select v from t where id = ?').all([3])).toEqual([{ v: 'c' }]);
  });

  it('never hands out a statement that is still being iterated', () => {
    const { db } = open();
    const sql = 'select v from t order by id';
    const outer = db.prepare(sql).iterate([]);
    const seen: string[] = [];
    for (const row of outer) {
      // The same query inside the loop needs a statement of its own.
      const inner = db.prepare(sql).all([]) as { v: string }[];
      seen.push(`${(row as { v: string }).v}:${inner.length}`);
    }
    expect(seen).toEqual(['a:3', 'b:3', 'c:3']);
  });

  it('forgets the least recently used text when full', () => {
    const { db } = open(2);
    const a = db.prepare('select 1');
    const b = db.prepare('select 2');
    expect(db.prepare('select 1')).toBe(a); // now 2 is the oldest
    db.prepare('select 3');
    expect(db.prepare('select 1')).toBe(a);
    expect(db.prepare('select 2')).not.toBe(b);
  });

  it('keeps writes working after the schema changes', () => {
    const { raw, db } = open();
    const insert = 'insert into t (v) values (?)';
    db.prepare(insert).run(['d']);
    raw.exec('alter table t add column w text');
    db.prepare(insert).run(['e']);
    expect(db.prepare('select count(*) as n from t').all([])).toEqual([{ n: 5 }]);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL named statements', () => {
  it('prepare each query shape once per connection and survive a table changing under them', async () => {
    const { db, drop } = await openPostgresSchema(process.env.TEST_DATABASE_URL ?? '', 't_');
    try {
      await sql`create table t (id integer primary key, v text)`.execute(db);
      await sql`insert into t values (1, 'a'), (2, 'b')`.execute(db);
      const read = (id: number) => sql<{ v: string }>`select * from t where id = ${id}`.execute(db);
      expect((await read(1)).rows).toEqual([{ id: 1, v: 'a' }]);
      expect((await read(2)).rows).toEqual([{ id: 2, v: 'b' }]);
      const names = await sql<{ n: number }>`
        select count(*)::int as n from pg_prepared_statements where statement like 'select * from t%'
      `.execute(db);
      expect(names.rows[0]?.n).toBe(1);
      // Each run is planned for its values, never with a plan made once for any value.
      const mode = await sql<{ plan_cache_mode: string }>`show plan_cache_mode`.execute(db);
      expect(mode.rows[0]?.plan_cache_mode).toBe('force_custom_plan');
      // `select *` now has another result type: the prepared plan is stale and PostgreSQL says so.
      await sql`alter table t add column w text`.execute(db);
      expect((await read(1)).rows).toEqual([{ id: 1, v: 'a', w: null }]);
    } finally {
      await drop();
    }
  });
});
