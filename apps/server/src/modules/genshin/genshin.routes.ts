import { endpoints } from '@chronicle/contract';
import type { FastifyInstance } from 'fastify';
import { registerKeptEndpoint } from '../../http/register-endpoint.js';
import { getIndexJson, type GenshinDeps } from './genshin.service.js';

/** Main-game record endpoints (every genshin/api mount). */
export function registerGenshinRoutes(app: FastifyInstance, deps: GenshinDeps): void {
  registerKeptEndpoint(app, endpoints.genshin.index, 'query', deps, getIndexJson);
}
