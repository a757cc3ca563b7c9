import { endpoints } from '@chronicle/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint, registerKeptEndpoint } from '../../http/register-endpoint.js';
import {
  getAvatarBasicInfo,
  getCharacterDetail,
  getCharacterListJson,
  getLegacyCharactersJson,
  type CharacterDeps,
} from './character.service.js';
import {
  getCharacterInfo,
  getExternalContent,
  getRoleBasicInfo,
  setRecommendProp,
} from './character-info.service.js';

/** Character endpoints of docs/reference/hoyolab-api.md#characters (every genshin/api mount). */
export function registerCharacterRoutes(
  app: FastifyInstance,
  deps: CharacterDeps & { now: () => number },
): void {
  const { genshin } = endpoints;
  registerKeptEndpoint(app, genshin.characterList, 'body', deps, getCharacterListJson);
  registerEndpoint(app, genshin.characterDetail, ({ body }, ctx) =>
    getCharacterDetail(deps, ctx.requireViewer(), body, ctx.lang),
  );
  registerKeptEndpoint(app, genshin.character, 'body', deps, getLegacyCharactersJson);
  registerEndpoint(app, genshin.avatarBasicInfo, ({ body }, ctx) =>
    getAvatarBasicInfo(deps, body.character_ids, ctx.lang),
  );
  registerEndpoint(app, genshin.characterInfo, ({ body }, ctx) =>
    getCharacterInfo(deps, body.character_ids, ctx.lang),
  );
  registerEndpoint(app, genshin.externalContent, ({ query }, ctx) =>
    getExternalContent(deps, query, ctx.lang),
  );
  registerEndpoint(app, genshin.setRecommendProp, ({ body }, ctx) =>
    setRecommendProp(deps, ctx.requireViewer(), body),
  );
  registerEndpoint(app, genshin.roleBasicInfo, ({ query }, ctx) =>
    getRoleBasicInfo(deps, ctx.requireViewer(), query),
  );
}
