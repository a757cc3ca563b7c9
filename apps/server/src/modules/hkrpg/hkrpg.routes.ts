import { endpoints } from '@chronicle/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint, registerKeptEndpoint } from '../../http/register-endpoint.js';
import type { RecordsDeps } from '../records/records-deps.js';
import {
  getAvatarInfoJson,
  getBasicInfo,
  getChallenge,
  getChallengeBoss,
  getChallengeStory,
  getIndex,
  getNote,
  getRogue,
} from './hkrpg.service.js';

/** Stellar Transit's records on every hkrpg/api mount (issue 9). */
export function registerHkrpgRoutes(app: FastifyInstance, deps: RecordsDeps): void {
  const api = endpoints.hkrpg;
  registerEndpoint(app, api.index, ({ query }, ctx) =>
    getIndex(deps, ctx.requireViewer(), query, ctx.lang),
  );
  registerEndpoint(app, api.roleBasicInfo, ({ query }, ctx) =>
    getBasicInfo(deps, ctx.requireViewer(), query, ctx.lang),
  );
  registerKeptEndpoint(app, api.avatarInfo, 'query', deps, getAvatarInfoJson);
  registerEndpoint(app, api.note, ({ query }, ctx) =>
    getNote(deps, ctx.requireViewer(), query, ctx.lang),
  );
  registerEndpoint(app, api.challenge, ({ query }, ctx) =>
    getChallenge(deps, ctx.requireViewer(), query, ctx.lang),
  );
  registerEndpoint(app, api.challengeStory, ({ query }, ctx) =>
    getChallengeStory(deps, ctx.requireViewer(), query, ctx.lang),
  );
  registerEndpoint(app, api.challengeBoss, ({ query }, ctx) =>
    getChallengeBoss(deps, ctx.requireViewer(), query, ctx.lang),
  );
  registerEndpoint(app, api.rogue, ({ query }, ctx) =>
    getRogue(deps, ctx.requireViewer(), query, ctx.lang),
  );
}
