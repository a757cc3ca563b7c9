import { endpoints } from '@chronicle/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/register-endpoint.js';
import type { RecordsDeps } from '../records/records-deps.js';
import {
  getAchievements,
  getHardChallenge,
  getHardChallengePopularity,
} from './hard-challenge.service.js';

/** Trial of Dread (hard_challenge, popularity) and achievements on every genshin/api mount (issue 4). */
export function registerHardChallengeRoutes(app: FastifyInstance, deps: RecordsDeps): void {
  registerEndpoint(app, endpoints.genshin.hardChallenge, ({ query }, ctx) =>
    getHardChallenge(deps, ctx.requireViewer(), query, ctx.lang),
  );
  registerEndpoint(app, endpoints.genshin.hardChallengePopularity, ({ query }, ctx) =>
    getHardChallengePopularity(deps, ctx.requireViewer(), query, ctx.lang),
  );
  registerEndpoint(app, endpoints.genshin.achievement, ({ body }, ctx) =>
    getAchievements(deps, ctx.requireViewer(), body, ctx.lang),
  );
}
