import { endpoints } from '@chronicle/contract';
import type { FastifyInstance } from 'fastify';
import { Serialized, registerEndpoint } from '../../http/register-endpoint.js';
import { getIndexJson, type GenshinDeps } from './genshin.service.js';

/** Main-game record endpoints (every genshin/api mount). */
export function registerGenshinRoutes(app: FastifyInstance, deps: GenshinDeps): void {
  registerEndpoint(
    app,
    endpoints.genshin.index,
    async ({ query }, ctx) =>
      new Serialized(
        await getIndexJson(deps, ctx.requireViewer(), query, ctx.lang, (data) =>
          ctx.serialize(data),
        ),
      ),
  );
}
