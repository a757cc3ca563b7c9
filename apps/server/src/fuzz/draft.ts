import fc from 'fast-check';
import type { Operation } from './operations.js';

/*
 * A request being built: mostly valid input that mutations then break, encoded at the end into the
 * exact bytes sent. Path and query text is kept already percent-encoded so a mutation can put
 * broken encodings there.
 */

export type Caller = 'anon' | 'session' | 'badCookie' | 'service' | 'badService';

export interface Draft {
  /** Path parameter → the segment text as sent. */
  path: Record<string, string>;
  /** Query pairs as sent (a repeated key is a repeated pair). */
  query: [string, string][];
  body: { json: unknown } | { raw: string | Buffer } | undefined;
  /** The Content-Type header; undefined sends none. */
  contentType: string | undefined;
  headers: Record<string, string>;
  /** Raw JSON text spliced in where the body holds `rawMarker(i)`. */
  fragments: string[];
}

/** The request as sent: printable as a counterexample, replayable with `app.inject`. */
export interface FuzzRequest {
  op: string;
  caller: Caller;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload: string | Buffer | undefined;
  mutations: string[];
}

const MARK = '\u0001raw';

export const rawMarker = (index: number): string => `${MARK}${index}\u0001`;

/** Copies a JSON value, keeping own `__proto__` keys as data (a plain spread would drop them). */
export function cloneJson(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(cloneJson);
  if (value === null || typeof value !== 'object') return value;
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    setOwn(copy, key, cloneJson((value as Record<string, unknown>)[key]));
  }
  return copy;
}

/** Sets a key as an own enumerable property, so `__proto__` ends up in the JSON text. */
export function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

function queryPairs(values: Record<string, unknown>): [string, string][] {
  const pairs: [string, string][] = [];
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) {
      pairs.push([key, encodeURIComponent(String(v))]);
    }
  }
  return pairs;
}

/** The draft of a valid request of `op` with these generated input values. */
export function initialDraft(
  op: Operation,
  input: { path: Record<string, unknown>; query: Record<string, unknown>; body: unknown },
): Draft {
  const path: Record<string, string> = {};
  for (const p of op.pathParams) path[p.name] = encodeURIComponent(String(input.path[p.name]));
  return {
    path,
    query: queryPairs(input.query),
    body: op.body ? { json: cloneJson(input.body) } : undefined,
    contentType: op.body ? 'application/json' : undefined,
    headers: {},
    fragments: [],
  };
}

function serializeBody(draft: Draft): string | Buffer | undefined {
  if (!draft.body) return undefined;
  if ('raw' in draft.body) return draft.body.raw;
  let text = JSON.stringify(draft.body.json) ?? '';
  draft.fragments.forEach((fragment, i) => {
    text = text.split(JSON.stringify(rawMarker(i))).join(fragment);
  });
  return text;
}

const clip = (s: string, n = 240) => (s.length > n ? `${s.slice(0, n)}… (${s.length} chars)` : s);

/** Turns a finished draft into the request sent. */
export function encodeDraft(
  op: Operation,
  draft: Draft,
  caller: Caller,
  mutations: string[],
): FuzzRequest {
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => draft.path[name] ?? '');
  const query = draft.query.map(([k, v]) => `${k}=${v}`).join('&');
  const headers = { ...draft.headers };
  if (draft.contentType !== undefined) headers['content-type'] = draft.contentType;
  const request: FuzzRequest = {
    op: op.id,
    caller,
    method: op.method,
    url: query ? `${path}?${query}` : path,
    headers,
    payload: serializeBody(draft),
    mutations,
  };
  // fast-check prints counterexamples with this: short enough to read, exact where it is short.
  Object.defineProperty(request, fc.toStringMethod, {
    enumerable: false,
    value: () => describeRequest(request),
  });
  return request;
}

/** A readable, clipped account of a request for failure reports. */
export function describeRequest(r: FuzzRequest): string {
  const payload =
    r.payload === undefined
      ? 'none'
      : Buffer.isBuffer(r.payload)
        ? `<${r.payload.length} bytes> ${clip(r.payload.toString('hex'), 120)}`
        : JSON.stringify(clip(r.payload));
  const headers = Object.entries(r.headers)
    .map(([k, v]) => `${k}: ${clip(v, 120)}`)
    .join(' | ');
  return [
    `${r.op} as ${r.caller} [${r.mutations.join(', ') || 'valid'}]`,
    `${r.method} ${clip(r.url)}`,
    `headers: ${headers || 'none'}`,
    `payload: ${payload}`,
  ].join('\n  ');
}
