import { endpoints } from '@chronicle/contract';
import type { FastifyInstance } from 'fastify';
import { registerKeptEndpoint } from '../../http/register-endpoint.js';
import { getDailyNoteJson, type NotesDeps } from './notes.service.js';

/** Real-time notes (docs/reference/hoyolab-api.md#real-time-notes) on every genshin/api mount. */
export function registerNotesRoutes(app: FastifyInstance, deps: NotesDeps): void {
  registerKeptEndpoint(app, endpoints.genshin.dailyNote, 'query', deps, getDailyNoteJson);
}
