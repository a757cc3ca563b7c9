import { readLimited } from '../../http/read-limited.js';
import type { UpstreamTransport, WireRequest, WireResponse } from './upstream-request.js';

/** No answer of a record endpoint comes near this; a bigger body is not read. */
const MAX_ANSWER_BYTES = 16 * 1024 * 1024;
const TIMEOUT_MS = 20_000;

/**
 * Sends wire requests to one configured origin with Node's fetch. Redirects are not followed: an
 * upstream may not send the server (and the player's cookies) anywhere else.
 */
export function fetchTransport(origin: string): UpstreamTransport {
  return {
    async send(request: WireRequest): Promise<WireResponse> {
      const response = await fetch(`${origin}${request.path}`, {
        method: request.method,
        headers: request.headers,
        ...(request.body === undefined ? {} : { body: request.body }),
        redirect: 'manual',
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const body = await readLimited(response, MAX_ANSWER_BYTES);
      return { status: response.status, body: body.toString('utf8') };
    },
  };
}
