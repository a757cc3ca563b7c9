import type { EndpointDef, Lang } from '@chronicle/contract';
import type { Envelope } from './group-runner.js';
import { endpointLabel } from './parsers/answer-reader.js';
import type { UpstreamCookies } from './upstream-cookies.js';
import { wireRequest, type UpstreamTransport, type WireResponse } from './upstream-request.js';

/*
 * One link's conversation with its upstream: requests spaced at least `intervalMs` apart (plus up to
 * a quarter more of jitter) so a sync never hammers the upstream, network errors, HTTP 5xx and
 * "visits too frequently" retried with exponential backoff, and every answer read as an envelope.
 */

/** Retcodes with which HoYoLAB asks a client to slow down (docs/reference/upstream-sync.md). */
const SLOW_DOWN_RETCODES = new Set([-110, 1028]);

/** Statuses that say an endpoint does not exist on this upstream. */
const MISSING_STATUSES: ReadonlySet<number> = new Set([404, 405, 501]);

/** What one call came back with. */
export type CallResult =
  | { kind: 'envelope'; envelope: Envelope }
  /** The upstream does not offer this endpoint (HTTP 404, 405 or 501 without an envelope). */
  | { kind: 'missing'; status: number }
  /** Network errors, HTTP 5xx or 429 on every try, or an answer that is no envelope. */
  | { kind: 'unreachable'; message: string };

export interface ClientOptions {
  transport: UpstreamTransport;
  cookies: UpstreamCookies;
  dsSalt: string;
  /** Least time between two requests (ms). */
  intervalMs: number;
  /** Retries after the first try (network errors, HTTP 5xx, slow-down retcodes). */
  retries?: number;
  /** First backoff (ms); it doubles with each retry. */
  backoffMs?: number;
  now: () => number;
  sleep: (ms: number) => Promise<void>;
  /** A number in [0, 1) for jitter. */
  random: () => number;
}

export const realSleep = (ms: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, ms));

/** Parses a response body as an envelope, or undefined when it is none. */
export function readEnvelope(body: string): Envelope | undefined {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const { retcode, message, data } = value as Record<string, unknown>;
  if (typeof retcode !== 'number' || !Number.isInteger(retcode)) return undefined;
  return { retcode, message: typeof message === 'string' ? message : '', data: data ?? null };
}

/** Paced, retrying calls to one upstream with one account's cookies. */
export class UpstreamClient {
  /** Requests sent (tries included). */
  requests = 0;
  private lastSentAt = Number.NEGATIVE_INFINITY;

  constructor(private readonly options: ClientOptions) {}

  private async pace(): Promise<void> {
    const { intervalMs, now, sleep, random } = this.options;
    if (intervalMs <= 0) return;
    const due = this.lastSentAt + intervalMs * (1 + random() / 4);
    const wait = due - now();
    if (wait > 0) await sleep(Math.ceil(wait));
  }

  private async sendOnce(
    endpoint: EndpointDef,
    input: Readonly<Record<string, unknown>>,
    lang: Lang,
  ): Promise<WireResponse> {
    await this.pace();
    const { transport, cookies, dsSalt, now } = this.options;
    this.lastSentAt = now();
    this.requests += 1;
    return transport.send(wireRequest(endpoint, input, { lang, cookies, dsSalt, now: now() }));
  }

  /** Calls an endpoint; never throws for upstream trouble (the result says what happened). */
  async call(
    endpoint: EndpointDef,
    input: Readonly<Record<string, unknown>>,
    lang: Lang,
  ): Promise<CallResult> {
    const retries = this.options.retries ?? 3;
    const backoff = this.options.backoffMs ?? 2_000;
    let problem = '';
    for (let attempt = 0; attempt <= retries; attempt += 1) {
      if (attempt > 0) {
        await this.options.sleep(backoff * 2 ** (attempt - 1) * (1 + this.options.random() / 2));
      }
      let response: WireResponse;
      try {
        response = await this.sendOnce(endpoint, input, lang);
      } catch (error) {
        problem = `${endpointLabel(endpoint)}: ${error instanceof Error ? error.message : String(error)}`;
        continue;
      }
      if (response.status >= 500 || response.status === 429) {
        problem = `${endpointLabel(endpoint)}: HTTP ${response.status}`;
        continue;
      }
      const envelope = readEnvelope(response.body);
      if (!envelope) {
        // Not offered here (HoYoLAB has no `activity/<slug>`): skipped. Anything else without an
        // envelope (a redirect, a firewall's page) means this is no upstream to talk to now.
        if (MISSING_STATUSES.has(response.status))
          return { kind: 'missing', status: response.status };
        return {
          kind: 'unreachable',
          message: `${endpointLabel(endpoint)}: HTTP ${response.status} without an answer`,
        };
      }
      if (SLOW_DOWN_RETCODES.has(envelope.retcode) && attempt < retries) continue;
      return { kind: 'envelope', envelope };
    }
    return { kind: 'unreachable', message: problem || 'no answer' };
  }
}
