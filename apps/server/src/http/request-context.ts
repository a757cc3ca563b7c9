import {
  COOKIES,
  DEFAULT_LANG,
  HEADERS,
  normalizeLang,
  type Lang,
  type ServiceScope,
} from '@chronicle/contract';
import type { FastifyRequest } from 'fastify';

/** The role a records read is about. */
export interface RiskTarget {
  gameId: number;
  /** The role's id; undefined when the caller's role type does not carry it. */
  roleId: string | undefined;
  /** The account owning the role. */
  ownerUid: number;
}

/**
 * The risk engine's view of one request (issue #8): the policy calls it before every records read.
 * It throws 10035 / 10041 / 10101 (`ApiError`) when the read must wait for a challenge or is past
 * the daily limit, and counts reads of other players' roles.
 */
export interface RiskGate {
  /**
   * Starts reading what the next `beforeRecordsRead` checks first (the flags), so the caller can
   * look the role up meanwhile: on PostgreSQL the two round trips overlap. Decisions stay the same
   * and in the same order; a failure surfaces in `beforeRecordsRead`.
   */
  prefetch(): void;
  /** `undefined`: no such role (the gate takes the role id the request asked for). */
  beforeRecordsRead(target: RiskTarget | undefined): Promise<void>;
  /** Before another account's (or one's own) record cards: held → 10035/10041; daily limit → 10101. */
  beforeCardRead(ownerUid: number): Promise<void>;
}

/** The signed-in community account behind a request. */
export interface Viewer {
  uid: number;
  tokenHash: string;
  /**
   * Set by the app's authenticator for API requests; viewers built elsewhere (tests, the CLI)
   * have none and are never counted.
   */
  risk?: RiskGate;
}

/** Resolves sessions and service tokens; the account and ingest modules provide it. */
export interface Authenticator {
  viewer(request: FastifyRequest): Promise<Viewer | null>;
  /** The scopes of the request's valid service token; null when it has none. */
  serviceScopes(request: FastifyRequest): Promise<readonly ServiceScope[] | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    authenticator: Authenticator;
    /**
     * Origins whose pages may change state with the viewer's cookies besides the request's own:
     * PUBLIC_URL's and the operator's API hosts (`http/same-origin.ts`).
     */
    trustedOrigins: readonly string[];
  }
  interface FastifyRequest {
    viewer: Viewer | null;
    lang: Lang;
    /** The scopes of a `service` endpoint's token (set before the body is read). */
    serviceScopes: readonly ServiceScope[] | null;
    /** The retcode of the envelope answered, once it is known; null for pages and files. */
    retcode: number | null;
  }
  interface FastifyContextConfig {
    /** Endpoint family of API routes (decides e.g. which retcode a validation error gets). */
    family?: string;
    /** The retcode of a body that cannot be read (not JSON, too large); -10001 by default. */
    badBodyRetcode?: number;
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
