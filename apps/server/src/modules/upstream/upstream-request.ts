import { createHash, randomInt } from 'node:crypto';
import { HEADERS, MOUNTS, type EndpointDef, type Lang } from '@chronicle/contract';

/*
 * How a request to a HoYoLAB-compatible upstream looks on the wire: the path under the
 * `sg-public-api` style prefixes every upstream serves (`/event/game_record/<family>/api`, the card
 * under `/event/game_record/card/wapi`), and the headers real web clients send: language, app
 * version, client type, the DS "dynamic secret", referer (docs/reference/upstream-sync.md, "Request
 * headers"). A Chronicle upstream mounts every spelling and ignores the DS.
 */

/** A request ready for a transport (fetch in production, `app.inject` in tests). */
export interface WireRequest {
  method: 'GET' | 'POST';
  /** Path and query, starting with `/`. */
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** What came back: the HTTP status and the body text. */
export interface WireResponse {
  status: number;
  body: string;
}

/** Sends wire requests to one upstream (its base is the transport's business). */
export interface UpstreamTransport {
  send(request: WireRequest): Promise<WireResponse>;
}

/** The web app version and client type HoYoLAB's web clients send (see the reference above). */
const APP_VERSION = '1.5.0';
const CLIENT_TYPE = '5';
const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The overseas web "dynamic secret": `t,r,md5("salt=<salt>&t=<t>&r=<r>")` with `t` in Unix seconds
 * and `r` six random letters.
 */
export function dynamicSecret(salt: string, nowMs: number, random = randomLetters()): string {
  const t = Math.floor(nowMs / 1000);
  const hash = createHash('md5').update(`salt=${salt}&t=${t}&r=${random}`).digest('hex');
  return `${t},${random},${hash}`;
}

function randomLetters(): string {
  let out = '';
  for (let i = 0; i < 6; i += 1) out += LETTERS[randomInt(LETTERS.length)];
  return out;
}

/** The prefix an upstream serves a family under (the sg-public-api spelling). */
export function upstreamPrefix(endpoint: Pick<EndpointDef, 'family'>): string {
  switch (endpoint.family) {
    case 'genshin':
    case 'hkrpg':
    case 'honkai3rd':
      return `/event/game_record/${endpoint.family}/api`;
    case 'card':
      return '/event/game_record/card/wapi';
    default:
      return MOUNTS[endpoint.family][0];
  }
}

/** `a=1&b=x&ids=1&ids=2`: arrays repeat their key, as clients send `id_list[]`. */
export function queryString(input: Readonly<Record<string, unknown>>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || value === null) continue;
    const values: unknown[] = Array.isArray(value) ? value : [value];
    for (const v of values) params.append(key, String(v));
  }
  return params.toString();
}

/** The `Cookie` header of a set of cookies. */
export function cookieHeader(cookies: Readonly<Record<string, string>>): string {
  return Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
}

export interface WireOptions {
  lang: Lang;
  cookies: Readonly<Record<string, string>>;
  dsSalt: string;
  now: number;
}

/** Builds the wire request of an endpoint call: GET input in the query, POST input as JSON. */
export function wireRequest(
  endpoint: Pick<EndpointDef, 'family' | 'path' | 'method'>,
  input: Readonly<Record<string, unknown>>,
  options: WireOptions,
): WireRequest {
  const headers: Record<string, string> = {
    accept: 'application/json, text/plain, */*',
    [HEADERS.language]: options.lang,
    [HEADERS.languageAlt]: options.lang,
    [HEADERS.appVersion]: APP_VERSION,
    [HEADERS.clientType]: CLIENT_TYPE,
    ds: dynamicSecret(options.dsSalt, options.now),
    referer: 'https://act.hoyolab.com/',
    origin: 'https://act.hoyolab.com',
    'user-agent':
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) ' +
      'Chrome/126.0 Safari/537.36 Chronicle/0.1',
  };
  const cookie = cookieHeader(options.cookies);
  if (cookie) headers.cookie = cookie;
  const base = `${upstreamPrefix(endpoint)}/${endpoint.path}`;
  if (endpoint.method === 'GET') {
    const query = queryString(input);
    return { method: 'GET', path: query ? `${base}?${query}` : base, headers };
  }
  headers['content-type'] = 'application/json';
  return { method: 'POST', path: base, headers, body: JSON.stringify(input) };
}
