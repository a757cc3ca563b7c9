import fc from 'fast-check';

/*
 * The raw material of malformed requests: values of the wrong type, sizes past every limit,
 * strings that parsers treat specially, bytes that are not UTF-8, broken percent-encoding.
 */

/** Keys that reach prototypes when code copies input into a plain object. */
export const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

/** Strings that number, boolean and date parsers mistake for something else. */
export const TRICKY_STRINGS = [
  '',
  ' ',
  'NaN',
  'Infinity',
  '-Infinity',
  '+Infinity',
  '1e309',
  '-1e309',
  '1e-400',
  '0x1F',
  '0b101',
  '0o17',
  '1_000',
  ' 12 ',
  '-0',
  '00012',
  '9007199254740993',
  '-9223372036854775809',
  '99999999999999999999999999999999',
  '1.5',
  'true',
  'null',
  'undefined',
  '[]',
  '{}',
  '[object Object]',
  '\u0000',
  '\u202e\u0041',
  'é'.normalize('NFD'),
  '\ud800',
  '\udfff\ud800',
  '😀😀😀',
  "'; DROP TABLE accounts; --",
  '" OR 1=1 --',
  '%s%n%x',
  '${7*7}',
  '../../etc/passwd',
  '<script>alert(1)</script>',
] as const;

/** JSON values of the wrong type for almost any field. */
export const wrongTypeValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(null, true, false, 0, -1, 1.5, -0.000001, 2 ** 53 + 2, 1e308, -1e308),
  fc.constantFrom<unknown>(...TRICKY_STRINGS),
  fc.constantFrom<unknown>([], {}, [null], [[]], { '': null }, ['1', 2, true]),
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc.integer(),
  fc.double(),
);

/** Text inserted verbatim into a JSON body: numbers JSON.parse turns into Infinity or loses. */
export const RAW_JSON_FRAGMENTS = [
  '1e400',
  '-1e400',
  '123456789012345678901234567890',
  '1.0000000000000000000000001',
  '-0',
  '0.0e-999',
  '"\\ud800"',
  '"\\u0000"',
  '"\\uDFFF\\uD800"',
] as const;

/** Nested arrays or objects `depth` deep, built as text (a value that deep breaks JSON.stringify). */
export function deepJson(depth: number, shape: 'array' | 'object'): string {
  return shape === 'array'
    ? `${'['.repeat(depth)}${']'.repeat(depth)}`
    : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

export const deepFragment: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom(20, 200, 2_000, 20_000, 200_000), fc.constantFrom('array', 'object'))
  .map(([depth, shape]) => deepJson(depth, shape));

/** Sizes around the limits: the default 1 MiB body limit, column widths, URL lengths. */
export const HUGE_LENGTHS = [256, 4_097, 65_536, 1_048_577, 3_000_000] as const;

export const hugeValue: fc.Arbitrary<unknown> = fc.oneof(
  fc
    .tuple(fc.constantFrom(...HUGE_LENGTHS), fc.constantFrom('a', '9', 'é', '😀', '\u0000'))
    .map(([n, c]) => c.repeat(Math.ceil(n / c.length))),
  fc.constantFrom(1_000, 100_000).map((n) => new Array<number>(n).fill(0)),
  fc
    .constantFrom(1_000, 50_000)
    .map((n) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, i]))),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, Number.MAX_VALUE, -Number.MAX_VALUE, 2 ** 63, 1e21),
);

/** Bodies that are not valid JSON however they are read. */
export const invalidJsonBody: fc.Arbitrary<string | Buffer> = fc.oneof(
  fc.constantFrom<string | Buffer>(
    '{',
    '}',
    '{"a":}',
    '{"a":1,}',
    "{'a':1}",
    '{a:1}',
    '{"a":1}{"b":2}',
    '{"a":1} trailing',
    'undefined',
    'NaN',
    '',
    ' ',
    '\u0000',
    '\ufeff{}',
    '{"__proto__":{"polluted":1}}',
    '{"constructor":{"prototype":{"polluted":1}}}',
    '[',
    '"unterminated',
    '{"a":"\\x41"}',
    '{"a":"\\u12"}',
    Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
    Buffer.from([0xc0, 0xaf, 0xed, 0xa0, 0x80]),
    Buffer.from('{"a":1}', 'utf16le'),
    Buffer.from([0xef, 0xbb, 0xbf, 0x7b, 0x7d]),
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
);

/** Percent-encoding a URL parser may choke on: truncated, non-hex, overlong or non-UTF-8. */
export const RAW_URL_PIECES = [
  '%',
  '%Z',
  '%ZZ',
  '%%',
  '%00',
  '%0A',
  '%C0%AF',
  '%C0%80',
  '%FF%FE',
  '%E2%82',
  '%ED%A0%80',
  '%F4%90%80%80',
  '%2F',
  '%2e%2e',
  '..',
  '+',
  '%2B',
  '%26',
  '%3D',
  '%23',
  '%3F',
  '%u0041',
  '%F0%9F%98%80',
  'é',
  '😀',
  '\u0000',
] as const;

/** Query or path text: tricky strings (encoded), raw pieces, or arbitrary Unicode. */
export const weirdUrlText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...TRICKY_STRINGS).map((s) => encodeURIComponent(safeForUri(s))),
  fc.constantFrom(...RAW_URL_PIECES),
  fc
    .array(fc.constantFrom(...RAW_URL_PIECES), { minLength: 2, maxLength: 6 })
    .map((a) => a.join('')),
  fc.string({ unit: 'grapheme', maxLength: 16 }).map((s) => encodeURIComponent(s)),
);

/** encodeURIComponent throws on lone surrogates; replace them so the encoded text is valid. */
export function safeForUri(s: string): string {
  return s.replace(
    /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
    '\ufffd',
  );
}
