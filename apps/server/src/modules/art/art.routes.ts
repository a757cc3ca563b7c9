import type { FastifyInstance } from 'fastify';
import type { CatalogService } from '../catalog/catalog.service.js';
import { isArtKind, renderArt } from './art.service.js';

const ONE_WEEK_SECONDS = 7 * 24 * 60 * 60;

/** GET /art/:kind/:id.svg — generated, original SVG art with long cache headers. */
export function registerArtRoutes(app: FastifyInstance, catalog: CatalogService): void {
  app.get<{ Params: { kind: string; file: string } }>(
    '/art/:kind/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const { kind, file } = request.params;
      const match = /^(\d{1,12})\.svg$/.exec(file);
      if (!isArtKind(kind) || !match) return reply.callNotFound();
      const svg = renderArt(kind, Number(match[1]), await catalog.current());
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', `public, max-age=${ONE_WEEK_SECONDS}`)
        .send(svg);
    },
  );
}
