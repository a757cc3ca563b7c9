/**
 * The shared handler of failed calls (docs/reference/web-app.md#errors "API errors go to a shared
 * handler"): every call that answers a non-zero retcode or cannot reach the server is announced
 * here with its endpoint id (a
 * query retried once is announced per attempt). Listeners decide what to do
 * (monitoring reports, the login flow on -100); they never throw into the query machinery.
 */
export interface ApiFailure {
  error: unknown;
  /** The endpoint id (`genshin.index`). */
  endpoint: string;
}

type Listener = (failure: ApiFailure) => void;

const listeners = new Set<Listener>();

/** Registers a listener; returns its removal. */
export function onApiFailure(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function announceApiFailure(failure: ApiFailure): void {
  for (const listener of listeners) {
    try {
      listener(failure);
    } catch {
      // A broken listener must not break the page's own error handling.
    }
  }
}
