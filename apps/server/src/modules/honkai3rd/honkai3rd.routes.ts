import { endpoints } from '@chronicle/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/register-endpoint.js';
import type { RecordsDeps } from '../records/records-deps.js';
import {
  getBattleField,
  getCharacters,
  getGodWar,
  getIndex,
  getNewAbyss,
  getNote,
  getOldAbyss,
} from './honkai3rd.service.js';
import { registerBh3ArtRoutes } from './type-art.js';

/** Starfall Vanguard's records on every honkai3rd/api mount (issue 9), and the art they name. */
export function registerHonkai3rdRoutes(app: FastifyInstance, deps: RecordsDeps): void {
  const api = endpoints.honkai3rd;
  registerEndpoint(app, api.index, ({ query }, ctx) =>
    getIndex(deps, ctx.requireViewer(), query, ctx.lang),
  );
  registerEndpoint(app, api.characters, ({ query }, ctx) =>
    getCharacters(deps, ctx.requireViewer(), query, ctx.lang),
  );
  registerEndpoint(app, api.newAbyssReport, ({ query }, ctx) =>
    getNewAbyss(deps, ctx.requireViewer(), query, ctx.lang),
  );
  registerEndpoint(app, api.latestOldAbyssReport, ({ query }, ctx) =>
    getOldAbyss(deps, ctx.requireViewer(), query, ctx.lang),
  );
  registerEndpoint(app, api.battleFieldReport, ({ query }, ctx) =>
    getBattleField(deps, ctx.requireViewer(), query, ctx.lang),
  );
  registerEndpoint(app, api.godWar, ({ query }, ctx) =>
    getGodWar(deps, ctx.requireViewer(), query, ctx.lang),
  );
  registerEndpoint(app, api.note, ({ query }, ctx) =>
    getNote(deps, ctx.requireViewer(), query, ctx.lang),
  );
  registerBh3ArtRoutes(app);
}
