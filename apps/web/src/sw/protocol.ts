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

/** Response header the worker adds to an answer it serves from its copies (epoch ms stored). */
export const STORED_AT_HEADER = 'x-chronicle-stored-at';

export function isStatusMessage(value: unknown): value is StatusMessage {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { type?: unknown }).type === STATUS_REQUEST
  );
}
