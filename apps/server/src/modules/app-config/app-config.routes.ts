import { endpoints, type Announcement } from '@chronicle/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { ApiHost } from '../../config.js';
import type { Database } from '../../db/database.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import {
  appConfig,
  deleteAnnouncement,
  setAnnouncement,
  setFeatureSwitches,
} from './app-config.service.js';

/**
 * What the web app reads at start-up (feature switches, hosts, announcement), the login-token check,
 * and the operator's side of both (ingest API).
 */
export function registerAppConfigRoutes(
  app: FastifyInstance,
  deps: {
    db: Kysely<Database>;
    hosts: readonly ApiHost[];
    webpQuery: string;
    now: () => number;
  },
): void {
  const { db } = deps;
  registerEndpoint(app, endpoints.community.appConfig, ({ query }, ctx) =>
    appConfig(db, deps, query.game_id, ctx.lang),
  );

  registerEndpoint(app, endpoints.community.loginTokenCheck, async (_input, { request }) => {
    const viewer = await app.authenticator.viewer(request);
    return { status: viewer ? 'success' : 'need_login' } as const;
  });

  registerEndpoint(app, endpoints.ingest.putAnnouncement, ({ params, body }) =>
    setAnnouncement(db, params.game_id, params.lang, body satisfies Announcement, deps.now()),
  );
  registerEndpoint(app, endpoints.ingest.deleteAnnouncement, ({ params }) =>
    deleteAnnouncement(db, params.game_id, params.lang),
  );
  registerEndpoint(app, endpoints.ingest.putFeatureSwitches, ({ params, body }) =>
    setFeatureSwitches(db, params.game_id, body.switches, deps.now()),
  );
}
