import { endpoints } from '@chronicle/contract';
import type { FastifyInstance } from 'fastify';
import { Serialized, registerEndpoint } from '../../http/register-endpoint.js';
import { getSpiralAbyssJson, type AbyssDeps } from './abyss.service.js';

/** Spiral Abyss (docs/reference/hoyolab-api.md#spiral-abyss) on every genshin/api mount. */
export function registerAbyssRoutes(app: FastifyInstance, deps: AbyssDeps): void {
  registerEndpoint(
    app,
    endpoints.genshin.spiralAbyss,
    async ({ query }, ctx) =>
      new Serialized(
        await getSpiralAbyssJson(deps, ctx.requireViewer(), query, ctx.lang, (data) =>
          ctx.serialize(data),
        ),
      ),
  );
}
