import { endpoints } from '@chronicle/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/register-endpoint.js';
import type { RecordsDeps } from '../records/records-deps.js';
import { getCardList } from './gcg-cards.service.js';
import {
  getChallengeDeck,
  getChallengeRecord,
  getChallengeSchedule,
} from './gcg-challenge.service.js';
import { setCover, setPrivacySettings } from './gcg-settings.service.js';
import { getBasicInfo, getCardBackList, getDeckList, getMatchList } from './gcg.service.js';

/**
 * Card Duel (gcg/*) on every genshin/api mount (issue 4, docs/reference/hoyolab-api.md#card-game).
 */
export function registerGcgRoutes(app: FastifyInstance, deps: RecordsDeps): void {
  const g = endpoints.genshin;
  registerEndpoint(app, g.gcgBasicInfo, ({ query }, ctx) =>
    getBasicInfo(deps, ctx.requireViewer(), query, ctx.lang),
  );
  registerEndpoint(app, g.gcgCardList, ({ query }, ctx) =>
    getCardList(deps, ctx.requireViewer(), query, ctx.lang),
  );
  registerEndpoint(app, g.gcgCardBackList, ({ query }, ctx) =>
    getCardBackList(deps, ctx.requireViewer(), query, ctx.lang),
  );
  registerEndpoint(app, g.gcgDeckList, ({ query }, ctx) =>
    getDeckList(deps, ctx.requireViewer(), query, ctx.lang),
  );
  registerEndpoint(app, g.gcgMatchList, ({ query }, ctx) =>
    getMatchList(deps, ctx.requireViewer(), query, ctx.lang),
  );
  registerEndpoint(app, g.gcgChallengeSchedule, ({ query }, ctx) =>
    getChallengeSchedule(deps, ctx.requireViewer(), query, ctx.lang),
  );
  registerEndpoint(app, g.gcgChallengeRecord, ({ query }, ctx) =>
    getChallengeRecord(deps, ctx.requireViewer(), query, ctx.lang),
  );
  registerEndpoint(app, g.gcgChallengeDeck, ({ query }, ctx) =>
    getChallengeDeck(deps, ctx.requireViewer(), query, ctx.lang),
  );
  registerEndpoint(app, g.gcgSetCover, ({ body }, ctx) =>
    setCover(deps, ctx.requireViewer(), body, ctx.lang),
  );
  registerEndpoint(app, g.gcgSetPrivacySettings, ({ body }, ctx) =>
    setPrivacySettings(deps, ctx.requireViewer(), body),
  );
}
