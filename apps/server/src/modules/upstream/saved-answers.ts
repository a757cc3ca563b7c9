import {
  COOKIES,
  DEFAULT_LANG,
  HEADERS,
  MOUNTS,
  endpoints,
  normalizeLang,
  type EndpointDef,
  type ImportSkipReason,
  type Lang,
} from '@chronicle/contract';
import { readEnvelope } from './upstream-client.js';
import type { UpstreamAnswer } from './parsers/parse-kit.js';

/*
 * Saved answers, from a HAR file (what every browser's DevTools saves of a session) or from raw
 * `{endpoint, query, response}` objects, turned into the answers the parsers read. Only the request
 * line, its query or body, its language (header, `lang` query or the `mi18nLang` cookie) and the
 * answer are looked at; the login cookies and other headers a HAR holds are never read, let alone
 * stored.
 */

/** One saved answer, or the reason it cannot be used. */
export type SavedEntry =
  { answer: UpstreamAnswer } | { skipped: ImportSkipReason; example: string };

export interface SavedFile {
  format: 'har' | 'raw';
  entries: SavedEntry[];
  /** Images the file carries (HAR "with content"), by URL. */
  images: Map<string, Buffer>;
}

const RECORD_FAMILIES = ['genshin', 'hkrpg', 'honkai3rd', 'card', 'binding'] as const;

/** Every mounted spelling of every record endpoint: `/event/game_record/genshin/api/index` → def. */
const BY_PATH: ReadonlyMap<string, EndpointDef> = new Map(
  RECORD_FAMILIES.flatMap((family) =>
    Object.values(endpoints[family] as Record<string, EndpointDef>).flatMap((def) =>
      MOUNTS[family].map((prefix) => [`${prefix}/${def.path}`, def] as const),
    ),
  ),
);

/** The endpoint a URL path names (any prefix we mount), if it is a game-record endpoint. */
export function endpointOfPath(path: string): EndpointDef | undefined {
  const clean = `/${path.replace(/^\/+/, '')}`.replace(/\/+$/, '');
  return BY_PATH.get(clean);
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Query parameters as an input object: a repeated key becomes an array. */
function queryInput(params: URLSearchParams): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    input[key] = values.length === 1 ? values[0] : values;
  }
  return input;
}

function headerOf(headers: unknown, name: string): string | undefined {
  if (!Array.isArray(headers)) return undefined;
  for (const header of headers) {
    if (isObject(header) && typeof header.name === 'string' && header.name.toLowerCase() === name) {
      return typeof header.value === 'string' ? header.value : undefined;
    }
  }
  return undefined;
}

/** The language an answer is in: its request's language header, `lang` query, or cookie. */
function langOf(request: Json, query: Record<string, unknown>): Lang {
  const cookies: unknown[] = Array.isArray(request.cookies) ? request.cookies : [];
  const cookie = cookies.find((c) => isObject(c) && c.name === COOKIES.lang);
  return (
    normalizeLang(headerOf(request.headers, HEADERS.language)) ??
    normalizeLang(headerOf(request.headers, HEADERS.languageAlt)) ??
    normalizeLang(typeof query.lang === 'string' ? query.lang : undefined) ??
    normalizeLang(
      isObject(cookie) && typeof cookie.value === 'string' ? cookie.value : undefined,
    ) ??
    DEFAULT_LANG
  );
}

function contentBytes(content: Json): Buffer | undefined {
  if (typeof content.text !== 'string') return undefined;
  return content.encoding === 'base64'
    ? Buffer.from(content.text, 'base64')
    : Buffer.from(content.text, 'utf8');
}

