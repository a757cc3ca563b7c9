/**
 * What the service worker (sw.ts) and the page (features/offline/) tell each other
 * (docs/reference/web-app.md#offline). Both sides are built from this file, so the names agree.
 */

/** Page → worker: "what have you served me?" The worker answers with a `StatusMessage`. */
export const STATUS_REQUEST = 'chronicle:status';

/**
 * Worker → page: whether the page's last records answers came from the worker's copies because the
 * server could not be reached (`offlineSince` is then when the oldest of them was stored), and the
 * build the worker serves.
 */
export interface StatusMessage {
  type: 'chronicle:status';
  /** Epoch milliseconds of the oldest stored answer shown since the server was last reached. */
  asOf: number | null;
  /** The worker's build (a hash of the files it keeps). */
  version: string;
}

/**
 * Page → worker: keep these answers of the account's first calls, which came inside the entry page
 * (apps/server/src/modules/web/page-answers.ts) and so never passed the worker.
 */
export const KEEP_REQUEST = 'chronicle:keep';

export interface KeepMessage {
  type: 'chronicle:keep';
  /** The signed-in account the answers were made for (the profile answer's uid). */
  account: string;
  answers: { url: string; lang: string; body: unknown }[];
}

/** Response header the worker adds to an answer it serves from its copies (epoch ms stored). */
export const STORED_AT_HEADER = 'x-chronicle-stored-at';

export function isStatusMessage(value: unknown): value is StatusMessage {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { type?: unknown }).type === STATUS_REQUEST
  );
}

export function isKeepMessage(value: unknown): value is KeepMessage {
  if (typeof value !== 'object' || value === null) return false;
  const message = value as Partial<KeepMessage>;
  return (
    message.type === KEEP_REQUEST &&
    typeof message.account === 'string' &&
    Array.isArray(message.answers) &&
    message.answers.every(
      (answer) => typeof answer.url === 'string' && typeof answer.lang === 'string',
    )
  );
}
