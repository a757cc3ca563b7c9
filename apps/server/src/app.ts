import { DEFAULT_LANG } from '@chronicle/contract';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import { TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { AppConfig } from './config.js';
import { createDb } from './db/create-db.js';
import type { Database } from './db/database.js';
import { serverSecret } from './db/settings.repository.js';
import { absolutizer, answerOnRequestOrigins } from './http/absolute-url.js';
import { allowOperatorOrigins } from './http/cors.js';
import { loggerOptions } from './http/logger.js';
import { installMetrics } from './http/metrics.js';
import { echoRequestIds, requestId } from './http/request-id.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import {
  envelopeOnClientError,
  envelopeOnFrameworkError,
  installErrorHandling,
} from './http/error-handler.js';
import { acceptJsonAsText } from './http/text-json-parser.js';
import { registerCompression } from './http/compression.js';
import { registerOpenApi } from './http/openapi.js';
import type { Authenticator } from './http/request-context.js';
import { registerAccountRoutes, sessionCookies } from './modules/account/account.routes.js';
import { AccountService } from './modules/account/account.service.js';
import { SignInGuard } from './modules/account/sign-in-guard.js';
import { powSecrets } from './modules/risk/risk.pow.js';
import { registerAppConfigRoutes } from './modules/app-config/app-config.routes.js';
import { registerActivitiesRoutes } from './modules/activities/activities.routes.js';
import { registerArtRoutes } from './modules/art/art.routes.js';
import { registerBindingRoutes } from './modules/binding/binding.routes.js';
import { registerCardRoutes } from './modules/card/card.routes.js';
import type { CardDeps, CardValues } from './modules/card/card.service.js';
import { CatalogService } from './modules/catalog/catalog.service.js';
import { registerCommunityRoutes } from './modules/community/community.routes.js';
import { registerCharacterRoutes } from './modules/genshin/character.routes.js';
import { registerAbyssRoutes } from './modules/genshin/abyss.routes.js';
import { registerNotesRoutes } from './modules/genshin/notes.routes.js';
import { registerGenshinRoutes } from './modules/genshin/genshin.routes.js';
import { IndexCache } from './modules/genshin/index-cache.js';
import { registerHealthRoutes } from './modules/health/health.routes.js';
import { registerIngestRoutes } from './modules/ingest/ingest.routes.js';
import {
  inThreadRunner,
  workerRunner,
  type IngestWorkerOptions,
} from './modules/ingest/ingest-runner.js';
import { serviceAuthorizationScopes } from './modules/ingest/service-token.service.js';
import { registerTelemetryRoutes } from './modules/telemetry/telemetry.routes.js';
import { pageScriptHashes, registerWebRoutes } from './modules/web/web.routes.js';
import { registerWikiRoutes } from './modules/wiki/wiki.routes.js';
import { registerGcgRoutes } from './modules/gcg/gcg.routes.js';
import { registerHardChallengeRoutes } from './modules/hard-challenge/hard-challenge.routes.js';
import { registerMiscRoutes } from './modules/misc/misc.routes.js';
import { registerRoleCombatRoutes } from './modules/role-combat/role-combat.routes.js';
import { registerRiskRoutes } from './modules/risk/risk.routes.js';
import { registerShareCardRoutes } from './modules/share-card/share-card.routes.js';
import { SHARE_CARD_CACHE_SIZE } from './modules/share-card/share-card.service.js';
import { registerHkrpgRoutes } from './modules/hkrpg/hkrpg.routes.js';
import { registerHonkai3rdRoutes } from './modules/honkai3rd/honkai3rd.routes.js';
import { RiskService } from './modules/risk/risk.service.js';
import { registerMediaRoutes } from './modules/media/media.routes.js';
import { LinkService } from './modules/upstream/link.service.js';
import { registerUpstreamRoutes } from './modules/upstream/upstream.routes.js';
import { registerHistoryRoutes } from './modules/history/history.routes.js';
import { registerAccountDataRoutes } from './modules/account-data/account-data.routes.js';
import type { SyncEnv } from './modules/upstream/sync.service.js';
import { createSyncEnv } from './modules/upstream/sync-env.js';
import { SyncWorker } from './modules/upstream/sync.worker.js';

