import { RETCODE } from '@chronicle/contract';
import type { FastifyRequest } from 'fastify';
import { ApiError } from './api-error.js';

/**
 * The web origins of HoYoLAB's own pages. HoYoLAB-shaped clients (genshin.py, bots, our own sync)
 * copy those pages' headers, `Origin` included, so a request naming one of them without any
 * `Sec-Fetch-Site` is such a client sending its own cookies, not a browser on another site: a
 * browser always adds `Sec-Fetch-Site`, and pages on these origins are HoYoverse's, not an
 * attacker's.
 */
export const HOYOLAB_CLIENT_ORIGINS: readonly string[] = [
  'https://act.hoyolab.com',
  'https://webstatic-sea.hoyolab.com',
  'https://www.hoyolab.com',
  'https://m.hoyolab.com',
];

/**
 * Refuses a cookie-authenticated state change that another site started (CSRF). Allowed: this
 * server's own origin and the operator's API hosts (`allowed`); a request without `Origin` (bots
 * and API clients send none) unless the browser says it is cross-site; a HoYoLAB page origin from a
 * client that is no browser (no `Sec-Fetch-Site`). Everything else, `Origin: null` included, gets
 * -9209 before the body is read.
 */
export function assertSameOrigin(request: FastifyRequest, allowed: readonly string[]): void {
  const site = request.headers['sec-fetch-site'];
  const origin = request.headers.origin;
  if (origin === undefined) {
    if (site === 'cross-site') throw new ApiError(RETCODE.CROSS_SITE);
    return;
  }
  const own = `${request.protocol}://${request.host}`;
  if (origin === own || allowed.includes(origin)) return;
  if (site === undefined && HOYOLAB_CLIENT_ORIGINS.includes(origin)) return;
  throw new ApiError(RETCODE.CROSS_SITE);
}
