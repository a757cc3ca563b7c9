import fc from 'fast-check';
import { ROLE, UID } from '../test/fixtures.js';
import type { JsonSchema } from './operations.js';

/*
 * Mostly valid values of a schema: the starting point the mutations break. Starting valid matters:
 * a request rejected by the first validation rule never reaches the handler, so a fuzzer that only
 * sent garbage would test the validator and nothing else. Some names get fixture values, so
 * requests also reach real rows (the roles and accounts of test/fixtures.ts).
 */

/**
 * The signed-in caller of the fuzzer is alice; her uid is left out of the hints so that a service
 * request deleting or resetting "an account" never ends the sessions the fuzzer signs in with.
 */
const HINTS: Record<string, readonly unknown[]> = {
  role_id: Object.values(ROLE),
  game_role_id: Object.values(ROLE),
  server: ['os_asia', 'os_usa', 'prod_official_asia', 'prod_gf_jp', 'overseas01'],
  uid: [UID.bob, UID.carol, UID.dave, UID.erin],
  game_id: [1, 2, 6],
  gids: ['2', '6', '1'],
  lang: ['en-us', 'ja-jp', 'zh-cn'],
  kind: ['index', 'spiralAbyss', 'dailyNote', 'role_combat', 'note'],
  format: ['chronicle', 'hoyolab'],
};

const MAX_DEPTH = 4;

function typeOf(schema: JsonSchema): string | undefined {
  return Array.isArray(schema.type) ? schema.type[0] : schema.type;
}

function stringArb(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 24, 64);
  if (schema.pattern) {
    return fc
      .stringMatching(new RegExp(schema.pattern))
      .filter((s) => s.length >= minLength && s.length <= (schema.maxLength ?? Infinity))
      .map((s) => s.slice(0, schema.maxLength ?? s.length));
  }
  if (schema.format === 'date-time') {
    return fc
      .date({ min: new Date(0), max: new Date(4e12), noInvalidDate: true })
      .map((d) => d.toISOString());
  }
  return fc.string({ minLength, maxLength: Math.max(minLength, maxLength) });
}

function numberArb(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? (integer ? -1_000 : -1e6);
  const max = schema.maximum ?? (integer ? 1_000_000_000 : 1e6);
  return integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

function objectArb(schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = schema.required ?? [];
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, sub] of Object.entries(properties)) model[key] = valueOf(sub, depth + 1, key);
  if (Object.keys(model).length === 0) {
    return fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), {
      maxKeys: 3,
    });
  }
  return fc.record(model, { requiredKeys: required.filter((k) => k in model) });
}

/** A value of `schema`, or of a fixture hint for `name`; deep schemas stop at small leaves. */
export function valueOf(schema: JsonSchema, depth = 0, name?: string): fc.Arbitrary<unknown> {
  const base = plainValueOf(schema, depth);
  const hints = name === undefined ? undefined : HINTS[name];
  if (!hints) return base;
  const type = typeOf(schema);
  // Hints are given once; a string field gets them as text, an integer field as numbers.
  const fitting = hints
    .map((h) => (type === 'string' ? String(h) : type === 'integer' ? Number(h) : h))
    .filter((h) =>
      typeof h === 'string'
        ? !schema.pattern || new RegExp(schema.pattern).test(h)
        : typeof h !== 'number' || Number.isInteger(h),
    );
  if (fitting.length === 0) return base;
  return fc.oneof(
    { arbitrary: fc.constantFrom(...fitting), weight: 3 },
    { arbitrary: base, weight: 1 },
  );
}

function plainValueOf(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives && alternatives.length > 0) {
    return fc.oneof(...alternatives.map((s) => plainValueOf(s, depth)));
  }
  const base = scalarOrContainer(schema, depth);
  return schema.nullable ? fc.option(base, { nil: null, freq: 8 }) : base;
}

function scalarOrContainer(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  switch (typeOf(schema)) {
    case 'string':
      return stringArb(schema);
    case 'integer':
      return numberArb(schema, true);
    case 'number':
      return numberArb(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 3, 3));
      if (depth >= MAX_DEPTH) return fc.constant([]);
      return fc.array(valueOf(schema.items ?? {}, depth + 1), { minLength, maxLength });
    }
    case 'object':
      return depth >= MAX_DEPTH ? fc.constant({}) : objectArb(schema, depth);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}
