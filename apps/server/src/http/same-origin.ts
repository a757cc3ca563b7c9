import { RETCODE } from '@chronicle/contract';
import type { FastifyRequest } from 'fastify';
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
