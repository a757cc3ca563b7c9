import { expect, it } from 'vitest';
import { describeEachDb } from '../test/harness.js';
import { runBulk } from './bulk-insert.js';
import type { Database } from './database.js';

/*
 * A bulk statement is compiled once per row count and reused with other rows: each value must land
 * in its own row and column on every call, including across transactions.
 */
describeEachDb(
  'runBulk',
  (env) => {
    const insert = (rows: (string | number)[][]) =>
      env.db.transaction().execute((trx) =>
        runBulk<Database, { token_hash: string; name: string }, string | number>(
          trx,
          'test:serviceTokens',
          rows,
          (values) =>
            trx
              .insertInto('service_tokens')
              .values(
                values.map(([token_hash, name, created_at]) => ({
                  token_hash: token_hash as string,
                  name: name as string,
                  created_at: created_at as number,
                  expires_at: null,
                  scopes: null,
                  last_used_at: null,
                })),
              )
              .returning(['token_hash', 'name']),
        ),
      );

    it('puts each value in its row and column, reusing the statement of a row count', async () => {
      expect(
        await insert([
          ['h1', 'one', 1],
          ['h2', 'two', 2],
        ]),
      ).toEqual([
        { token_hash: 'h1', name: 'one' },
        { token_hash: 'h2', name: 'two' },
      ]);
      expect(
        await insert([
          ['h3', 'three', 3],
          ['h4', 'four', 4],
        ]),
      ).toHaveLength(2);
      expect(await insert([['h5', 'five', 5]])).toEqual([{ token_hash: 'h5', name: 'five' }]);
      const stored = await env.db
        .selectFrom('service_tokens')
        .select(['token_hash', 'name', 'created_at'])
        .where('token_hash', 'like', 'h%')
        .orderBy('token_hash')
        .execute();
      expect(stored.map((r) => [r.token_hash, r.name, Number(r.created_at)])).toEqual([
        ['h1', 'one', 1],
        ['h2', 'two', 2],
        ['h3', 'three', 3],
        ['h4', 'four', 4],
        ['h5', 'five', 5],
      ]);
    });

    it('refuses a statement that does not bind every row value as a parameter', async () => {
      await expect(
        runBulk(env.db, 'test:unbound', [['x']], () =>
          env.db.selectFrom('service_tokens').select('name'),
        ),
      ).rejects.toThrow(/some row values are not parameters/);
    });
  },
  { bundle: null },
);
