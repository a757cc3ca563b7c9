import fc from 'fast-check';
import { TEST_PUBLIC_URL } from '../test/test-setup.js';
import { rawMarker, setOwn, type Draft } from './draft.js';
import {
  PROTOTYPE_KEYS,
  RAW_JSON_FRAGMENTS,
  deepFragment,
  hugeValue,
  invalidJsonBody,
  weirdUrlText,
  wrongTypeValue,
} from './malformed.js';
import type { Operation } from './operations.js';

/*
 * The ways a request is broken. Each mutation picks its target with a generated index (modulo
 * what the draft holds), so every choice is a plain value fast-check can shrink and replay.
 */

export interface Mutation {
  name: string;
  apply(draft: Draft): void;
}

const mutation = (name: string, apply: (draft: Draft) => void): Mutation => ({ name, apply });

type Slot = { parent: Record<string, unknown> | unknown[]; key: string | number } | 'root';

/** Every node of the JSON body: the root, then each property and element, depth first. */
function slots(value: unknown, parent: Slot = 'root', out: Slot[] = []): Slot[] {
  out.push(parent);
  if (Array.isArray(value)) value.forEach((v, i) => slots(v, { parent: value, key: i }, out));
  else if (value !== null && typeof value === 'object') {
    for (const key of Object.keys(value)) {
      const obj = value as Record<string, unknown>;
      slots(obj[key], { parent: obj, key }, out);
    }
  }
  return out;
}

function jsonBody(draft: Draft): { json: unknown } {
  if (draft.body && 'json' in draft.body) return draft.body;
  const body = { json: {} as unknown };
  draft.body = body;
  draft.contentType ??= 'application/json';
  return body;
}

function replaceAt(draft: Draft, pick: number, value: unknown): void {
  const body = jsonBody(draft);
  const all = slots(body.json);
  const slot = all[pick % all.length] ?? 'root';
  if (slot === 'root') body.json = value;
  else if (Array.isArray(slot.parent)) slot.parent[slot.key as number] = value;
  else setOwn(slot.parent, String(slot.key), value);
}

function spliceRaw(draft: Draft, pick: number, fragment: string): void {
  draft.fragments.push(fragment);
  replaceAt(draft, pick, rawMarker(draft.fragments.length - 1));
}

const objectsIn = (value: unknown): Record<string, unknown>[] =>
  slots(value)
    .map((s) => (s === 'root' ? value : (s.parent as Record<string, unknown>)[s.key as string]))
    .filter(
      (v): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v),
    );

const extraKey = fc.oneof(
  fc.constantFrom(
    ...PROTOTYPE_KEYS,
    'toString',
    'hasOwnProperty',
    'valueOf',
    '',
    ' ',
    'a.b',
    '$where',
  ),
  fc.string({ minLength: 1, maxLength: 10 }),
);

function formEncode(value: unknown): string {
  if (value === null || typeof value !== 'object')
    return `value=${encodeURIComponent(String(value))}`;
  return Object.entries(value)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(JSON.stringify(v) ?? '')}`)
    .join('&');
}

function multipartEncode(value: unknown, boundary: string): string {
  const fields =
    value !== null && typeof value === 'object' ? Object.entries(value) : [['value', value]];
  const parts = fields.map(
    ([k, v]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${String(k)}"\r\n\r\n${JSON.stringify(v) ?? ''}\r\n`,
  );
  return `${parts.join('')}--${boundary}--\r\n`;
}

const CONTENT_TYPES = [
  'text/plain',
  'text/plain; charset=utf-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzzboundary',
  'multipart/form-data',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/JSON',
  'application/json;;;',
  'application/json; boundary=x',
  'application/vnd.api+json',
  'application/xml',
  'application/octet-stream',
  '*/*',
  '',
  'garbage',
  'application/json, text/plain',
  'text/json',
] as const;

const bodyMutations: fc.Arbitrary<Mutation>[] = [
  fc
    .tuple(fc.nat(), wrongTypeValue)
    .map(([pick, v]) => mutation('body.wrongType', (d) => replaceAt(d, pick, v))),
  fc.nat().map((pick) =>
    mutation('body.missingField', (d) => {
      const objects = objectsIn(jsonBody(d).json).filter((o) => Object.keys(o).length > 0);
      const target = objects[pick % Math.max(objects.length, 1)];
      if (!target) return;
      const keys = Object.keys(target);
      delete target[keys[pick % keys.length] as string];
    }),
  ),
  fc.tuple(fc.nat(), extraKey, wrongTypeValue).map(([pick, key, v]) =>
    mutation(`body.unknownField(${JSON.stringify(key)})`, (d) => {
      const body = jsonBody(d);
      const objects = objectsIn(body.json);
      const target = objects[pick % Math.max(objects.length, 1)];
      if (target) setOwn(target, key, v);
      else
        body.json = (() => {
          const root = {};
          setOwn(root, key, v);
          return root;
        })();
    }),
  ),
  fc
    .tuple(fc.nat(), hugeValue)
    .map(([pick, v]) => mutation('body.huge', (d) => replaceAt(d, pick, v))),
  fc
    .tuple(fc.nat(), deepFragment)
    .map(([pick, text]) => mutation('body.deepNesting', (d) => spliceRaw(d, pick, text))),
  fc
    .tuple(fc.nat(), fc.constantFrom(...RAW_JSON_FRAGMENTS))
    .map(([pick, text]) => mutation(`body.rawNumber(${text})`, (d) => spliceRaw(d, pick, text))),
  invalidJsonBody.map((raw) =>
    mutation('body.invalidJson', (d) => {
      d.body = { raw };
      d.contentType ??= 'application/json';
    }),
  ),
  fc.constantFrom(...CONTENT_TYPES).map((type) =>
    mutation(`body.contentType(${type})`, (d) => {
      jsonBody(d);
      d.contentType = type;
    }),
  ),
  fc.boolean().map((declared) =>
    mutation(`body.form(declared ${declared ? 'form' : 'json'})`, (d) => {
      d.body = { raw: formEncode(jsonBody(d).json) };
      d.contentType = declared ? 'application/x-www-form-urlencoded' : 'application/json';
    }),
  ),
  fc.boolean().map((declared) =>
    mutation(`body.multipart(declared ${declared ? 'multipart' : 'json'})`, (d) => {
      d.body = { raw: multipartEncode(jsonBody(d).json, 'fuzzboundary') };
      d.contentType = declared ? 'multipart/form-data; boundary=fuzzboundary' : 'application/json';
    }),
  ),
  fc.boolean().map((keepType) =>
    mutation(`body.none(${keepType ? 'json type kept' : 'no type'})`, (d) => {
      d.body = undefined;
      if (!keepType) d.contentType = undefined;
      else d.contentType ??= 'application/json';
    }),
  ),
];

