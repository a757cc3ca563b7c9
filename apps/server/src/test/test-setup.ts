import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LOGIN_RATE } from '@chronicle/contract';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { SIGN_IN_DEFAULTS, type AppConfig, type RiskConfig } from '../config.js';
import { createDb } from '../db/create-db.js';
import type { Database } from '../db/database.js';
import { migrateToLatest } from '../db/migrations/migrate.js';
import type { UpstreamConfig } from '../modules/upstream/upstream.config.js';

/*
 * The configuration and databases of in-process servers in tests and benchmarks. No test runner
 * here (harness.ts has the suite helpers), so benchmarks run as plain scripts.
 */

export const TEST_SECRET = 'test-secret-not-for-production';
export const TEST_PUBLIC_URL = 'http://chronicle.test';

/**
 * The risk engine of tests: every rule off, so suites that read many roles from one address never
 * meet a challenge, and a proof of work cheap enough to solve in milliseconds. Risk tests turn on
 * the rules they check (`testConfig({ risk: { ...TEST_RISK, challengeRoles: 3 } })`).
 */
export const TEST_RISK: RiskConfig = {
  windowSeconds: 600,
  challengeRoles: 0,
  challengeReads: 0,
  forcedRoles: 0,
  dailyPlayers: 0,
  failedLogins: 0,
  flagSeconds: 86_400,
  powCost: 1,
  challengesPerMinute: 1_000,
  redisPrefix: `chronicle-test:risk:${randomBytes(4).toString('hex')}:`,
};

/** A configuration for in-process tests (no listening, no demo, no web build). */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    databaseUrl: 'sqlite::memory:',
    redisUrl: undefined,
    secret: TEST_SECRET,
    demo: false,
    production: false,
    publicUrl: TEST_PUBLIC_URL,
    publicUrlFixed: true,
    webDist: '/nonexistent/web/dist',
    logLevel: 'silent',
    shutdownTimeoutSeconds: 10,
    loginRateMax: LOGIN_RATE.max,
    apiHosts: [],
    trustProxy: false,
    imageWebpQuery: '',
    risk: TEST_RISK,
    upstream: upstreamConfig([]),
    signIn: SIGN_IN_DEFAULTS,
    metrics: undefined,
    ...overrides,
  };
}

/**
 * Upstream settings of a test server that may link to `hosts`: no worker of its own (tests drive
 * syncs), no politeness spacing.
 */
export function upstreamConfig(
  hosts: { name: string; origin: string }[],
  overrides: Partial<UpstreamConfig> = {},
): UpstreamConfig {
  return {
    hosts,
    imageHosts: [],
    dsSalt: 'test-ds-salt',
    syncIntervalHours: 6,
    workers: 0,
    requestIntervalMs: 0,
    mediaMaxBytes: 2 * 1024 * 1024,
    ...overrides,
  };
}

export type DbKind = 'sqlite' | 'postgres';

/** The databases a suite runs on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export function testDatabases(): DbKind[] {
  return process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
}

/** A test database and how another connection (the ingest worker) reaches it. */
export interface TestDb {
  db: Kysely<Database>;
  drop: () => Promise<void>;
  url: string;
  /** PostgreSQL: the test's own schema. */
  searchPath?: string;
}

/**
 * A fresh, migrated database; PostgreSQL runs get their own schema, dropped by `drop()`. SQLite
 * runs are in memory unless `onDisk` (a second connection, as the ingest worker opens, needs a
 * file), in a temporary directory `drop()` removes.
 */
export async function openTestDb(
  kind: DbKind,
  options: { onDisk?: boolean } = {},
): Promise<TestDb> {
  if (kind === 'sqlite') {
    const dir = options.onDisk ? mkdtempSync(join(tmpdir(), 'chronicle-test-db-')) : undefined;
    const url = dir ? `sqlite:${join(dir, 'test.db')}` : 'sqlite::memory:';
    const db = createDb(url);
    await migrateToLatest(db);
    const drop = async () => {
      await db.destroy();
      if (dir) rmSync(dir, { recursive: true, force: true });
    };
    return { db, drop, url };
  }
  return openPostgresSchema(process.env.TEST_DATABASE_URL ?? '', 't_');
}

/**
 * A migrated database in a new schema of the PostgreSQL database at `url`, dropped with everything
 * in it by `drop` (tests and benchmarks share one database that way).
 */
export async function openPostgresSchema(url: string, prefix: string): Promise<TestDb> {
  const schema = `${prefix}${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  // Two test files run at a time, some with several apps each, against a server that allows 100
  // connections in all.
  const db = createDb(url, { searchPath: schema, maxConnections: 4 });
  await schemaTurn(admin, () => migrateToLatest(db, { schema }));
  return {
    db,
    url,
    searchPath: schema,
    drop: async () => {
      await db.destroy();
      await schemaTurn(admin, () => admin.query(`DROP SCHEMA ${schema} CASCADE`));
      await admin.end();
    },
  };
}

/** Any number: the advisory lock test schemas' migrations and drops take turns on. */
const SCHEMA_LOCK = 47_112_026;

/**
 * Runs `work` (a migration or a schema drop) while no other test file's runs. Kysely's migrator
 * lists the tables of every schema in the database and calls `pg_get_serial_sequence` on each; a
 * schema another test file drops meanwhile makes that call fail ("schema … does not exist", 3F000),
 * and the migrating suite's setup with it.
 */
export async function schemaTurn<T>(admin: pg.Client, work: () => Promise<T>): Promise<T> {
  await admin.query('SELECT pg_advisory_lock($1)', [SCHEMA_LOCK]);
  try {
    return await work();
  } finally {
    await admin.query('SELECT pg_advisory_unlock($1)', [SCHEMA_LOCK]);
  }
}
