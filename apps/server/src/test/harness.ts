import { COOKIES, type IngestBundle } from '@chronicle/contract';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe } from 'vitest';
import { buildApp, type AppDeps } from '../app.js';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { AccountService } from '../modules/account/account.service.js';
import type { IngestWorkerOptions } from '../modules/ingest/ingest-runner.js';
import { applyBundle } from '../modules/ingest/ingest.service.js';
import { fixtureBundle } from './fixtures.js';
import { openTestDb, testConfig, testDatabases, TEST_SECRET, type DbKind } from './test-setup.js';

export {
  openTestDb,
  testConfig,
  testDatabases,
  TEST_PUBLIC_URL,
  TEST_RISK,
  TEST_SECRET,
  type DbKind,
} from './test-setup.js';

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
  /**
   * Ingest jobs run in the ingest worker (on a database on disk for SQLite), with `onHeld` as in
   * `IngestWorkerOptions`.
   */
  ingestWorker?: Pick<IngestWorkerOptions, 'onHeld'>;
  /** The app's logger (default: none), e.g. `{ level: 'info', stream }` to read its lines. */
  logger?: AppDeps['logger'];
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
    const { db, drop, url, searchPath } = await openTestDb(this.dbKind, {
      onDisk: options.ingestWorker !== undefined,
    });
    const bundle = options.bundle === undefined ? fixtureBundle() : options.bundle;
    if (bundle) await applyBundle(db, bundle);
    const app = await buildApp(testConfig(options.config), {
      db,
      logger: options.logger ?? false,
      ...(options.clock ? { clock: options.clock } : {}),
      ...(options.upstream ? { upstream: options.upstream } : {}),
      ...(options.ingestWorker
        ? { ingestWorker: { ...options.ingestWorker, databaseUrl: url, searchPath } }
        : {}),
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
