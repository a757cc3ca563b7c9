import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { createDb } from './db/create-db.js';
import { migrateToLatest } from './db/migrations/migrate.js';
import { loadDemoData } from './load-demo.js';
import { hasAccounts } from './modules/account/account.service.js';

const SHUTDOWN_TIMEOUT_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const db = createDb(config.databaseUrl);
  await migrateToLatest(db);
  // A second connection to an in-memory database would open another, empty one.
  const ingestWorker = config.databaseUrl.endsWith(':memory:')
    ? undefined
    : { databaseUrl: config.databaseUrl };
  const app = await buildApp(config, { db, ...(ingestWorker ? { ingestWorker } : {}) });

  if (config.demo && !(await hasAccounts(db))) {
    const result = await loadDemoData(db);
    app.log.info({ result }, 'demo data loaded (log in as traveler / traveler-demo)');
  }

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // A hung connection must not keep the process alive forever.
    setTimeout(() => process.exit(1), SHUTDOWN_TIMEOUT_MS).unref();
    app
      .close()
      .then(() => db.destroy())
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Chronicle is up at ${config.publicUrl}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
