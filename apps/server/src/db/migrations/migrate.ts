import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { Database } from '../database.js';
import { withStartupLock, type StartupLockOptions } from '../startup-lock.js';
import { initial } from './0001-initial.js';
import { characterPreferences } from './0002-character-preferences.js';
import { roleSettings } from './0003-role-settings.js';
import { beginnerGuides } from './0004-beginner-guides.js';
import { appConfigTelemetry } from './0005-app-config-telemetry.js';
import { risk } from './0006-risk.js';
import { upstream } from './0007-upstream.js';
import { recordVersions } from './0008-record-versions.js';
import { serviceTokenExpiry } from './0009-service-token-expiry.js';
import { serviceTokenScopes } from './0010-service-token-scopes.js';
import { snapshotVersionIndex } from './0011-snapshot-version-index.js';
import { publicAggregates } from './0012-public-aggregates.js';
import { riskTargets } from './0013-risk-targets.js';
import { stableSnapshotPlans } from './0014-stable-snapshot-plans.js';

// In-code provider (not a folder scan) so the esbuild bundle carries every migration.
const MIGRATIONS: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-character-preferences': characterPreferences,
  '0003-role-settings': roleSettings,
  '0004-beginner-guides': beginnerGuides,
  '0005-app-config-telemetry': appConfigTelemetry,
  '0006-risk': risk,
  '0007-upstream': upstream,
  '0008-record-versions': recordVersions,
  '0009-service-token-expiry': serviceTokenExpiry,
  '0010-service-token-scopes': serviceTokenScopes,
  '0011-snapshot-version-index': snapshotVersionIndex,
  '0012-public-aggregates': publicAggregates,
  '0013-risk-targets': riskTargets,
  '0014-stable-snapshot-plans': stableSnapshotPlans,
};

/** The migrations this build knows, oldest first (a restore refuses a database with others). */
export const MIGRATION_NAMES: readonly string[] = Object.keys(MIGRATIONS);

const provider: MigrationProvider = {
  getMigrations: () => Promise.resolve(MIGRATIONS),
};

export interface MigrateOptions {
  /**
   * The PostgreSQL schema the migration tables live in: Kysely otherwise looks for them by name in
   * every schema, so another schema's tables (parallel test runs) would be taken for its own.
   */
  schema?: string;
}

/**
 * Brings the schema to the latest migration under the start-up lock (`db/startup-lock.ts`), so
 * processes that start together migrate once; throws with the failing migration's name.
 */
export function migrateToLatest(
  db: Kysely<Database>,
  options: MigrateOptions & { lock?: StartupLockOptions } = {},
): Promise<string[]> {
  return withStartupLock(db, () => migrateHoldingLock(db, options), options.lock);
}

/** `migrateToLatest` for a caller that already holds the start-up lock. */
export async function migrateHoldingLock(
  db: Kysely<Database>,
  options: MigrateOptions = {},
): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider,
    ...(options.schema ? { migrationTableSchema: options.schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error !== undefined) {
    const reason = error instanceof Error ? error.message : JSON.stringify(error);
    throw new Error(`Migration ${failed ? `"${failed.migrationName}" ` : ''}failed: ${reason}`, {
      cause: error,
    });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