function harEntry(entry: unknown, images: Map<string, Buffer>): SavedEntry {
  if (!isObject(entry) || !isObject(entry.request) || !isObject(entry.response)) {
    return { skipped: 'not_record_endpoint', example: '(not a HAR entry)' };
  }
  const { request, response } = entry;
  let url: URL;
  try {
    url = new URL(String(request.url));
  } catch {
    return { skipped: 'not_record_endpoint', example: String(request.url).slice(0, 80) };
  }
  const content = isObject(response.content) ? response.content : {};
  const endpoint = endpointOfPath(url.pathname);
  if (!endpoint) {
    if (typeof content.mimeType === 'string' && content.mimeType.startsWith('image/')) {
      const bytes = contentBytes(content);
      if (bytes && bytes.length > 0) images.set(url.href, bytes);
    }
    return { skipped: 'not_record_endpoint', example: url.pathname };
  }
  const envelope =
    response.status === 200
      ? readEnvelope(contentBytes(content)?.toString('utf8') ?? '')
      : undefined;
  if (!envelope || envelope.retcode !== 0) return { skipped: 'not_success', example: url.pathname };
  const query = queryInput(url.searchParams);
  let input = query;
  if (endpoint.method === 'POST') {
    const post = isObject(request.postData) ? request.postData.text : undefined;
    try {
      const body: unknown = typeof post === 'string' ? JSON.parse(post) : {};
      input = isObject(body) ? { ...query, ...body } : query;
    } catch {
      return { skipped: 'no_role', example: url.pathname };
    }
  }
  const at = Date.parse(typeof entry.startedDateTime === 'string' ? entry.startedDateTime : '');
  return {
    answer: {
      endpoint,
      input,
      lang: langOf(request, query),
      data: envelope.data,
      capturedAt: Number.isFinite(at) ? at : Date.now(),
    },
  };
}

function rawEntry(item: unknown, now: number): SavedEntry {
  if (!isObject(item) || typeof item.endpoint !== 'string' || !isObject(item.response)) {
    return {
      skipped: 'not_record_endpoint',
      example: '(not an {endpoint, query, response} object)',
    };
  }
  const [path = '', search = ''] = item.endpoint.split('?');
  const endpoint = endpointOfPath(path);
  if (!endpoint) return { skipped: 'not_record_endpoint', example: path.slice(0, 80) };
  const envelope = readEnvelope(JSON.stringify(item.response));
  if (!envelope || envelope.retcode !== 0) return { skipped: 'not_success', example: path };
  const query = {
    ...queryInput(new URLSearchParams(search)),
    ...(isObject(item.query) ? item.query : {}),
  };
  const at =
    typeof item.captured_at === 'number'
      ? item.captured_at
      : Date.parse(typeof item.captured_at === 'string' ? item.captured_at : '');
  return {
    answer: {
      endpoint,
      input: query,
      lang: normalizeLang(typeof item.lang === 'string' ? item.lang : undefined) ?? DEFAULT_LANG,
      data: envelope.data,
      capturedAt: Number.isFinite(at) ? at : now,
    },
  };
}

/** Whether a parsed JSON document is a HAR file. */
export const isHar = (doc: unknown): boolean =>
  isObject(doc) && isObject(doc.log) && Array.isArray(doc.log.entries);

/**
 * Reads a saved file (already parsed JSON): a HAR, or raw answers (one object or an array).
 * Returns undefined when it is neither.
 */
export function readSavedFile(
  doc: unknown,
  format: 'har' | 'raw' | undefined,
  now: number,
): SavedFile | undefined {
  const images = new Map<string, Buffer>();
  if (format === 'har' || (format === undefined && isHar(doc))) {
    if (!isHar(doc)) return undefined;
    const entries = (doc as { log: { entries: unknown[] } }).log.entries.map((e) =>
      harEntry(e, images),
    );
    return { format: 'har', entries, images };
  }
  const items = Array.isArray(doc) ? doc : [doc];
  // One saved answer makes it a file of answers; a malformed item in it is skipped and counted.
  const looksRaw = items.some((i) => isObject(i) && 'endpoint' in i && 'response' in i);
  if (!looksRaw) return undefined;
  return { format: 'raw', entries: items.map((i) => rawEntry(i, now)), images };
}
