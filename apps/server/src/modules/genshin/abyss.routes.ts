import { endpoints } from '@chronicle/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { getSpiralAbyss, type AbyssDeps } from './abyss.service.js';

/** Spiral Abyss (docs/reference/hoyolab-api.md#spiral-abyss) on every genshin/api mount. */
export function registerAbyssRoutes(app: FastifyInstance, deps: AbyssDeps): void {
  registerEndpoint(app, endpoints.genshin.spiralAbyss, ({ query }, ctx) =>
    getSpiralAbyss(deps, ctx.requireViewer(), query, ctx.lang),
  );
}
