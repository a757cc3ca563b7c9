import { buildApp } from './app.js';
import { loadConfig, type AppConfig } from './config.js';
import { createDb } from './db/create-db.js';
import { migrateToLatest } from './db/migrations/migrate.js';
import { shutdownOnSignals } from './http/shutdown.js';
import { loadDemoData } from './load-demo.js';
import { hasAccounts } from './modules/account/account.service.js';
import { describeStartupError } from './startup-errors.js';

let config: AppConfig | undefined;

async function main(): Promise<void> {
  config = loadConfig();
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

  const address = await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { production: config.production, demo: config.demo },
    `Chronicle is up at ${config.publicUrlFixed ? config.publicUrl : address}`,
  );
}

main().catch((error: unknown) => {
  console.error(`chronicle: cannot start: ${describeStartupError(error, config)}`);
  process.exit(1);
});
