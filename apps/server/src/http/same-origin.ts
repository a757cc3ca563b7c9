import { RETCODE } from '@chronicle/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from './api-error.js';

/**
 * Refuses a cookie-authenticated state change that another site started (CSRF): the browser says
 * so in `Sec-Fetch-Site`, and its `Origin` must be this server's own or one of `allowed` (the
 * operator's API hosts). A request without `Origin` is no browser's cross-site request (bots and
 * API clients send none) and goes through.
 */
export function assertSameOrigin(request: FastifyRequest, allowed: readonly string[]): void {
  if (request.headers['sec-fetch-site'] === 'cross-site') throw new ApiError(RETCODE.CROSS_SITE);
  const origin = request.headers.origin;
  if (origin === undefined) return;
  const own = `${request.protocol}://${request.host}`;
  if (origin !== own && !allowed.includes(origin)) throw new ApiError(RETCODE.CROSS_SITE);
}

const CHANGES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Every state change on an API path that a browser could carry cookies on (issue 19 §2): a POST,
 * PUT, PATCH or DELETE without a service token must come from this server's own origin or one of
 * `allowed` (login included, so another site cannot sign a browser into its account). Requests
 * without `Origin` (bots, API clients) are untouched; the ingest API's bearer tokens are no cookies.
 */
export function guardCrossSiteChanges(
  app: FastifyInstance,
  allowed: readonly string[],
  isApiPath: (url: string) => boolean,
): void {
  app.addHook('onRequest', (request, _reply, done) => {
    if (
      CHANGES.has(request.method) &&
      isApiPath(request.url) &&
      !/^Bearer\s/i.test(request.headers.authorization ?? '')
    ) {
      try {
        assertSameOrigin(request, allowed);
      } catch (error) {
        done(error as Error);
        return;
      }
    }
    done();
  });
}
