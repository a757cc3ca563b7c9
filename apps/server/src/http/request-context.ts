import { COOKIES, DEFAULT_LANG, HEADERS, normalizeLang, type Lang } from '@chronicle/contract';
import type { FastifyRequest } from 'fastify';

/** The signed-in community account behind a request. */
export interface Viewer {
  uid: number;
  tokenHash: string;
}

/** Resolves sessions and service tokens; the account and ingest modules provide it. */
export interface Authenticator {
  viewer(request: FastifyRequest): Promise<Viewer | null>;
  isServiceRequest(request: FastifyRequest): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    authenticator: Authenticator;
  }
  interface FastifyRequest {
    viewer: Viewer | null;
    lang: Lang;
  }
  interface FastifyContextConfig {
    /** Endpoint family of API routes (decides e.g. which retcode a validation error gets). */
    family?: string;
  }
}

function firstString(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  return undefined;
}

/**
 * The request language: `x-rpc-language`, then `x-rpc-lang`, the `lang` query parameter and the
 * `mi18nLang` cookie. Codes nobody supports are skipped, and en-us is the last resort, because real
 * clients send all sorts of values and must still get an answer.
 */
export function resolveLang(request: FastifyRequest): Lang {
  const query = request.query as Record<string, unknown> | undefined;
  const candidates = [
    firstString(request.headers[HEADERS.language]),
    firstString(request.headers[HEADERS.languageAlt]),
    firstString(query?.lang),
    request.cookies[COOKIES.lang],
  ];
  for (const candidate of candidates) {
    const lang = normalizeLang(candidate);
    if (lang) return lang;
  }
  return DEFAULT_LANG;
}