function queryMutations(): fc.Arbitrary<Mutation>[] {
  const at = (d: Draft, pick: number) => d.query[pick % Math.max(d.query.length, 1)];
  return [
    fc.tuple(fc.nat(), weirdUrlText).map(([pick, v]) =>
      mutation('query.wrongType', (d) => {
        const pair = at(d, pick);
        if (pair) pair[1] = v;
        else d.query.push(['x', v]);
      }),
    ),
    fc
      .nat()
      .map((pick) =>
        mutation(
          'query.missing',
          (d) => void d.query.splice(pick % Math.max(d.query.length, 1), 1),
        ),
      ),
    fc.tuple(fc.nat(), weirdUrlText).map(([pick, v]) =>
      mutation('query.duplicateKey', (d) => {
        const pair = at(d, pick);
        if (pair) d.query.push([pair[0], v], [pair[0], pair[1]]);
      }),
    ),
    fc
      .tuple(
        fc.constantFrom(
          ...PROTOTYPE_KEYS,
          '__proto__[polluted]',
          'constructor[prototype][polluted]',
          'a[b][c]',
          '',
          '%ZZ',
          '%00',
          'lang',
          'role_id[]',
        ),
        weirdUrlText,
      )
      .map(([key, v]) =>
        mutation(`query.unknownField(${key})`, (d) => void d.query.push([key, v])),
      ),
    fc.tuple(fc.nat(), fc.constantFrom(1_000, 10_000, 70_000)).map(([pick, n]) =>
      mutation(`query.huge(${n})`, (d) => {
        const pair = at(d, pick);
        if (pair) pair[1] = '9'.repeat(n);
        else d.query.push(['q', 'a'.repeat(n)]);
      }),
    ),
    fc.constantFrom(1_500, 5_000).map((n) =>
      mutation(`query.manyKeys(${n})`, (d) => {
        for (let i = 0; i < n; i++) d.query.push([`k${i % 50}`, String(i)]);
      }),
    ),
  ];
}

function pathMutations(op: Operation): fc.Arbitrary<Mutation>[] {
  const names = op.pathParams.map((p) => p.name);
  if (names.length === 0) return [];
  const name = (pick: number) => names[pick % names.length] as string;
  return [
    fc
      .tuple(fc.nat(), weirdUrlText)
      .map(([pick, v]) => mutation('path.wrongType', (d) => void (d.path[name(pick)] = v))),
    fc
      .tuple(
        fc.nat(),
        fc.constantFrom(101, 1_000, 20_000, 100_000),
        fc.constantFrom('9', 'a', '%41'),
      )
      .map(([pick, n, c]) =>
        mutation(`path.overLong(${n})`, (d) => void (d.path[name(pick)] = c.repeat(n))),
      ),
    fc.nat().map((pick) => mutation('path.empty', (d) => void (d.path[name(pick)] = ''))),
  ];
}

const headerMutations: fc.Arbitrary<Mutation>[] = [
  fc
    .constantFrom(
      '',
      'xx-yy',
      'en-us,ja-jp',
      'EN-US',
      '../../',
      'a'.repeat(5_000),
      '\u00e9\u00e8',
      '*',
      'zh-cn;q=0.9',
    )
    .map((v) => mutation('header.language', (d) => void (d.headers['x-rpc-language'] = v))),
  fc
    .constantFrom(
      TEST_PUBLIC_URL,
      'null',
      'http://evil.test',
      '',
      'not a url',
      `${TEST_PUBLIC_URL}:99999`,
    )
    .map((v) => mutation(`header.origin(${v})`, (d) => void (d.headers.origin = v))),
];

/** The mutations that apply to `op` (body ones add a body to operations that take none). */
export function mutationsFor(op: Operation): fc.Arbitrary<Mutation> {
  return fc.oneof(
    { arbitrary: fc.oneof(...bodyMutations), weight: op.body ? 5 : 1 },
    { arbitrary: fc.oneof(...queryMutations()), weight: op.query.length > 0 ? 4 : 1 },
    ...pathMutations(op).map((arbitrary) => ({ arbitrary, weight: 2 })),
    { arbitrary: fc.oneof(...headerMutations), weight: 1 },
  );
}
