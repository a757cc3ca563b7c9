import { endpoints } from '@chronicle/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { getTrends, listStoredPeriods } from './history.service.js';

/** Chronicle's history API (issue 18) under /chronicle/api/history. */
export function registerHistoryRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  registerEndpoint(app, endpoints.history.periods, ({ query }, ctx) =>
    listStoredPeriods(db, ctx.requireViewer(), query),
  );
  registerEndpoint(app, endpoints.history.trends, ({ query }, ctx) =>
    getTrends(db, ctx.requireViewer(), query),
  );
}
