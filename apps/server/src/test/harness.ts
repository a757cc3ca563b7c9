import { randomBytes } from 'node:crypto';
import { COOKIES, LOGIN_RATE, type IngestBundle } from '@chronicle/contract';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { buildApp, type AppDeps } from '../app.js';
import type { AppConfig, RiskConfig } from '../config.js';
import { createDb } from '../db/create-db.js';
import type { Database } from '../db/database.js';
import { migrateToLatest } from '../db/migrations/migrate.js';
import { AccountService } from '../modules/account/account.service.js';
import { applyBundle } from '../modules/ingest/ingest.service.js';
import { fixtureBundle } from './fixtures.js';

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
    publicUrl: TEST_PUBLIC_URL,
    webDist: '/nonexistent/web/dist',
    logLevel: 'silent',
    loginRateMax: LOGIN_RATE.max,
    apiHosts: [],
    trustProxy: false,
    imageWebpQuery: '',
    risk: TEST_RISK,
    upstream: {
      hosts: [],
      imageHosts: [],
      dsSalt: 'test-ds-salt',
      syncIntervalHours: 6,
      workers: 0,
      requestIntervalMs: 0,
      mediaMaxBytes: 2 * 1024 * 1024,
    },
    ...overrides,
  };
}

export type DbKind = 'sqlite' | 'postgres';

/** The databases a suite runs on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export function testDatabases(): DbKind[] {
  return process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
}

/** A fresh, migrated database; PostgreSQL runs get their own schema, dropped by `drop()`. */
export async function openTestDb(kind: DbKind): Promise<{
  db: Kysely<Database>;
  drop: () => Promise<void>;
}> {
  if (kind === 'sqlite') {
    const db = createDb('sqlite::memory:');
    await migrateToLatest(db);
    return { db, drop: () => db.destroy() };
  }
  const url = process.env.TEST_DATABASE_URL ?? '';
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  const db = createDb(url, { searchPath: schema });
  await migrateToLatest(db, { schema });
  return {
    db,
    drop: async () => {
      await db.destroy();
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    },
  };
}

export interface SuiteOptions {
  /** Data loaded before the app starts (default: the fixtures). */
  bundle?: IngestBundle | null;
  config?: Partial<AppConfig>;
  /** Runs after buildApp, before the app is ready (e.g. to add a test-only route). */
  extend?: (app: FastifyInstance) => void;
  /** The app's clock (Unix ms) for time-dependent answers; default Date.now. */
  clock?: () => number;
  /** The upstream sync's network and waits (see `AppDeps.upstream`). */
  upstream?: AppDeps['upstream'];
}

export interface RequestOptions {
  /** Community uid whose fresh session cookies are sent. */
  as?: number;
  headers?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  cookies?: Record<string, string>;
}

/** The app of one suite on one database, plus request helpers. */
export class TestEnv {
  private state:
    { app: FastifyInstance; db: Kysely<Database>; drop: () => Promise<void> } | undefined;

  constructor(readonly dbKind: DbKind) {}

  get app(): FastifyInstance {
    if (!this.state) throw new Error('TestEnv used outside its suite');
    return this.state.app;
  }

  get db(): Kysely<Database> {
    if (!this.state) throw new Error('TestEnv used outside its suite');
    return this.state.db;
  }

  async start(options: SuiteOptions): Promise<void> {
    const { db, drop } = await openTestDb(this.dbKind);
    const bundle = options.bundle === undefined ? fixtureBundle() : options.bundle;
    if (bundle) await applyBundle(db, bundle);
    const app = await buildApp(testConfig(options.config), {
      db,
      logger: false,
      ...(options.clock ? { clock: options.clock } : {}),
      ...(options.upstream ? { upstream: options.upstream } : {}),
    });
    options.extend?.(app);
    await app.ready();
    this.state = { app, db, drop };
  }

  async stop(): Promise<void> {
    if (!this.state) return;
    await this.state.app.close();
    await this.state.drop();
    this.state = undefined;
  }

  /** Session cookies of a fresh session for an account (no login request, so no rate limit). */
  async sessionCookies(uid: number): Promise<Record<string, string>> {
    const token = await new AccountService(this.db, TEST_SECRET).startSession(uid);
    return { [COOKIES.uid]: String(uid), [COOKIES.token]: token };
  }

  async request(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    options: RequestOptions = {},
  ): Promise<LightMyRequestResponse> {
    const cookies = {
      ...(options.as === undefined ? {} : await this.sessionCookies(options.as)),
      ...options.cookies,
    };
    const inject: InjectOptions = { method, url, cookies };
    if (options.headers) inject.headers = options.headers;
    if (options.query) inject.query = options.query;
    if (options.body !== undefined) inject.payload = options.body as InjectOptions['payload'];
    return this.app.inject(inject);
  }

  get(url: string, options?: RequestOptions) {
    return this.request('GET', url, options);
  }

  post(url: string, options?: RequestOptions) {
    return this.request('POST', url, options);
  }
}

/**
 * Runs a suite on SQLite, and again on PostgreSQL when TEST_DATABASE_URL is set (each run on a
 * fresh database: an in-memory SQLite file or its own PostgreSQL schema).
 */
export function describeEachDb(
  name: string,
  fn: (env: TestEnv) => void,
  options: SuiteOptions = {},
): void {
  for (const kind of testDatabases()) {
    describe(`${name} [${kind}]`, () => {
      const env = new TestEnv(kind);
      beforeAll(() => env.start(options));
      afterAll(() => env.stop());
      fn(env);
    });
  }
}

/** The parsed envelope of a response. */
export function envelope<T = Record<string, unknown>>(
  response: LightMyRequestResponse,
): { retcode: number; message: string; data: T } {
  return response.json();
}
