import { RETCODE, endpoints } from '@chronicle/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../http/api-error.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { importSavedAnswers, type ImportEnv } from './import.service.js';
import type { LinkService } from './link.service.js';

/** The largest file an import takes (a HAR of a long session with images stays well under it). */
export const IMPORT_BODY_LIMIT = 64 * 1024 * 1024;

export interface UpstreamRouteDeps {
  links: LinkService;
  importEnv: ImportEnv;
}

/** Changes one account may make in `CHANGE_WINDOW_MS`: each can make the server call out or work. */
export const CHANGE_LIMITS = { link: 10, sync: 20, unlink: 20, import: 20 } as const;
const CHANGE_WINDOW_MS = 10 * 60 * 1000;

/**
 * A per-account limit (after the session is known, so it counts the account, not the address):
 * linking checks cookies on the upstream, a sync makes many requests there, an import parses a
 * large file. Past it: -110, "visits too frequently".
 */
const perAccount = (max: number) => ({
  rateLimit: {
    max,
    timeWindow: CHANGE_WINDOW_MS,
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) =>
      `upstream:${request.routeOptions.url ?? ''}:${request.viewer?.uid ?? request.ip}`,
    errorResponseBuilder: () => new ApiError(RETCODE.TOO_FREQUENT),
  },
});

/** Linked accounts and imports: the cookie owner's own, every change same-origin only. */
export function registerUpstreamRoutes(app: FastifyInstance, deps: UpstreamRouteDeps): void {
  const api = endpoints.upstream;

  registerEndpoint(app, api.links, (_input, ctx) => deps.links.list(ctx.requireViewer().uid));

  registerEndpoint(
    app,
    api.link,
    async ({ body }, ctx) => {
      return { link: await deps.links.link(ctx.requireViewer().uid, body) };
    },
    { config: perAccount(CHANGE_LIMITS.link) },
  );

  registerEndpoint(
    app,
    api.syncNow,
    async ({ body }, ctx) => {
      return { link: await deps.links.syncNow(ctx.requireViewer().uid, body.link_id) };
    },
    { config: perAccount(CHANGE_LIMITS.sync) },
  );

  registerEndpoint(
    app,
    api.unlink,
    ({ body }, ctx) => {
      return deps.links.unlink(ctx.requireViewer().uid, body.link_id, body.delete_records);
    },
    { config: perAccount(CHANGE_LIMITS.unlink) },
  );

  registerEndpoint(
    app,
    api.importFile,
    async ({ body, query }, ctx) => {
      const summary = await importSavedAnswers(
        deps.importEnv,
        ctx.requireViewer().uid,
        body,
        query.format,
      );
      return { summary };
    },
    // A file that is not JSON at all is an unreadable file, not a malformed request.
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      config: { badBodyRetcode: RETCODE.IMPORT_UNREADABLE, ...perAccount(CHANGE_LIMITS.import) },
    },
  );
}
