import { endpoints } from '@chronicle/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import type { Absolutize } from '../../http/absolute-url.js';
import { getUserFullInfo, listLangs } from './community.service.js';

/** getUserFullInfo and langs. */
export function registerCommunityRoutes(
  app: FastifyInstance,
  deps: { db: Kysely<Database>; absolute: Absolutize },
): void {
  registerEndpoint(app, endpoints.community.getUserFullInfo, ({ query }, ctx) =>
    getUserFullInfo(deps.db, ctx.requireViewer(), query.uid, deps.absolute),
  );
  registerEndpoint(app, endpoints.community.langs, () => listLangs());
}
