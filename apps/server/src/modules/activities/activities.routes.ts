import { EVENTS, endpoints } from '@chronicle/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint, registerKeptEndpoint } from '../../http/register-endpoint.js';
import type { RecordsDeps } from '../records/records-deps.js';
import { getActivitiesJson, getActivityRecord } from './activities.service.js';

/** Seasonal events: `activities` and one `activity/<slug>` per declared event (issue 5). */
export function registerActivitiesRoutes(app: FastifyInstance, deps: RecordsDeps): void {
  registerKeptEndpoint(app, endpoints.genshin.activities, 'query', deps, getActivitiesJson);
  for (const event of EVENTS) {
    registerEndpoint(app, endpoints.genshin[`activity_${event.slug}`], ({ query }, ctx) =>
      getActivityRecord(deps, ctx.requireViewer(), event.slug, query, ctx.lang),
    );
  }
}
