import type { FastifyInstance } from 'fastify';
import type { RecordsDeps } from '../records/records-deps.js';

/** Stellar Transit's records on every hkrpg/api mount (issue 9). */
export function registerHkrpgRoutes(_app: FastifyInstance, _deps: RecordsDeps): void {}
