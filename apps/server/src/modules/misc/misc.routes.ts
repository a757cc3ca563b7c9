import type { FastifyInstance } from 'fastify';
import type { RecordsDeps } from '../records/records-deps.js';

/** event calendar, achievements, toolbox, notices and showcase on every genshin/api mount (issue 4). */
export function registerMiscRoutes(_app: FastifyInstance, _deps: RecordsDeps): void {
  // Filled in by the feature.
}
