import { HEADERS, RETCODE, endpoints } from '@chronicle/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { ApiError } from '../../http/api-error.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { isMinorAccount } from '../policy/policy.service.js';
import type { TelemetryLimits } from './telemetry-budget.js';
import { TelemetryService, type Reporter } from './telemetry.service.js';

/**
 * Batches per client address and minute: a page sends one every few seconds at most, so this leaves
 * room for many people behind one address (set TRUST_PROXY behind a reverse proxy) and is still a
 * wall for a script; the rows a batch may add are budgeted too (`telemetry-budget.ts`).
 */
const BATCHES_PER_MINUTE = 120;

const rateLimit = {
  max: BATCHES_PER_MINUTE,
  timeWindow: 60_000,
  keyGenerator: (request: FastifyRequest) => request.ip,
  errorResponseBuilder: () => new ApiError(RETCODE.TOO_FREQUENT),
};

/**
 * First-party tracking and monitoring (docs/reference/web-app.md#tracking-and-monitoring) and the
 * operator's summary of both.
 */
export function registerTelemetryRoutes(
  app: FastifyInstance,
  deps: { db: Kysely<Database>; now: () => number; limits?: TelemetryLimits },
): void {
  const telemetry = new TelemetryService(deps.db, deps.now, deps.limits);

  const reporterOf = async (request: FastifyRequest): Promise<Reporter> => {
    const viewer = await app.authenticator.viewer(request);
    const device = request.headers[HEADERS.deviceId];
    return {
      uid: viewer?.uid ?? null,
      address: request.ip,
      deviceId: typeof device === 'string' ? device : null,
      isMinor: viewer ? await isMinorAccount(deps.db, viewer.uid, new Date(deps.now())) : false,
    };
  };

  registerEndpoint(
    app,
    endpoints.community.track,
    async ({ body }, { request }) => ({
      accepted: await telemetry.track(await reporterOf(request), body.events),
    }),
    { config: { rateLimit } },
  );

  registerEndpoint(
    app,
    endpoints.community.monitor,
    async ({ body }, { request }) => ({
      accepted: await telemetry.monitor(await reporterOf(request), body.reports),
    }),
    { config: { rateLimit } },
  );

  registerEndpoint(app, endpoints.ingest.getInsights, ({ query }) =>
    telemetry.insights(query.days === undefined ? undefined : Number(query.days)),
  );
}
