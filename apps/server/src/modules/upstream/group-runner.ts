import type { Lang } from '@chronicle/contract';
import type {
  UpstreamAnswer,
  UpstreamGroup,
  UpstreamRequest,
  UpstreamRole,
} from './parsers/parse-kit.js';

/** An upstream's envelope as it came back. */
export interface Envelope {
  retcode: number;
  message: string;
  data: unknown;
}

/** A request whose answer was not a success, and what came back instead. */
export interface FailedRequest {
  request: UpstreamRequest;
  retcode: number;
  message: string;
}

/** No group asks for more than this many requests per role and language (paging gone wrong). */
const MAX_REQUESTS_PER_GROUP = 200;

/** A stable key of a request, so one is never made twice. */
export function requestKey(request: UpstreamRequest): string {
  return `${request.endpoint.id} ${JSON.stringify(request.input)}`;
}

/**
 * Makes the requests a group asks for, one at a time, until it asks for nothing new; answers with
 * retcode 0 are collected, the others reported. `send` may throw to stop everything (a sync stops
 * on an expired login or a captcha).
 */
export async function runGroup(
  group: UpstreamGroup,
  role: UpstreamRole,
  lang: Lang,
  send: (request: UpstreamRequest) => Promise<Envelope>,
  now: () => number,
): Promise<{ answers: UpstreamAnswer[]; failed: FailedRequest[]; made: UpstreamRequest[] }> {
  const answers: UpstreamAnswer[] = [];
  const failed: FailedRequest[] = [];
  const made: UpstreamRequest[] = [];
  const asked = new Set<string>();
  for (;;) {
    const fresh = group.next(role, answers).filter((r) => !asked.has(requestKey(r)));
    if (fresh.length === 0 || made.length >= MAX_REQUESTS_PER_GROUP) break;
    for (const request of fresh) {
      asked.add(requestKey(request));
      made.push(request);
      const envelope = await send(request);
      if (envelope.retcode === 0) {
        answers.push({
          endpoint: request.endpoint,
          input: request.input,
          lang,
          data: envelope.data,
          capturedAt: now(),
        });
      } else {
        failed.push({ request, retcode: envelope.retcode, message: envelope.message });
      }
    }
  }
  return { answers, failed, made };
}
