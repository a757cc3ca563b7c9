import {
  Envelope,
  MOUNTS,
  VIEWER_HEADER,
  RETCODE,
  type BodyOf,
  type DataOf,
  type EndpointDef,
  type Lang,
  type ParamsOf,
  type QueryOf,
} from '@chronicle/contract';
import { TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from './api-error.js';
import { compressedAnswer } from './compression.js';
import { resolveLang, type Viewer } from './request-context.js';
import { assertSameOrigin } from './same-origin.js';

export interface EndpointInput<E extends EndpointDef> {
  query: QueryOf<E>;
  body: BodyOf<E>;
  params: ParamsOf<E>;
}

/**
 * A complete envelope already serialized with the route's response schema; handlers that cache
 * their answers return it, and it is sent as is.
 */
export class Serialized {
  /**
   * A Buffer is sent as is; a string is UTF-8 encoded on every send, which for a 150 KB answer
   * costs more than the rest of the request (measured: ~7x fewer requests per second).
   */
  constructor(readonly json: string | Buffer) {}
}

export interface EndpointContext {
  lang: Lang;
  /** Set for `session` endpoints (guaranteed), null otherwise. */
  viewer: Viewer | null;
  /** The viewer of a `session` endpoint; throws the endpoint's login retcode when missing. */
  requireViewer(): Viewer;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface HandlerContext<E extends EndpointDef> extends EndpointContext {
  /** Serializes `{retcode: 0, message: 'OK', data}` with the route's response schema. */
  serialize(data: DataOf<E>): string;
}

export type EndpointHandler<E extends EndpointDef> = (
  input: EndpointInput<E>,
  ctx: HandlerContext<E>,
) => Promise<DataOf<E> | Serialized> | DataOf<E> | Serialized;

export interface EndpointOptions {
  /** Extra route config, e.g. `rateLimit`. */
  config?: FastifyContextConfig;
  /** Maximum body size in bytes (ingest bundles are large). */
  bodyLimit?: number;
  /**
   * The handler gets the body unread and unchecked, as `bodyPieces(request, limit)` gives it: it
   * reads and checks it itself, elsewhere than on the request thread. The declaration's body
   * schema still documents it. Register such a route in a scope that leaves bodies unread
   * (`leaveBodiesUnread`).
   */
  rawBody?: boolean;
}

/** The content type parser of a scope whose routes read their bodies themselves (`rawBody`). */
export function leaveBodiesUnread(scope: FastifyInstance): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
}

const tooLarge = () =>
  Object.assign(new Error('the body is too large'), {
    statusCode: 413,
    code: 'FST_ERR_CTP_BODY_TOO_LARGE',
  });

/**
 * The body of a `rawBody` route, piece by piece as it arrives, with Fastify's checks: a declared
 * or actual size over `limit` fails as Fastify's own parsers do (413, "the body is too large").
 */
export async function* bodyPieces(
  request: FastifyRequest,
  limit: number,
): AsyncGenerator<Uint8Array> {
  if (Number(request.headers['content-length'] ?? 0) > limit) throw tooLarge();
  const body = request.body as AsyncIterable<Uint8Array> | undefined;
  if (!body || typeof body[Symbol.asyncIterator] !== 'function') return;
  let size = 0;
  for await (const piece of body) {
    size += piece.byteLength;
    if (size > limit) throw tooLarge();
    yield piece;
  }
}

/** Checks every part but the body, which a `rawBody` route checks itself. */
const exceptBody: typeof TypeBoxValidatorCompiler = (route) =>
  route.httpPart === 'body'
    ? (data: unknown) => ({ value: data })
    : TypeBoxValidatorCompiler(route);

/** A kept answer goes out as it is, or as its kept compressed copy (`compressedAnswer`). */
async function sendSerialized(request: FastifyRequest, reply: FastifyReply, json: string | Buffer) {
  reply.type('application/json; charset=utf-8');
  if (typeof json === 'string') return reply.send(json);
  const { body, encoding } = await compressedAnswer(json, request.headers['accept-encoding']);
  reply.header('vary', 'Accept-Encoding');
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(body);
}

const ok = <T>(data: T) => ({ retcode: RETCODE.OK as number, message: 'OK', data });

function securityOf(def: EndpointDef): Record<string, string[]>[] | undefined {
  if (def.auth === 'session') return [{ cookieAuth: [] }];
  if (def.auth === 'service') return [{ serviceToken: [] }];
  return undefined;
}

/**
 * What runs before a byte of the body is read: a service token is checked (issue 19 §3), so an
 * upload without a valid token costs no parsing however large it is; a state change a browser
 * sends from another site is refused (`http/same-origin.ts`).
 */
function onRequestOf(
  app: FastifyInstance,
  def: EndpointDef,
  loginRetcode: number,
): { onRequest: (request: FastifyRequest) => Promise<void> } | undefined {
  if (def.auth === 'service') {
    return {
      onRequest: async (request) => {
        const scopes = await app.authenticator.serviceScopes(request);
        if (!scopes) throw new ApiError(loginRetcode);
        if (def.scope && !scopes.includes(def.scope)) {
          throw new ApiError(RETCODE.SERVICE_TOKEN_SCOPE);
        }
        request.serviceScopes = scopes;
      },
    };
  }
  if (def.changesState) {
    return {
      onRequest: (request) =>
        Promise.resolve().then(() => assertSameOrigin(request, app.trustedOrigins)),
    };
  }
  return undefined;
}

/**
 * Registers a contract declaration under every prefix of its family (only the canonical one shows in
 * the OpenAPI document). Input is validated by the declaration's schemas, auth runs before
 * validation, and the handler's `data` is wrapped in `{retcode: 0, message: 'OK', data}`.
 */
export function registerEndpoint<E extends EndpointDef>(
  app: FastifyInstance,
  def: E,
  handler: EndpointHandler<E>,
  options: EndpointOptions = {},
): void {
  const loginRetcode = def.loginRetcode ?? RETCODE.NOT_LOGGED_IN;
  const response = { 200: Envelope(def.data) };

  MOUNTS[def.family].forEach((prefix, index) => {
    const canonical = index === 0;
    app.route({
      method: def.method,
      url: `${prefix}/${def.path}`,
      config: { ...options.config, family: def.family },
      ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
      ...(options.rawBody ? { validatorCompiler: exceptBody } : {}),
      schema: {
        ...(def.query ? { querystring: def.query } : {}),
        ...(def.body ? { body: def.body } : {}),
        ...(def.params ? { params: def.params } : {}),
        response,
        summary: def.summary,
        ...(def.description ? { description: def.description } : {}),
        tags: [def.family],
        hide: !canonical,
        ...(canonical ? { operationId: def.id } : {}),
        ...(securityOf(def) ? { security: securityOf(def) } : {}),
      },
      ...(onRequestOf(app, def, loginRetcode) ?? {}),
      // Auth before validation: a caller without credentials learns nothing about the input rules.
      preValidation: async (request, reply) => {
        request.lang = resolveLang(request);
        if (def.auth === 'session') {
          request.viewer = await app.authenticator.viewer(request);
          if (!request.viewer) throw new ApiError(loginRetcode);
          reply.header(VIEWER_HEADER, String(request.viewer.uid));
        }
      },
      handler: async (request, reply) => {
        const ctx: HandlerContext<E> = {
          lang: request.lang,
          viewer: request.viewer,
          requireViewer: () => {
            if (!request.viewer) throw new ApiError(loginRetcode);
            return request.viewer;
          },
          request,
          reply,
          serialize: (data) => reply.serialize(ok(data)) as string,
        };
        const input = {
          query: request.query,
          body: request.body,
          params: request.params,
        } as EndpointInput<E>;
        const data = await handler(input, ctx);
        // Both kinds of answer are `ok` envelopes (a Serialized one is made by `ctx.serialize`).
        request.retcode = RETCODE.OK;
        if (data instanceof Serialized) return sendSerialized(request, reply, data.json);
        return ok(data);
      },
    });
  });
}

/**
 * A records endpoint whose answers are kept as the bytes sent (the overview, the character list,
 * the abyss, the notes): `keep` finds or makes them for the viewer, the request's query or body
 * (`part`) and the language, serializing new data with the route's schema.
 */
export function registerKeptEndpoint<E extends EndpointDef, D, K extends 'query' | 'body'>(
  app: FastifyInstance,
  def: E,
  part: K,
  deps: D,
  keep: (
    deps: D,
    viewer: Viewer,
    input: EndpointInput<E>[K],
    lang: Lang,
    serialize: (data: DataOf<E>) => string,
  ) => Promise<Buffer>,
): void {
  registerEndpoint(
    app,
    def,
    async (input, ctx) =>
      new Serialized(
        await keep(deps, ctx.requireViewer(), input[part], ctx.lang, (data) => ctx.serialize(data)),
      ),
  );
}
