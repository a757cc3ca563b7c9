import { endpoints } from '@chronicle/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/register-endpoint.js';
import type { RecordsDeps } from '../records/records-deps.js';
import { addNotice, getActCalendar } from './calendar.service.js';
import { setShowcase } from './showcase.service.js';
import { alchemyBook, toolList } from './toolbox.service.js';

/** Event calendar, toolbox, reminders, showcase and the alchemy recipe book on every genshin/api mount (issue 4). */
export function registerMiscRoutes(app: FastifyInstance, deps: RecordsDeps): void {
  registerEndpoint(app, endpoints.genshin.actCalendar, ({ body }, ctx) =>
    getActCalendar(deps, ctx.requireViewer(), body, ctx.lang),
  );
  registerEndpoint(app, endpoints.genshin.addNotice, ({ body }, ctx) =>
    addNotice(deps, ctx.requireViewer(), body),
  );
  registerEndpoint(app, endpoints.genshin.characterTop, ({ body }, ctx) =>
    setShowcase(deps, ctx.requireViewer(), body),
  );
  registerEndpoint(app, endpoints.genshin.toolOversea, (_req, ctx) => {
    ctx.requireViewer();
    return toolList(ctx.lang, deps.absolute);
  });
  registerEndpoint(app, endpoints.genshin.alchemyRecipes, (_req, ctx) => {
    ctx.requireViewer();
    return alchemyBook(ctx.lang);
  });
}
