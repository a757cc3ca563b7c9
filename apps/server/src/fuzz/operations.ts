/*
 * The operations the fuzzer attacks, read from the server's own OpenAPI document (`app.swagger()`),
 * so a new endpoint is fuzzed the moment it is declared, with no list to keep in sync.
 */

/** The subset of JSON Schema the contract's TypeBox declarations produce. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
}

export interface ParamSpec {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

export type AuthKind = 'session' | 'service' | 'none';

export interface Operation {
  /** The operationId, or `METHOD path` when the document has none. */
  id: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** The path template, `{name}` for path parameters. */
  path: string;
  pathParams: ParamSpec[];
  query: ParamSpec[];
  /** The JSON body schema, when the operation takes a body. */
  body: { schema: JsonSchema; required: boolean } | undefined;
  auth: AuthKind;
  /**
   * A documented success that is not the envelope (a download): its 200 response declares no JSON
   * content. Errors of such an operation are still envelopes.
   */
  download: boolean;
}

interface OpenApiParameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface OpenApiOperation {
  operationId?: string;
  parameters?: OpenApiParameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
  security?: Record<string, unknown>[];
  responses?: Record<string, { content?: Record<string, unknown> }>;
}

export interface OpenApiDocument {
  paths?: Record<string, Record<string, OpenApiOperation>>;
}

const METHODS = new Set(['GET', 'POST', 'PUT', 'DELETE', 'PATCH']);

function authOf(op: OpenApiOperation): AuthKind {
  const schemes = (op.security ?? []).flatMap((s) => Object.keys(s));
  if (schemes.includes('serviceToken')) return 'service';
  if (schemes.includes('cookieAuth')) return 'session';
  return 'none';
}

function paramsIn(op: OpenApiOperation, where: string): ParamSpec[] {
  return (op.parameters ?? [])
    .filter((p) => p.in === where)
    .map((p) => ({ name: p.name, required: p.required === true, schema: p.schema ?? {} }));
}

/** Every path × method of the document, with what the fuzzer needs to build requests. */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths ?? {})) {
    for (const [name, op] of Object.entries(methods)) {
      const method = name.toUpperCase();
      if (!METHODS.has(method)) continue;
      const json = op.requestBody?.content?.['application/json'];
      const ok = op.responses?.['200'];
      operations.push({
        id: op.operationId ?? `${method} ${path}`,
        method: method as Operation['method'],
        path,
        pathParams: paramsIn(op, 'path'),
        query: paramsIn(op, 'query'),
        body: json
          ? { schema: json.schema ?? {}, required: op.requestBody?.required === true }
          : undefined,
        auth: authOf(op),
        download: ok !== undefined && ok.content?.['application/json'] === undefined,
      });
    }
  }
  return operations;
}
