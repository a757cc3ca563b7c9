import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { MetricsConfig } from '../config.js';
import { poolOf, writeGateOf } from '../db/create-db.js';
import type { Database } from '../db/database.js';
import type { RiskDecision } from '../modules/risk/risk.decisions.js';
import type { FlagLevel } from '../modules/risk/risk.store.js';
import type { SyncOutcome } from '../modules/upstream/sync.service.js';

/*
 * Prometheus metrics at /metrics (issue 21 §4), off unless METRICS=1 or METRICS_TOKEN is set: when
 * off, nothing here is built, so no hook or collector runs and /metrics is a 404 like any unknown
 * path. Each app has a registry of its own (tests build many apps in one process). docs/DEPLOY.md
 * ("Metrics") lists every metric for operators.
 *
 * Requests are labelled by their route's pattern (`/game_record/genshin/api/index`, `/media/*`),
 * never by the URL: a label value per URL would let any client grow the series without end. Paths
 * no route matches share `unmatched`.
 */

export const METRICS_PATH = '/metrics';

/** The route label of requests no route matched (404s, refused URLs, CORS preflights). */
export const UNMATCHED = 'unmatched';

/** From half a millisecond (an answer from a cache) to five seconds (an import, a slow database). */
const LATENCY_BUCKETS = [
  0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5,
];

const HTTP_LABELS = ['route', 'method', 'status', 'retcode'] as const;

/** The counters the app's services report to; undefined on an app without metrics. */
export interface AppMetrics {
  readonly registry: Registry;
  /** A sync of a linked account ended (sync.worker.ts `onSynced`). */
  readonly syncEnded: (outcome: SyncOutcome) => void;
  /** The sync worker met an error: looking for due links, renewing a lease, a sync that threw. */
  readonly syncWorkerError: () => void;
  /** The risk engine decided (risk.decisions.ts). */
  readonly riskDecided: (decision: RiskDecision, level: FlagLevel | null) => void;
}

/** The outcome label of a sync: its link's new status, or `interrupted` when the server stopped it. */
function syncOutcomeLabel(outcome: SyncOutcome): string {
  return outcome.error?.reason === 'interrupted' ? 'interrupted' : outcome.status;
}

/**
 * The database's own gauges: the PostgreSQL pool's connections and the pipeline's statements in
 * flight (db/pipeline.ts), or the SQLite write gate (this thread's writes waiting while the ingest
 * worker holds the file). Read at scrape time only.
 */
function databaseGauges(registry: Registry, db: Kysely<Database>): void {
  const connections = poolOf(db);
  if (connections) {
    const { pool, pipeline } = connections;
    const poolGauge = (name: string, help: string, read: () => number) =>
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          this.set(read());
        },
      });
    poolGauge(
      'chronicle_db_pool_connections',
      'Connections the PostgreSQL pool holds (idle and in use).',
      () => pool.totalCount,
    );
    poolGauge(
      'chronicle_db_pool_idle_connections',
      'Connections of the PostgreSQL pool not in use.',
      () => pool.idleCount,
    );
    poolGauge(
      'chronicle_db_pool_waiting_queries',
      'Queries waiting for a connection of the PostgreSQL pool (all of them are in use).',
      () => pool.waitingCount,
    );
    poolGauge(
      'chronicle_db_pipeline_statements',
      'Statements sent on the shared pipelined PostgreSQL connections and not yet answered.',
      () => pipeline?.inFlight ?? 0,
    );
    return;
  }
  const gate = writeGateOf(db);
  if (!gate) return;
  new Gauge({
    name: 'chronicle_db_write_gate_waiting',
    help: 'SQLite writes of this process waiting for their turn while an import holds the file.',
    registers: [registry],
    collect() {
      this.set(gate.waiting);
    },
  });
  new Gauge({
    name: 'chronicle_db_write_gate_held',
    help: '1 while an import in the ingest worker holds the SQLite file for writing, else 0.',
    registers: [registry],
    collect() {
      this.set(gate.held ? 1 : 0);
    },
  });
}

/** The metrics of one app: its registry with every metric below and the process's defaults. */
function createMetrics(db: Kysely<Database>): AppMetrics {
  const registry = new Registry();
  // Event-loop lag, heap and RSS, GC pauses, handles, CPU: prom-client's process metrics.
  collectDefaultMetrics({ register: registry });
  databaseGauges(registry, db);

  const syncRuns = new Counter({
    name: 'chronicle_upstream_sync_runs_total',
    help: 'Syncs of linked accounts this instance ran, by outcome (the link status it left, or interrupted).',
    labelNames: ['outcome'],
    registers: [registry],
  });
  const syncFailures = new Counter({
    name: 'chronicle_upstream_sync_failures_total',
    help: 'Syncs that ended with an error (partial ones included), by the reason of the first one.',
    labelNames: ['reason'],
    registers: [registry],
  });
  const workerErrors = new Counter({
    name: 'chronicle_upstream_sync_worker_errors_total',
    help: 'Errors of the sync worker itself: looking for due links, renewing leases, a crashed sync.',
    registers: [registry],
  });
  const riskDecisions = new Counter({
    name: 'chronicle_risk_decisions_total',
    help: 'Decisions of the risk engine, by decision and by the level of the flag or challenge.',
    labelNames: ['decision', 'level'],
    registers: [registry],
  });

  return {
    registry,
    syncEnded(outcome) {
      syncRuns.inc({ outcome: syncOutcomeLabel(outcome) });
      if (outcome.error) syncFailures.inc({ reason: outcome.error.reason });
    },
    syncWorkerError() {
      workerErrors.inc();
    },
    riskDecided(decision, level) {
      riskDecisions.inc({ decision, level: level ?? '' });
    },
  };
}

/** Compares in time independent of where the two differ (or of their lengths). */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer +(\S+) *$/i.exec(header);
  return match?.[1];
}

/**
 * The metrics of an app: counts every answer (its route pattern, method, status and envelope
 * retcode) and its time, serves the registry at /metrics (behind the token when there is one), and
 * returns the counters the services report to.
 */
export function installMetrics(
  app: FastifyInstance,
  db: Kysely<Database>,
  config: MetricsConfig,
): AppMetrics {
  const metrics = createMetrics(db);
  const { registry } = metrics;
  const requests = new Counter({
    name: 'chronicle_http_requests_total',
    help: 'HTTP answers sent, by route pattern, method, status and envelope retcode ("" for pages and files).',
    labelNames: HTTP_LABELS,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'chronicle_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer sent, by route pattern, method, status and retcode.',
    labelNames: HTTP_LABELS,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });

  app.addHook('onResponse', (request, reply, done) => {
    const labels = {
      route: request.routeOptions.url ?? UNMATCHED,
      method: request.method,
      status: reply.statusCode,
      retcode: request.retcode ?? '',
    };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
    done();
  });

  const { token } = config;
  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
    if (token !== undefined) {
      const given = bearerToken(request);
      if (given === undefined || !sameSecret(given, token)) {
        return reply
          .code(401)
          .header('www-authenticate', 'Bearer realm="metrics"')
          .type('text/plain; charset=utf-8')
          .send('Unauthorized: /metrics needs the METRICS_TOKEN as a bearer token\n');
      }
    }
    const text = await registry.metrics();
    return reply.type(registry.contentType).send(text);
  });
  return metrics;
}
