import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { createDb } from './db/create-db.js';
import { migrateToLatest } from './db/migrations/migrate.js';
import { shutdownOnSignals } from './http/shutdown.js';
import { loadDemoData } from './load-demo.js';
import { hasAccounts } from './modules/account/account.service.js';

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

  // The app does not close a database it was handed, so the database closes after it.
  shutdownOnSignals(app, {
    timeoutMs: config.shutdownTimeoutSeconds * 1000,
    afterClose: () => db.destroy(),
  });

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Chronicle is up at ${config.publicUrl}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
