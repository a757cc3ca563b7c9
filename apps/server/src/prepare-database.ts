import type { IngestResult } from '@chronicle/contract';
import type { Kysely } from 'kysely';
import type { Database } from './db/database.js';
import { migrateHoldingLock, type MigrateOptions } from './db/migrations/migrate.js';
import { withStartupLock, type StartupLockOptions } from './db/startup-lock.js';
import { loadDemoData } from './load-demo.js';
import { hasAccounts } from './modules/account/account.service.js';

export interface PreparedDatabase {
  /** Migrations this start applied (none when another process had). */
  migrations: string[];
  /** What the demo data load stored; undefined when it did not run. */
  demo?: IngestResult;
}

/**
 * What a server does to its database before it serves: migrate, then load the demo data into a
 * database without accounts when `demo` is on. Both under one start-up lock, so instances that
 * start together on one empty database migrate once and load the demo data once: the first does
 * the work, the others wait for it and find accounts.
 */
export function prepareDatabase(
  db: Kysely<Database>,
  options: MigrateOptions & { demo: boolean; lock?: StartupLockOptions },
): Promise<PreparedDatabase> {
  return withStartupLock(
    db,
    async () => {
      const migrations = await migrateHoldingLock(db, options);
      if (!options.demo || (await hasAccounts(db))) return { migrations };
      return { migrations, demo: await loadDemoData(db) };
    },
    options.lock,
  );
}
