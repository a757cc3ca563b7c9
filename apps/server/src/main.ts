import { buildApp } from './app.js';
import { loadConfig, type AppConfig } from './config.js';
import { loadDotEnv } from './config-values.js';
import { createDb } from './db/create-db.js';
import { shutdownOnSignals } from './http/shutdown.js';
import { prepareDatabase } from './prepare-database.js';
import { describeStartupError } from './startup-errors.js';

let config: AppConfig | undefined;

async function main(): Promise<void> {
  loadDotEnv();
  config = loadConfig();
  const db = createDb(config.databaseUrl);
  const prepared = await prepareDatabase(db, {
    demo: config.demo,
    lock: {
      onWait: () =>
        console.error('chronicle: another instance is preparing the database; waiting for it'),
    },
  });
  // A second connection to an in-memory database would open another, empty one.
  const ingestWorker = config.databaseUrl.endsWith(':memory:')
    ? undefined
    : { databaseUrl: config.databaseUrl };
  const app = await buildApp(config, { db, ...(ingestWorker ? { ingestWorker } : {}) });

  if (prepared.migrations.length > 0) {
    app.log.info({ migrations: prepared.migrations }, 'database migrated');
  }
  if (prepared.demo) {
    app.log.info(
      { result: prepared.demo },
      'demo data loaded (log in as traveler / traveler-demo)',
    );
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
