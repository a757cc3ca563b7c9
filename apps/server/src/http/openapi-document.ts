import * as contract from '@chronicle/contract';
import { RETCODES, type MountFamily } from '@chronicle/contract';
import type { FastifySchema } from 'fastify';
import examples from './openapi-examples.json' with { type: 'json' };
import { describeParameter } from './openapi-parameters.js';

/*
 * The shaping of the OpenAPI document at /docs/json beyond what @fastify/swagger makes of the route
 * schemas: named component schemas instead of everything inlined, the error envelope, tags with
 * descriptions and examples recorded from the demo server (scripts/openapi-examples.ts).
 */

const SCHEMAS = '#/components/schemas/';

/** What each family (one tag each) holds. Typed by family, so a new family needs its text here. */
export const TAG_DESCRIPTIONS: Readonly<Record<MountFamily, string>> = {
  genshin:
    'The main game’s records (HoYoLAB `game_record/genshin/api`): overview, characters, Spiral ' +
    'Abyss, real-time notes, Masquerade Stage, Trial of Dread, Card Duel, events and more.',
  hkrpg: 'Stellar Transit’s records (HoYoLAB `game_record/hkrpg/api`).',
  honkai3rd: 'Starfall Vanguard’s records (HoYoLAB `game_record/honkai3rd/api`).',
  card: 'Game record cards of an account and the privacy switches that decide who sees what.',
  community: 'Community profile, languages, start-up configuration and first-party telemetry.',
  account: 'Chronicle accounts: register, sign in (sets the cookies), sign out.',
  binding: 'The game roles bound to the signed-in account.',
  risk: 'The risk challenge a records call may ask for (retcode 10035) and its verification.',
  ingest: 'Operator API behind a service token: load records and catalogs, run the site.',
  upstream: 'Link accounts on HoYoLAB-compatible upstreams, sync them, import saved answers.',
  history: 'Stored periods and trends of a role over time (Chronicle’s history pages).',
  accountData: 'Erase one’s own account and its data.',
};

/** The error answer every operation may give: HTTP 200 too, with a retcode other than 0. */
export const ERROR_ENVELOPE = {
  type: 'object',
  description:
    'An error answer: HTTP 200 like a success, `retcode` other than 0 (see the table in the ' +
    'description at the top), `message` in English and `data` null.',
  required: ['retcode', 'message', 'data'],
  properties: {
    retcode: {
      type: 'integer',
      enum: RETCODES.filter((r) => r.code !== 0).map((r) => r.code),
    },
    message: { type: 'string', example: 'Data is not public for the user' },
    data: { nullable: true, example: null },
  },
  example: { retcode: 10102, message: 'Data is not public for the user', data: null },
} as const;

/** The contract's exported schemas by identity, so a route schema built from them is named. */
function contractSchemaNames(): Map<object, string> {
  const names = new Map<object, string>();
  for (const [name, value] of Object.entries(contract)) {
    if (!/^[A-Z]/.test(name) || typeof value !== 'object' || value === null) continue;
    const record = value as Record<string, unknown>;
    const isSchema = typeof record.type === 'string' || Array.isArray(record.anyOf);
    const isObjectLike = record.type === 'object' || record.type === 'array' || 'anyOf' in record;
    if (isSchema && isObjectLike && !names.has(value)) names.set(value, name);
  }
  return names;
}

const NAMES = contractSchemaNames();

/** `genshin.spiralAbyss` → `GenshinSpiralAbyss`. */
const pascal = (id: string) =>
  id
    .split(/[^A-Za-z0-9]+/)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');

/**
 * A copy of a schema in which every part that is a named contract schema carries its name as
 * `title` (the root gets `fallback` when it has no contract name), for `hoistTitled` to lift.
 */
function titled(schema: unknown, fallback?: string): unknown {
  if (Array.isArray(schema)) return schema.map((item) => titled(item));
  if (typeof schema !== 'object' || schema === null) return schema;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) copy[key] = titled(value);
  const name = NAMES.get(schema) ?? fallback;
  if (name && copy.title === undefined) copy.title = name;
  return copy;
}

interface RouteSchema extends FastifySchema {
  hide?: boolean;
  operationId?: string;
  response?: Record<string, { properties?: { data?: unknown } }>;
}

/** @fastify/swagger's per-route `transform`: names the schemas of a listed route. */
export function transformRoute({ schema, url }: { schema: FastifySchema; url: string }): {
  schema: FastifySchema;
  url: string;
} {
  const route = schema as RouteSchema;
  if (route.hide || !route.operationId) return { schema, url };
  const base = pascal(route.operationId);
  const envelope = route.response?.['200'];
  const data = envelope?.properties?.data;
  const response = envelope
    ? {
        200: {
          ...envelope,
          properties: { ...envelope.properties, data: titled(data, `${base}Data`) },
        },
      }
    : route.response;
  return {
    schema: {
      ...schema,
      ...(route.body ? { body: titled(route.body, `${base}Body`) } : {}),
      ...(response ? { response } : {}),
    },
    url,
  };
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Lifts every titled schema into `components.schemas` under its title and leaves a `$ref` in its
 * place, innermost first, so a component refers to its own named parts; the first occurrence of a
 * name is kept (the same contract schema renders the same everywhere).
 */
function hoistTitled(node: unknown, components: Json): unknown {
  if (Array.isArray(node)) return node.map((item) => hoistTitled(item, components));
  if (!isObject(node)) return node;
  const copy: Json = {};
  for (const [key, value] of Object.entries(node)) copy[key] = hoistTitled(value, components);
  const title = copy.title;
  if (typeof title !== 'string' || !/^[A-Z][A-Za-z0-9]*$/.test(title)) return copy;
  if (!(title in components)) components[title] = copy;
  return { $ref: `${SCHEMAS}${title}` };
}

interface Operation {
  operationId?: string;
  parameters?: { name?: string; description?: string }[];
  responses?: Record<
    string,
    { description?: string; content?: Record<string, { schema?: unknown; example?: unknown }> }
  >;
}

const EXAMPLES = examples as Record<string, unknown>;

/**
 * Every 200 answer becomes "the success envelope or an ErrorEnvelope", with the recorded example of
 * the success where there is one.
 */
function withErrorEnvelope(operation: Operation): void {
  const ok = operation.responses?.['200'];
  const json = ok?.content?.['application/json'];
  if (!ok || !json?.schema) return;
  ok.description =
    'Always HTTP 200: the envelope with retcode 0 and the data, or an ErrorEnvelope.';
  json.schema = { oneOf: [json.schema, { $ref: `${SCHEMAS}ErrorEnvelope` }] };
  const example = operation.operationId ? EXAMPLES[operation.operationId] : undefined;
  if (example !== undefined) json.example = example;
}

/** @fastify/swagger's `transformObject`: components, error envelope, tags and examples. */
export function transformDocument(openapiObject: Json): Json {
  const components = (openapiObject.components ?? {}) as Json;
  const schemas: Json = { ...(components.schemas as Json | undefined) };
  const paths = hoistTitled(openapiObject.paths ?? {}, schemas) as Record<
    string,
    Record<string, Operation>
  >;
  for (const item of Object.values(paths)) {
    for (const operation of Object.values(item)) {
      withErrorEnvelope(operation);
      if (operation.parameters) operation.parameters = operation.parameters.map(describeParameter);
    }
  }
  schemas.ErrorEnvelope = ERROR_ENVELOPE;
  const tags = Object.entries(TAG_DESCRIPTIONS).map(([name, description]) => ({
    name,
    description,
  }));
  return {
    ...openapiObject,
    tags,
    components: { ...components, schemas },
    paths,
  };
}
