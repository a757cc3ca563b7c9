import type { FastifyInstance } from 'fastify';
import type { RecordsDeps } from '../records/records-deps.js';

/** Starfall Vanguard's records on every honkai3rd/api mount (issue 9). */
export function registerHonkai3rdRoutes(_app: FastifyInstance, _deps: RecordsDeps): void {}
