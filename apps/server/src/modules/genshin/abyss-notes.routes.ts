import { endpoints } from '@chronicle/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { getSpiralAbyss } from './abyss.service.js';
import { getDailyNote, type NotesDeps } from './notes.service.js';

/**
 * Spiral Abyss (docs/reference/hoyolab-api.md#spiral-abyss) and real-time notes
 * (docs/reference/hoyolab-api.md#real-time-notes) on every genshin/api mount.
 */
export function registerAbyssNotesRoutes(app: FastifyInstance, deps: NotesDeps): void {
  registerEndpoint(app, endpoints.genshin.spiralAbyss, ({ query }, ctx) =>
    getSpiralAbyss(deps, ctx.requireViewer(), query, ctx.lang),
  );
  registerEndpoint(app, endpoints.genshin.dailyNote, ({ query }, ctx) =>
    getDailyNote(deps, ctx.requireViewer(), query, ctx.lang),
  );
}
