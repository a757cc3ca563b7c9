import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { HEADERS } from '@chronicle/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';

/*
 * Request ids (issue 21 §4). Each request gets one: the caller's own when it sent a sane one in
 * `x-request-id` or, as HoYoLAB clients do, `x-rpc-trace_id`; a fresh UUID otherwise. Fastify puts
 * it in every log line of the request (`reqId`, from the `genReqId` option in app.ts) and it goes
 * back in the `x-request-id` header of every answer, so an operator can find a caller's request in
 * the logs. The headers themselves are left as they came: the risk engine reads `x-rpc-trace_id`
 * with rules of its own (modules/risk/risk.subjects.ts).
 */

export const REQUEST_ID_HEADER = 'x-request-id';

/** Visible ASCII only (no spaces or control characters, which could forge log lines), ≤ 128. */
const SANE_ID = /^[\x21-\x7e]{1,128}$/;

function sane(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' && SANE_ID.test(value) ? value : undefined;
}

/** Fastify's `genReqId`: the caller's id when it looks sane, a random UUID otherwise. */
export function requestId(req: IncomingMessage): string {
  return sane(req.headers[REQUEST_ID_HEADER]) ?? sane(req.headers[HEADERS.traceId]) ?? randomUUID();
}

/** Puts the request's id on a reply (for answers sent outside the hooks, see error-handler.ts). */
export function echoRequestId(reply: FastifyReply): void {
  reply.header(REQUEST_ID_HEADER, reply.request.id);
}

/**
 * Echoes the id on every answer that runs the request hooks: routes, errors, 404s and static
 * files. Registered before any other hook, so even answers sent from a hook (CORS preflights,
 * rate limits) carry it.
 */
export function echoRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', (_request, reply, done) => {
    echoRequestId(reply);
    done();
  });
}
