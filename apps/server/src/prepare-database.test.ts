import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { createDb } from './db/create-db.js';
import type { Database } from './db/database.js';
import { MIGRATION_NAMES } from './db/migrations/migrate.js';
import { StartupLockTimeoutError, withStartupLock } from './db/startup-lock.js';
import { prepareDatabase } from './prepare-database.js';
import { schemaTurn, testDatabases, type DbKind } from './test/test-setup.js';

/** Two connections (two pools on PostgreSQL) to one new, empty database, as two processes have. */
interface EmptyDatabase {
  first: Kysely<Database>;
  second: Kysely<Database>;
  /** Another database on the same server (another schema, or another file). */
  other: Kysely<Database>;
  schema?: string;
  /** Runs a migration while no other test file drops a schema (see `schemaTurn`). */
  turn: <T>(work: () => Promise<T>) => Promise<T>;
  drop: () => Promise<void>;
}

async function emptyDatabase(kind: DbKind): Promise<EmptyDatabase> {
  if (kind === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'chronicle-startup-'));
    const url = `sqlite:${join(dir, 'chronicle.db')}`;
    const [first, second] = [createDb(url), createDb(url)];
    const other = createDb(`sqlite:${join(dir, 'other.db')}`);
    return {
      first,
      second,
      other,
      turn: (work) => work(),
      drop: async () => {
        await Promise.all([first.destroy(), second.destroy(), other.destroy()]);
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const url = process.env.TEST_DATABASE_URL ?? '';
  const schema = `s_${randomBytes(6).toString('hex')}`;
  const otherSchema = `s_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}; CREATE SCHEMA ${otherSchema}`);
  const pool = (searchPath: string) => createDb(url, { searchPath, maxConnections: 3 });
  const [first, second, other] = [pool(schema), pool(schema), pool(otherSchema)];
  return {
    first,
    second,
    other,
    schema,
    turn: (work) => schemaTurn(admin, work),
    drop: async () => {
      await Promise.all([first.destroy(), second.destroy(), other.destroy()]);
      await schemaTurn(admin, () =>
        admin.query(`DROP SCHEMA ${schema} CASCADE; DROP SCHEMA ${otherSchema} CASCADE`),
      );
      await admin.end();
    },
  };
}

async function countAccounts(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('accounts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

for (const kind of testDatabases()) {
  describe(`start-up lock [${kind}]`, () => {
    let database: EmptyDatabase | undefined;
    afterEach(async () => {
      await database?.drop();
      database = undefined;
    });

    it('lets two processes that start together on an empty database migrate once and load the demo once', async () => {
      database = await emptyDatabase(kind);
      const { first, second, schema } = database;
      const waits: string[] = [];
      const start = (db: Kysely<Database>, name: string) =>
        prepareDatabase(db, {
          demo: true,
          ...(schema ? { schema } : {}),
          lock: { pollMs: 20, onWait: () => waits.push(name) },
        });
      const results = await database.turn(() =>
        Promise.all([start(first, 'first'), start(second, 'second')]),
      );

      // One did the work, the other waited for it and found it done.
      expect(results.map((r) => r.migrations.length).sort((a, b) => a - b)).toEqual([
        0,
        MIGRATION_NAMES.length,
      ]);
      expect(results.filter((r) => r.demo !== undefined)).toHaveLength(1);
      expect(results.find((r) => r.demo)?.demo?.accounts).toBe(5);
      expect(waits).toHaveLength(1);
      expect(await countAccounts(second)).toBe(5);

      // A later start finds everything in place. It still runs the migrator, which reads every
      // schema's tables, so it takes its turn too: another test file dropping its schema meanwhile
      // failed it ("schema … does not exist").
      const again = await database.turn(() => start(first, 'again'));
      expect(again).toEqual({ migrations: [] });
    });

    it('leaves the demo data out when it is off, even in an empty database', async () => {
      database = await emptyDatabase(kind);
      const { first, schema } = database;
      const result = await database.turn(() =>
        prepareDatabase(first, { demo: false, ...(schema ? { schema } : {}) }),
      );
      expect(result.demo).toBeUndefined();
      expect(result.migrations).toEqual(MIGRATION_NAMES);
      expect(await countAccounts(first)).toBe(0);
    });

    it('makes a waiting process give up with a clear error, and frees the lock when the work ends', async () => {
      database = await emptyDatabase(kind);
      const { first, second, other } = database;
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      let entered = () => {};
      const holding = new Promise<void>((resolve) => (entered = resolve));
      const holder = withStartupLock(first, async () => {
        entered();
        await held;
        return 'first';
      });
      await holding;

      let waited = 0;
      await expect(
        withStartupLock(second, () => Promise.resolve('second'), {
          timeoutMs: 200,
          pollMs: 20,
          onWait: () => waited++,
        }),
      ).rejects.toThrow(StartupLockTimeoutError);
      expect(waited).toBe(1);

      // Another database (schema or file) is not held up by this one's lock.
      await expect(
        withStartupLock(other, () => Promise.resolve('other'), { timeoutMs: 0 }),
      ).resolves.toBe('other');

      release();
      await expect(holder).resolves.toBe('first');
      await expect(
        withStartupLock(second, () => Promise.resolve('second'), { timeoutMs: 0 }),
      ).resolves.toBe('second');
    });

    it('frees the lock when the work fails', async () => {
      database = await emptyDatabase(kind);
      const { first, second } = database;
      await expect(
        withStartupLock(first, () => Promise.reject(new Error('migration failed'))),
      ).rejects.toThrow('migration failed');
      await expect(
        withStartupLock(second, () => Promise.resolve('next'), { timeoutMs: 0 }),
      ).resolves.toBe('next');
    });
  });
}
