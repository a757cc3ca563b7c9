import {
  APP_VERSION,
  CLIENT_TYPE_WEB,
  DEFAULT_LANG,
  HEADERS,
  MOUNTS,
  PLATFORM,
  type DataOf,
  type EndpointDef,
  type InputOf,
  type Lang,
} from '@chronicle/contract';
import { announceApiFailure } from './api-failure.js';
import { appContext } from './app-context.js';
import { deviceInfo } from './device.js';
import { parseWithWebpIcons } from './webp.js';

/**
 * A non-zero retcode: the server answered, and said no (docs/reference/web-app.md#calls,
 * docs/reference/web-app.md#errors).
 */
export class ApiError extends Error {
  readonly retcode: number;
  readonly data: unknown;
  /**
   * The URL path of the call that answered (`/game_record/genshin/api/index`): the risk challenge
   * names it in `x-rpc-challenge_path` (docs/reference/web-app.md#risk-challenge-calls).
   */
  readonly path: string;

  constructor(retcode: number, message: string, data: unknown = null, path = '') {
    super(message || `retcode ${retcode}`);
    this.name = 'ApiError';
    this.retcode = retcode;
    this.data = data;
    this.path = path;
  }
}

/** The server could not be reached, or answered something that is not an envelope. */
export class NetworkError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'NetworkError';
  }
}

/** What the client knows about its surroundings; the shells fill it in at start-up. */
export interface ApiContext {
  lang: Lang;
  /**
   * `PLATFORM.web` on the desktop page, `PLATFORM.desktopMobile` on the mobile page
   * (docs/reference/web-app.md#request-headers).
   */
  platform: number;
  /** Under-13 accounts send `x-rpc-is_teenager: 1` (docs/reference/privacy.md#under-13-rule). */
  minor: boolean;
  /**
   * The API origin chosen with `?host=` among the operator's hosts
   * (docs/reference/web-app.md#query-parameters); empty for the page's own origin.
   */
  origin: string;
  /** Appended to raster icon URLs of answers when the browser decodes webp (see `webp.ts`). */
  webpQuery: string;
}

const context: ApiContext = {
  lang: DEFAULT_LANG,
  platform: PLATFORM.web,
  minor: false,
  origin: '',
  webpQuery: '',
};

/** Updates the request context (language, platform, minor flag). */
export function configureApi(patch: Partial<ApiContext>): void {
  Object.assign(context, patch);
}

export interface CallOptions {
  signal?: AbortSignal;
  /** Lets the request outlive the page (telemetry flushed while the page is hidden or unloading). */
  keepalive?: boolean;
  /**
   * Headers of this call only, over the docs/reference/web-app.md#risk-challenge-calls ones (the
   * risk challenge's game, path and trace id).
   */
  headers?: Record<string, string>;
  /**
   * A JSON text sent as the body as it is (a file to import); the input then only fills the query
   * string.
   */
  body?: string;
}

type CallArgs<E extends EndpointDef> = [InputOf<E>] extends [undefined]
  ? [input?: undefined, options?: CallOptions]
  : [input: InputOf<E>, options?: CallOptions];

/**
 * The hash route path (`/ys/abyss`), the "page marker" of
 * docs/reference/web-app.md#request-headers.
 */
