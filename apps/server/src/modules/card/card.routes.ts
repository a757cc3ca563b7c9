import { endpoints } from '@chronicle/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { beginnerGuideStatus, beginnerGuideUpdate } from './beginner-guide.service.js';
import { changeDataSwitch, getGameRecordCards, type CardDeps } from './card.service.js';

/** getGameRecordCard, changeDataSwitch and the beginner guides (every card mount). */
export function registerCardRoutes(app: FastifyInstance, deps: CardDeps): void {
  registerEndpoint(app, endpoints.card.getGameRecordCard, async ({ query }, ctx) => ({
    list: await getGameRecordCards(deps, ctx.requireViewer(), Number(query.uid), ctx.lang),
  }));

  registerEndpoint(app, endpoints.card.changeDataSwitch, async ({ body }, ctx) => {
    await changeDataSwitch(deps.db, ctx.requireViewer(), body);
    return {};
  });

  registerEndpoint(app, endpoints.card.beginnerGuideStatus, ({ body }, ctx) =>
    beginnerGuideStatus(deps.db, ctx.requireViewer(), body.guide_keys),
  );

  registerEndpoint(app, endpoints.card.beginnerGuideUpdate, ({ body }, ctx) =>
    beginnerGuideUpdate(deps.db, ctx.requireViewer(), body.key, deps.now()),
  );
}
