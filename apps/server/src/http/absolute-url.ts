import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Turns a relative icon path (`/art/…`) into an absolute URL; absolute URLs and '' pass through. */
export type Absolutize = (url: string | null | undefined) => string;

/** The origin of the request being answered, where answers follow it (`followRequestOrigin`). */
const requestOrigin = new AsyncLocalStorage<string>();

/** A host as clients may name this server: a name or address, and a port. */
const HOST = /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i;

/**
 * The origin a request was made to (`https://records.example`, `http://192.168.1.5:8080`), as the
 * client named it (behind a trusted proxy, as the proxy says it was named); undefined when the Host
 * header is not a plain host and port.
 */
export function originOf(request: FastifyRequest): string | undefined {
  const { host, protocol } = request;
  return HOST.test(host) ? `${protocol}://${host.toLowerCase()}` : undefined;
}

/**
 * Answers made inside `fn` name icons on `origin`: a server browsed by its address, or by several
 * names, gives each client URLs it can load (the app's onRequest hook runs every request in it
 * when PUBLIC_URL is not set).
 */
export function followRequestOrigin(origin: string | undefined, fn: () => void): void {
  if (origin) requestOrigin.run(origin, fn);
  else fn();
}

/**
 * Without PUBLIC_URL, every answer names icons (and other links to this server) on the origin the
 * request was made to: `http://localhost:8080` works on the machine itself and `http://192.168.1.5:8080`
 * from a phone on the same network. The handler runs inside the request's origin; `preHandler`
 * comes after the body is read, whose events would otherwise carry another context.
 */
export function answerOnRequestOrigins(app: FastifyInstance): void {
  app.addHook('preHandler', (request, _reply, done) =>
    followRequestOrigin(originOf(request), done),
  );
}

/**
 * The origin the answer being made names icons on, when it follows the request's ('' otherwise):
 * caches of presented answers put it in their keys.
 */
export function answerOrigin(): string {
  return requestOrigin.getStore() ?? '';
}

/**
 * An `Absolutize` for a public origin such as `https://chronicle.example`. Inside
 * `followRequestOrigin` the request's origin is used instead (outside a request, such as in the
 * CLI or a background sync, the public origin).
 */
export function absolutizer(publicUrl: string): Absolutize {
  const origin = publicUrl.replace(/\/+$/, '');
  return (url) => {
    if (!url) return '';
    if (!url.startsWith('/') || url.startsWith('//')) return url;
    return `${requestOrigin.getStore() ?? origin}${url}`;
  };
}

/**
 * `url` when it is an absolute http(s) URL, else ''. Links from operator data end up in `href`s of
 * every client, so other schemes (`javascript:`, `data:`…) never leave the server.
 */
export function webLinkOrEmpty(url: string): string {
  try {
    const { protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:' ? url : '';
  } catch {
    return '';
  }
}