export interface AppDeps {
  /** A migrated database; when omitted one is opened from the config and closed with the app. */
  db?: Kysely<Database>;
  logger?: FastifyServerOptions['logger'];
  /** The clock of time-dependent answers (real-time notes, risk windows), Unix ms; tests inject one. */
  clock?: () => number;
  /** The network of the upstream sync (tests point it at in-process servers and skip the waits). */
  upstream?: Partial<Pick<SyncEnv, 'transportFor' | 'fetchImage' | 'sleep' | 'random'>>;
  /**
   * Ingest jobs run in a worker thread on a connection of its own to this database (the same one
   * as `db`), so a big bundle does not stall other requests; without it they run in the request
   * thread (an in-memory database cannot be opened twice).
   */
  ingestWorker?: IngestWorkerOptions;
}

const INGEST_BODY_LIMIT = 64 * 1024 * 1024;

/** Roles whose record-card values stay in memory (a few hundred bytes each). */
const CARD_VALUES_CACHE_SIZE = 4096;

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's catalog cache: in-process writers (upstream sync, tests) invalidate it. */
    catalogService: CatalogService;
    /** Linked accounts and this instance's sync worker (undefined with `SYNC_WORKERS=0`). */
    upstream: { links: LinkService; worker: SyncWorker | undefined; env: SyncEnv };
  }
}

