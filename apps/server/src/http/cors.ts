import type { FastifyInstance } from 'fastify';
import { REQUEST_ID_HEADER } from './request-id.js';

const ALLOWED_HEADERS = 'content-type, x-rpc-*';

/**
 * Credentialed cross-origin calls from the operator's other Chronicle hosts
 * (docs/reference/web-app.md#query-parameters `host`): a page served by one host may call the API
 * of another when both are listed in API_HOSTS. Origins outside
 * the list get no CORS headers, so browsers keep refusing them.
 */
export function allowOperatorOrigins(app: FastifyInstance, origins: readonly string[]): void {
  const allowed = new Set(origins);
  if (allowed.size === 0) return;
  app.addHook('onRequest', async (request, reply) => {
    // Answers differ by Origin, so shared caches must key on it, allowed or not.
    reply.header('vary', 'Origin');
    const origin = request.headers.origin;
    if (typeof origin !== 'string' || !allowed.has(origin)) return;
    reply.header('access-control-allow-origin', origin);
    reply.header('access-control-allow-credentials', 'true');
    // Lets the page read the id of a failing answer, to quote when reporting it (docs/DEPLOY.md).
    reply.header('access-control-expose-headers', REQUEST_ID_HEADER);
    if (request.method === 'OPTIONS') {
      const requested = request.headers['access-control-request-headers'];
      reply.header(
        'access-control-allow-headers',
        typeof requested === 'string' ? requested : ALLOWED_HEADERS,
      );
      reply.header('access-control-allow-methods', 'GET, POST, PUT, DELETE');
      reply.header('access-control-max-age', '600');
      return reply.code(204).send();
    }
  });
}
