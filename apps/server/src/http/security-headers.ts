import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * The strict policy of every page: scripts only from files, and the inline scripts of our own built
 * pages by their hash (`scriptHashes`, see `pageScriptHashes`), never any other inline script. Styles also allow inline
 * ones: the owner's share-as-image copies the share card's computed styles into the capture, which
 * the browser applies as inline styles; the app itself ships none. Images may also come from
 * PUBLIC_URL's origin: payload icon URLs are absolute on it, and a page opened under another name of
 * the same server (127.0.0.1 vs localhost) must still show them.
 */
const cspDirectives = (
  publicUrl: string,
  apiOrigins: readonly string[],
  scriptHashes: readonly string[],
) => ({
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", ...scriptHashes.map((hash) => `'${hash}'`)],
  styleSrc: ["'self'", "'unsafe-inline'"],
  // The other API hosts' payload icons are absolute on their own origins.
  imgSrc: ["'self'", 'data:', 'blob:', new URL(publicUrl).origin, ...apiOrigins],
  // The operator's other API hosts, selectable with `?host=`.
  connectSrc: ["'self'", ...apiOrigins],
  fontSrc: ["'self'", 'data:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
});

/**
 * Helmet's headers for this server, worked out once. They depend on the configuration only, never
 * on the request, so running Helmet per request (as its Fastify plugin does: it parses the CSP
 * directives and builds its middleware anew for every request) only burns time on the hot path.
 */
export function securityHeaders(
  publicUrl: string,
  apiOrigins: readonly string[],
  scriptHashes: readonly string[] = [],
): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: cspDirectives(publicUrl, apiOrigins, scriptHashes),
    },
    strictTransportSecurity: publicUrl.startsWith('https:'),
  })({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    // Helmet throws on a bad option itself; older versions passed the error here instead.
    if (error) throw error instanceof Error ? error : new Error('helmet refused its options');
  });
  return headers;
}

/**
 * Images that answers point at: the generated art and mirrored images. Any page may show them (a
 * page under another name of this server, an operator's other API host, a bot's own site), so
 * they are not held to the same origin.
 */
const SHARED_IMAGES = /^\/(?:art|media)\//;

/** Every answer (API, pages, files, errors) carries the security headers. */
export function registerSecurityHeaders(
  app: FastifyInstance,
  publicUrl: string,
  apiOrigins: readonly string[],
  scriptHashes: readonly string[] = [],
): void {
  const headers = securityHeaders(publicUrl, apiOrigins, scriptHashes);
  const imageHeaders = { ...headers, 'cross-origin-resource-policy': 'cross-origin' };
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(SHARED_IMAGES.test(request.url) ? imageHeaders : headers);
    done();
  });
}
