import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { CompiledQuery, sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDb } from './create-db.js';
import { inlineLimits } from './inline-limits.js';

const query = (text: string, parameters: unknown[]) => CompiledQuery.raw(text, parameters);

describe('limits written into SQLite statements', () => {
  it('writes a trailing integer limit and offset into the text and drops their parameters', () => {
    const one = inlineLimits(query('select a from t where b = ? order by a limit ?', ['x', 1]));
    expect(one.sql).toBe('select a from t where b = ? order by a limit 1');
    expect(one.parameters).toEqual(['x']);
    const two = inlineLimits(query('select a from t where b = ? limit ? offset ?', [7, 50, 100]));
    expect(two.sql).toBe('select a from t where b = ? limit 50 offset 100');
    expect(two.parameters).toEqual([7]);
  });

  it('leaves anything else as it is: values that are not integers, limits inside, no limit', () => {
    for (const [text, parameters] of [
      ['select a from t limit ?', ['1; drop table t']],
      ['select a from t limit ?', [1.5]],
      ['select a from t limit ?', [10n]],
      ['select a from t limit ? offset ?', [10, '5']],
      ['select (select b from u limit ?) from t where a = ?', [1, 2]],
      ['select a from t where b = ?', [3]],
      ['select a from t', []],
    ] as const) {
      const given = query(text, [...parameters]);
      expect(inlineLimits(given)).toBe(given);
    }
  });

  describe('on a database', () => {
    const dirs: string[] = [];
    afterEach(() => {
      vi.restoreAllMocks();
      for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
    });

    it('prepares limited queries with their limit in the text, each limit its own statement', async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inline-limits-'));
      dirs.push(dir);
      // Called through: the spy only records what SQLite is asked to compile.
      const prepare = vi.spyOn(BetterSqlite3.prototype, 'prepare');
      const db = createDb(`sqlite:${path.join(dir, 'db.sqlite')}`).withTables<{
        t: { id: number };
      }>();
      try {
        await sql`create table t (id integer primary key)`.execute(db);
        await sql`insert into t (id) values (1), (2), (3), (4)`.execute(db);
        const ids = (limit: number, offset?: number) => {
          const base = db.selectFrom('t').select('id').orderBy('id').limit(limit);
          return (offset === undefined ? base : base.offset(offset))
            .execute()
            .then((rows) => rows.map((r) => r.id));
        };
        expect(await ids(1)).toEqual([1]);
        expect(await ids(3)).toEqual([1, 2, 3]);
        expect(await ids(1)).toEqual([1]);
        expect(await ids(2, 1)).toEqual([2, 3]);
        const limited = prepare.mock.calls
          .map(([source]) => source)
          .filter((source) => source.startsWith('select "id" from "t"'));
        expect(limited).toEqual([
          'select "id" from "t" order by "id" limit 1',
          'select "id" from "t" order by "id" limit 3',
          'select "id" from "t" order by "id" limit 2 offset 1',
        ]);
      } finally {
        await db.destroy();
      }
    });
  });
});