/** Builds the Fastify instance with every plugin and module; it does not listen. */
export async function buildApp(config: AppConfig, deps: AppDeps = {}): Promise<FastifyInstance> {
  const db = deps.db ?? createDb(config.databaseUrl);
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(config.logLevel),
    trustProxy: config.trustProxy,
    clientErrorHandler: envelopeOnClientError,
    frameworkErrors: envelopeOnFrameworkError,
    genReqId: requestId,
  });
  echoRequestIds(app);
  app.setValidatorCompiler(TypeBoxValidatorCompiler);
  installErrorHandling(app);
  acceptJsonAsText(app);
  app.decorateRequest('viewer', null);
  app.decorateRequest('lang', DEFAULT_LANG);
  app.decorateRequest('serviceScopes', null);
  app.decorateRequest('retcode', null);
  // Off by default: then nothing is built and no hook runs (http/metrics.ts).
  const metrics = config.metrics && installMetrics(app, db, config.metrics);

  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1, lazyConnect: false })
    : undefined;
  // Without a listener ioredis reports connection trouble as unhandled; log it instead.
  redis?.on('error', (error: Error) => app.log.warn({ err: error }, 'redis error'));
  let worker: SyncWorker | undefined;
  app.addHook('onClose', async () => {
    // Running syncs stop at their next request and give their leases back before the pool closes.
    await worker?.stop();
    if (redis) await redis.quit().catch(() => redis.disconnect());
    if (!deps.db) await db.destroy();
  });

  const apiOrigins = config.apiHosts.map((h) => h.origin);
  allowOperatorOrigins(app, apiOrigins);
  const trustedOrigins = [new URL(config.publicUrl).origin, ...apiOrigins];
  app.decorate('trustedOrigins', trustedOrigins);
  await app.register(fastifyCookie);
  registerSecurityHeaders(app, config.publicUrl, apiOrigins, pageScriptHashes(config.webDist));
  await app.register(fastifyRateLimit, {
    global: false,
    // Shared by every instance when Redis is configured; in-process otherwise.
    ...(redis ? { redis, nameSpace: 'chronicle:rate-limit:' } : {}),
    // A Redis outage must not lock everyone out; argon2 still slows guessing down.
    skipOnError: true,
  });
  await registerCompression(app);
  await registerOpenApi(app);

  const secret = await serverSecret(db, config.secret);
  const accounts = new AccountService(db, secret);
  const catalog = new CatalogService(db);
  app.decorate('catalogService', catalog);
  const absolute = absolutizer(config.publicUrl);
  // Without PUBLIC_URL, answers name the origin each request was made to (http/absolute-url.ts).
  if (!config.publicUrlFixed) answerOnRequestOrigins(app);
  const risk = new RiskService({
    db,
    redis,
    config: config.risk,
    secret,
    now: deps.clock ?? Date.now,
    onDecision: metrics?.riskDecided,
  });

  const authenticator: Authenticator = {
    async viewer(request) {
      for (const [uid, token] of sessionCookies(request)) {
        const viewer = await accounts.authenticate(uid, token);
        // Every records read of this request passes the risk engine (policy.service.ts).
        if (viewer) return { ...viewer, risk: risk.gate(request, viewer) };
      }
      return null;
    },
    serviceScopes: (request) => serviceAuthorizationScopes(db, request.headers.authorization),
  };
  app.decorate('authenticator', authenticator);

  registerAccountRoutes(app, {
    accounts,
    secureCookies: config.publicUrl.startsWith('https:'),
    loginRateMax: config.loginRateMax,
    onLoginFailed: (request) => risk.failedLogin(request),
    guard: new SignInGuard({
      store: risk.store,
      secrets: powSecrets(secret),
      powCost: config.risk.powCost,
      now: deps.clock ?? Date.now,
      config: config.signIn,
    }),
    challengesPerMinute: config.risk.challengesPerMinute,
  });
  registerRiskRoutes(app, { risk, challengesPerMinute: config.risk.challengesPerMinute });
  registerCommunityRoutes(app, { db, absolute, now: deps.clock ?? Date.now });
  // The cards' values kept per snapshot versions: shared by the card API and the pages' HTML.
  const cards: CardDeps = {
    db,
    absolute,
    now: deps.clock ?? Date.now,
    values: new IndexCache<CardValues>(CARD_VALUES_CACHE_SIZE),
  };
  registerCardRoutes(app, cards);
  registerBindingRoutes(app, db);
  registerGenshinRoutes(app, { db, catalog, absolute, cache: new IndexCache() });
  registerAbyssRoutes(app, { db, catalog, absolute });
  registerNotesRoutes(app, { db, catalog, absolute, now: deps.clock ?? Date.now });
  registerCharacterRoutes(app, { db, catalog, absolute, now: deps.clock ?? Date.now });
  const records = { db, catalog, absolute, now: deps.clock ?? Date.now };
  registerRoleCombatRoutes(app, records);
  registerHardChallengeRoutes(app, records);
  registerGcgRoutes(app, records);
  registerMiscRoutes(app, records);
  registerActivitiesRoutes(app, records);
  registerHkrpgRoutes(app, records);
  registerHonkai3rdRoutes(app, records);
  registerShareCardRoutes(app, {
    db,
    catalog,
    absolute,
    cache: new IndexCache(SHARE_CARD_CACHE_SIZE),
  });
  const ingestRunner = deps.ingestWorker ? workerRunner(db, deps.ingestWorker) : inThreadRunner(db);
  app.addHook('onClose', () => ingestRunner.close());
  registerIngestRoutes(app, { runner: ingestRunner, catalog, bodyLimit: INGEST_BODY_LIMIT });
  const syncEnv = createSyncEnv({
    db,
    catalog,
    config: config.upstream,
    secret,
    now: deps.clock ?? Date.now,
    overrides: deps.upstream,
  });

  const links = new LinkService(syncEnv);
  if (config.upstream.workers > 0) {
    worker = new SyncWorker(syncEnv, {
      workers: config.upstream.workers,
      onSynced: (link, outcome) => {
        metrics?.syncEnded(outcome);
        app.log.info(
          { link: Number(link.id), status: outcome.status, run: outcome.summary },
          'upstream sync finished',
        );
      },
      onError: (error) => {
        metrics?.syncWorkerError();
        app.log.error({ err: error }, 'upstream sync failed');
      },
    });
    links.useRunner(worker);
    const started = worker;
    app.addHook('onReady', (done) => {
      started.start();
      done();
    });
  }
  app.decorate('upstream', { links, worker, env: syncEnv });
  registerHistoryRoutes(app, records);
  registerUpstreamRoutes(app, { links, importEnv: syncEnv });
  registerAccountDataRoutes(app, {
    db,
    accounts,
    now: deps.clock ?? Date.now,
    secureCookies: config.publicUrl.startsWith('https:'),
  });
  registerMediaRoutes(app, db);
  registerArtRoutes(app, catalog);
  registerWikiRoutes(app, { db, catalog });
  registerAppConfigRoutes(app, {
    db,
    hosts: config.apiHosts,
    webpQuery: config.imageWebpQuery,
    now: deps.clock ?? Date.now,
  });
  registerTelemetryRoutes(app, { db, now: deps.clock ?? Date.now });
  registerHealthRoutes(app, db);
  await registerWebRoutes(app, config.webDist, cards);
  return app;
}
