import { endpoints } from '@chronicle/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import type { Absolutize } from '../../http/absolute-url.js';
import { canShare } from '../policy/policy.service.js';
import { getUserFullInfo, listLangs } from './community.service.js';

/** getUserFullInfo, langs and the under-13 check before sharing. */
export function registerCommunityRoutes(
  app: FastifyInstance,
  deps: { db: Kysely<Database>; absolute: Absolutize; now: () => number },
): void {
  registerEndpoint(app, endpoints.community.getUserFullInfo, ({ query }, ctx) =>
    getUserFullInfo(deps.db, ctx.requireViewer(), query.uid, deps.absolute),
  );
  registerEndpoint(app, endpoints.community.langs, () => listLangs());
  registerEndpoint(app, endpoints.community.ageCheck, async ({ query }, ctx) => {
    const uid = Number(query.uid);
    const shared = uid === 0 ? undefined : uid;
    return { allowed: await canShare(deps.db, ctx.requireViewer(), shared, new Date(deps.now())) };
  });
}
