import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { mediaFile } from './media.service.js';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * GET /media/<hash>.<ext>: a mirrored image. Its name is its content's hash, so it never changes
 * and is cached for a year. It is served as an image only, sandboxed: an SVG opened on its own runs
 * no script and loads nothing.
 */
export function registerMediaRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  app.get<{ Params: { file: string } }>(
    '/media/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const row = await mediaFile(db, request.params.file);
      if (!row) return reply.callNotFound();
      return reply
        .type(row.content_type)
        .header('cache-control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .send(row.bytes);
    },
  );
}
