import type { FastifyInstance } from 'fastify';
import type { RecordsDeps } from '../records/records-deps.js';

/** Trial of Dread (hard_challenge, popularity) on every genshin/api mount (issue 4). */
export function registerHardChallengeRoutes(_app: FastifyInstance, _deps: RecordsDeps): void {
  // Filled in by the feature.
}
