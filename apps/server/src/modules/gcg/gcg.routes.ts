import type { FastifyInstance } from 'fastify';
import type { RecordsDeps } from '../records/records-deps.js';

/** Card Duel (gcg/*) on every genshin/api mount (issue 4). */
export function registerGcgRoutes(_app: FastifyInstance, _deps: RecordsDeps): void {
  // Filled in by the feature.
}
