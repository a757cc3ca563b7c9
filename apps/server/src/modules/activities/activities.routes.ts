import { EVENTS, endpoints } from '@chronicle/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/register-endpoint.js';
import type { RecordsDeps } from '../records/records-deps.js';
import { getActivities, getActivityRecord } from './activities.service.js';

/** Seasonal events: `activities` and one `activity/<slug>` per declared event (issue 5). */
export function registerActivitiesRoutes(app: FastifyInstance, deps: RecordsDeps): void {
  registerEndpoint(app, endpoints.genshin.activities, ({ query }, ctx) =>
    getActivities(deps, ctx.requireViewer(), query, ctx.lang),
  );
  for (const event of EVENTS) {
    registerEndpoint(app, endpoints.genshin[`activity_${event.slug}`], ({ query }, ctx) =>
      getActivityRecord(deps, ctx.requireViewer(), event.slug, query, ctx.lang),
    );
  }
}
