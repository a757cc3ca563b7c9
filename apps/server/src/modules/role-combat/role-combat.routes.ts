import type { FastifyInstance } from 'fastify';
import type { RecordsDeps } from '../records/records-deps.js';

/** Masquerade Stage (role_combat, char_master) on every genshin/api mount (issue 4). */
export function registerRoleCombatRoutes(_app: FastifyInstance, _deps: RecordsDeps): void {
  // Filled in by the feature.
}
