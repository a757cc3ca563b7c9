/** At the latest this long after being asked, idle work runs even on a main thread never idle. */
const IDLE_TIMEOUT_MS = 2_000;

export interface IdleOptions {
  /** Run by then even if the main thread was never idle; `null`: wait for idleness however long. */
  timeoutMs?: number | null;
  /** Where the browser has no idle callbacks (Safari): run after this long instead. */
  fallbackMs?: number;
}

/**
 * Runs `work` in its own task once the main thread is idle (`requestIdleCallback`, at the latest
 * after two seconds unless `timeoutMs` says otherwise; a plain task where the browser has none);
 * returns the cancel. For work a page's first seconds need not wait for: on a phone, whatever runs
 * inside the tasks of the first render makes them longer, and their length is what the page is
 * judged by (docs/PERFORMANCE.md §1).
 */
export function whenIdle(work: () => void, options: IdleOptions = {}): () => void {
  const { timeoutMs = IDLE_TIMEOUT_MS, fallbackMs = 0 } = options;
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(work, timeoutMs === null ? {} : { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(work, fallbackMs);
  return () => clearTimeout(id);
}