function currentRoutePath(): string {
  const hash = window.location.hash.replace(/^#/, '');
  return hash.split('?')[0] || '/';
}

/** The docs/reference/web-app.md#request-headers request headers for the current context. */
export function requestHeaders(): Record<string, string> {
  const device = deviceInfo();
  const app = appContext();
  const headers: Record<string, string> = {
    [HEADERS.language]: context.lang,
    [HEADERS.languageAlt]: context.lang,
    [HEADERS.deviceId]: device.id,
    [HEADERS.deviceFp]: device.fp,
    [HEADERS.platform]: String(app.platform ?? context.platform),
    [HEADERS.pageMarker]: currentRoutePath(),
    [HEADERS.clientType]: String(CLIENT_TYPE_WEB),
    [HEADERS.appVersion]: app.appVersion ?? APP_VERSION,
    [HEADERS.environment]: import.meta.env.PROD ? 'production' : 'development',
  };
  if (context.minor) headers[HEADERS.minor] = '1';
  // Inside the app only (docs/reference/web-app.md#request-headers).
  if (app.sysVersion) headers[HEADERS.sysVersion] = app.sysVersion;
  if (app.deviceName) headers[HEADERS.deviceName] = app.deviceName;
  return headers;
}

/**
 * Where an endpoint is called: the chosen host's origin, then the family's mount; inside the app the
 * mount with `/app` in it, where the family has one (docs/reference/web-app.md#request-headers
 * "inside the app the base path gets /app").
 */
export function endpointUrl(endpoint: Pick<EndpointDef, 'family' | 'path'>): string {
  const mounts: readonly string[] = MOUNTS[endpoint.family];
  const mount =
    (appContext().inApp ? mounts.find((m) => m.includes('/app/')) : undefined) ?? mounts[0];
  return `${context.origin}${mount}/${endpoint.path}`;
}

function queryString(input: unknown): string {
  if (input === null || typeof input !== 'object') return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || value === null) continue;
    const values: unknown[] = Array.isArray(value) ? value : [value];
    for (const v of values) params.append(key, String(v));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

function isEnvelope(
  value: unknown,
): value is { retcode: number; message?: unknown; data: unknown } {
  return (
    typeof value === 'object' &&
    value !== null &&
    'retcode' in value &&
    typeof value.retcode === 'number'
  );
}

/** The answers the server put in the page for the app's first calls (`pageAnswer`). */
let pageAnswers: Record<string, unknown> | undefined;

/**
 * The page's own answer to a call, used once: an entry page served with a session cookie carries
 * the profile and record cards (apps/server/src/modules/web/page-answers.ts), so the app asks for
 * the records without waiting on those two round trips. Only answers made in the current language
 * for the page's own origin count.
 */
function pageAnswer(key: string): unknown {
  if (!pageAnswers) {
    try {
      const page = JSON.parse(document.getElementById('page-answers')?.textContent ?? '') as {
        lang?: string;
        answers?: Record<string, unknown>;
      };
      pageAnswers = page.lang === context.lang && !context.origin ? page.answers : {};
    } catch {
      // No answers in the page (none made, or unreadable): every call goes to the server.
      pageAnswers = {};
    }
  }
  const answer = pageAnswers?.[key];
  delete pageAnswers?.[key];
  return answer;
}

async function call<E extends EndpointDef>(endpoint: E, ...args: CallArgs<E>): Promise<DataOf<E>> {
  const [input, options] = args;
  // A declared query goes in the URL, on a POST too (createGeetest, as HoYoLAB sends it).
  const readsQuery =
    endpoint.method === 'GET' || endpoint.method === 'DELETE' || endpoint.query !== undefined;
  const where = endpointUrl(endpoint);
  const query = readsQuery ? queryString(input) : '';
  const headers = { ...requestHeaders(), ...options?.headers };
  const body = options?.body ?? (readsQuery ? undefined : JSON.stringify(input ?? {}));
  if (body) headers['content-type'] = 'application/json';

  let payload = endpoint.method === 'GET' ? pageAnswer(endpoint.id + query) : undefined;
  if (payload === undefined) {
    let response: Response;
    try {
      response = await fetch(where + query, {
        method: endpoint.method,
        credentials: 'include',
        headers,
        body,
        signal: options?.signal,
        keepalive: options?.keepalive,
      });
    } catch (cause) {
      const error = new NetworkError(`Request to ${where} failed`, { cause });
      // An aborted request (the page moved on) is nobody's failure.
      if (!options?.signal?.aborted) announceApiFailure({ error, endpoint: endpoint.id });
      throw error;
    }
    try {
      payload = context.webpQuery
        ? parseWithWebpIcons(await response.text(), context.webpQuery)
        : await response.json();
    } catch (cause) {
      // A proxy's HTML error page (502, 504) is the outage monitoring most needs to hear of.
      const error = new NetworkError(`${where} answered HTTP ${response.status} without JSON`, {
        cause,
      });
      announceApiFailure({ error, endpoint: endpoint.id });
      throw error;
    }
  } else if (context.webpQuery) {
    payload = parseWithWebpIcons(JSON.stringify(payload), context.webpQuery);
  }
  if (!isEnvelope(payload)) {
    const error = new NetworkError(`${where} answered without an envelope`);
    announceApiFailure({ error, endpoint: endpoint.id });
    throw error;
  }
  if (payload.retcode !== 0) {
    const error = new ApiError(
      payload.retcode,
      typeof payload.message === 'string' ? payload.message : '',
      payload.data,
      where.slice(context.origin.length),
    );
    announceApiFailure({ error, endpoint: endpoint.id });
    throw error;
  }
  return payload.data as DataOf<E>;
}

/** Typed calls of the contract's endpoints: `api.call(endpoints.genshin.index, query)`. */
export const api = { call };

/** The retcode of an error, or undefined when it is not an API answer. */
export function retcodeOf(error: unknown): number | undefined {
  return error instanceof ApiError ? error.retcode : undefined;
}
