import { endpoints } from '@chronicle/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/register-endpoint.js';
import type { RecordsDeps } from '../records/records-deps.js';
import { getBuilds, getTrends, listStoredPeriods } from './history.service.js';

/** Chronicle's history API (issue 18) under /chronicle/api/history. */
export function registerHistoryRoutes(app: FastifyInstance, deps: RecordsDeps): void {
  const { db } = deps;
  registerEndpoint(app, endpoints.history.periods, ({ query }, ctx) =>
    listStoredPeriods(db, ctx.requireViewer(), query),
  );
  registerEndpoint(app, endpoints.history.trends, ({ query }, ctx) =>
    getTrends(db, ctx.requireViewer(), query),
  );
  registerEndpoint(app, endpoints.history.builds, ({ query }, ctx) =>
    getBuilds(deps, ctx.requireViewer(), query, ctx.lang),
  );
}
