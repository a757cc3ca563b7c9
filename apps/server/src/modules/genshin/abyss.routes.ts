import { endpoints } from '@chronicle/contract';
import type { FastifyInstance } from 'fastify';
import { registerKeptEndpoint } from '../../http/register-endpoint.js';
import { getSpiralAbyssJson, type AbyssDeps } from './abyss.service.js';

/** Spiral Abyss (docs/reference/hoyolab-api.md#spiral-abyss) on every genshin/api mount. */
export function registerAbyssRoutes(app: FastifyInstance, deps: AbyssDeps): void {
  registerKeptEndpoint(app, endpoints.genshin.spiralAbyss, 'query', deps, getSpiralAbyssJson);
}
