import { sql, type Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.js';

/** GET /healthz: `{status: 'ok'}` once the database answers a ping. */
export function registerHealthRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  app.get('/healthz', { schema: { hide: true } }, async (request, reply) => {
    try {
      await sql`select 1`.execute(db);
      return { status: 'ok' };
    } catch (error) {
      request.log.error({ err: error }, 'health check failed');
      return reply.code(503).send({ status: 'unavailable' });
    }
  });
}
