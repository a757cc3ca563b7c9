import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, testDatabases } from '../test/test-setup.js';
import type { Database } from './database.js';
import { runPrepared } from './prepared.js';

for (const kind of testDatabases()) {
  describe(`runPrepared [${kind}]`, () => {
    let db: Kysely<Database>;
    let drop: () => Promise<void>;
    beforeAll(async () => {
      ({ db, drop } = await openTestDb(kind));
      await db
        .insertInto('settings')
        .values([
          { key: 'a', value: 'first' },
          { key: 'b', value: 'second' },
        ])
        .execute();
    });
    afterAll(() => drop());

    const byKey = (key: string) =>
      runPrepared(db, 'test:settingByKey', [key], ([k]) =>
        db.selectFrom('settings').select('value').where('key', '=', k),
      );

    it('runs the query compiled on the first call with each call’s values', async () => {
      expect(await byKey('a')).toEqual([{ value: 'first' }]);
      expect(await byKey('b')).toEqual([{ value: 'second' }]);
      expect(await byKey('none')).toEqual([]);
    });

    it('keeps the values the query was built with that are not the caller’s', async () => {
      const keyed = (key: string) =>
        runPrepared(db, 'test:settingByKeyAndFixed', [key], ([k]) =>
          db.selectFrom('settings').select('value').where('key', '=', k).where('key', '!=', 'b'),
        );
      expect(await keyed('a')).toEqual([{ value: 'first' }]);
      expect(await keyed('b')).toEqual([]);
    });

    it('refuses a value that does not end up as a parameter', async () => {
      await expect(
        runPrepared(db, 'test:unbound', ['x'], () => db.selectFrom('settings').select('value')),
      ).rejects.toThrow(/value 0 is not a bound parameter/);
    });
  });
}
