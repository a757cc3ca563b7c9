import { endpoints } from '@chronicle/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { changeDataSwitch, getGameRecordCards, type CardDeps } from './card.service.js';

/** getGameRecordCard and changeDataSwitch (every card mount). */
export function registerCardRoutes(app: FastifyInstance, deps: CardDeps): void {
  registerEndpoint(app, endpoints.card.getGameRecordCard, async ({ query }, ctx) => ({
    list: await getGameRecordCards(deps, ctx.requireViewer(), Number(query.uid), ctx.lang),
  }));

  registerEndpoint(app, endpoints.card.changeDataSwitch, async ({ body }, ctx) => {
    await changeDataSwitch(deps.db, ctx.requireViewer(), body);
    return {};
  });
}
