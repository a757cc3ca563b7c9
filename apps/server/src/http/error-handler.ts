import { RETCODE, retcodeInfo } from '@chronicle/contract';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from './api-error.js';
import { isApiPath } from './api-paths.js';
import { describeIssue, type SchemaIssue } from './json-path.js';
import { echoRequestId } from './request-id.js';

/** Sends the envelope as a pre-serialized string, so no response schema can reject it. */
export function sendEnvelope(reply: FastifyReply, retcode: number, message: string): FastifyReply {
  reply.request.retcode = retcode;
  return reply
    .code(200)
    .type('application/json')
    .send(JSON.stringify({ retcode, message, data: null }));
}

/**
 * What the HTTP parser refuses before any route runs (a request line or headers over the size
 * limit, a malformed request): the same envelope every answer has, with -10001, then the connection
 * closes. Fastify's default answer here was its own JSON, which clients cannot read as an envelope.
 */
export function envelopeOnClientError(error: Error & { code?: string }, socket: Duplex): void {
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const message = tooLarge
    ? 'Invalid request: the request line or headers are too large'
    : 'Invalid request: the request could not be read';
  if (socket.writable && error.code !== 'ECONNRESET') {
    const body = JSON.stringify({ retcode: RETCODE.INVALID_REQUEST, message, data: null });
    socket.write(
      `HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/** The router's own refusals (a malformed URL): the envelope on API paths, a bare 400 elsewhere. */
export function envelopeOnFrameworkError(
  _error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  // These answers skip the request hooks, so the id is put on here.
  echoRequestId(reply);
  if (isApiPath(request.url)) {
    void sendEnvelope(reply, RETCODE.INVALID_REQUEST, 'Invalid request: the URL could not be read');
    return;
  }
  void reply.code(400).type('text/plain; charset=utf-8').send('Bad Request');
}

/** `Invalid request: query.role_id must match pattern …` — names the field, never the schema. */
export function describeValidation(
  issues: readonly SchemaIssue[],
  context?: string,
  prefix = 'Invalid request',
): string {
  const root = context === 'querystring' ? 'query' : (context ?? 'input');
  return `${prefix}: ${describeIssue(issues[0], root)}`;
}

function isClientRequestError(error: FastifyError): boolean {
  const status = error.statusCode ?? 0;
  return (error.code?.startsWith('FST_ERR_CTP') ?? false) || (status >= 400 && status < 500);
}

/**
 * The one error handler: API paths always get HTTP 200 and the envelope (ApiError → its retcode,
 * validation and unparsable bodies → -10001, or -9101 on ingest, anything else → -1 with a generic
 * message); other paths get a bare status. Nothing internal ever reaches the client.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const family = request.routeOptions.config.family;
    let retcode: number;
    let message: string;
    if (error instanceof ApiError) {
      retcode = error.retcode;
      message = error.message;
    } else if (error.validation) {
      const ingest = family === 'ingest';
      retcode = ingest ? RETCODE.INVALID_PAYLOAD : RETCODE.INVALID_REQUEST;
      message = describeValidation(
        error.validation,
        error.validationContext,
        ingest ? 'Invalid payload' : 'Invalid request',
      );
    } else if (isClientRequestError(error)) {
      retcode = request.routeOptions.config.badBodyRetcode ?? RETCODE.INVALID_REQUEST;
      message =
        error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
          ? 'Invalid request: the body must be JSON'
          : 'Invalid request: the body is not valid JSON';
      if (error.statusCode === 413) message = 'Invalid request: the body is too large';
    } else {
      request.log.error({ err: error }, 'unexpected error');
      retcode = RETCODE.INTERNAL;
      message = retcodeInfo(RETCODE.INTERNAL).message;
    }

    if (isApiPath(request.url)) return sendEnvelope(reply, retcode, message);
    const status = isClientRequestError(error) ? (error.statusCode ?? 400) : 500;
    return reply
      .code(status)
      .type('text/plain; charset=utf-8')
      .send(status === 500 ? 'Internal Server Error' : 'Bad Request');
  });

  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request.url))
      return sendEnvelope(reply, RETCODE.INVALID_REQUEST, 'Unknown endpoint');
    return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
  });

  // Some clients compare the Content-Type string literally
  // (docs/reference/hoyolab-api.md#response-envelope): no charset.
  app.addHook('onSend', async (request, reply, payload) => {
    const type = reply.getHeader('content-type');
    if (
      isApiPath(request.url) ||
      (typeof type === 'string' && type.startsWith('application/json'))
    ) {
      reply.header('content-type', 'application/json');
    }
    return payload;
  });
}
