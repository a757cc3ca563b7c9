import { endpoints } from '@chronicle/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { listGameRoles } from './binding.service.js';

/** getUserGameRolesByCookie: the cookie owner's roles. */
export function registerBindingRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  registerEndpoint(app, endpoints.binding.getUserGameRolesByCookie, async ({ query }, ctx) => ({
    list: await listGameRoles(db, ctx.requireViewer().uid, query.game_biz, ctx.lang),
  }));
}
