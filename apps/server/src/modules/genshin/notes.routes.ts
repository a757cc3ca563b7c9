import { endpoints } from '@chronicle/contract';
import type { FastifyInstance } from 'fastify';
import { Serialized, registerEndpoint } from '../../http/register-endpoint.js';
import { getDailyNoteJson, type NotesDeps } from './notes.service.js';

/** Real-time notes (docs/reference/hoyolab-api.md#real-time-notes) on every genshin/api mount. */
export function registerNotesRoutes(app: FastifyInstance, deps: NotesDeps): void {
  registerEndpoint(
    app,
    endpoints.genshin.dailyNote,
    async ({ query }, ctx) =>
      new Serialized(
        await getDailyNoteJson(deps, ctx.requireViewer(), query, ctx.lang, (data) =>
          ctx.serialize(data),
        ),
      ),
  );
}
