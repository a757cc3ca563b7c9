/** At the latest this long after being asked, idle work runs even on a main thread never idle. */
const IDLE_TIMEOUT_MS = 2_000;

/**
 * Runs `work` in its own task once the main thread is idle (`requestIdleCallback`, at the latest
 * after two seconds; a plain task where the browser has none); returns the cancel. For work a
 * page's first seconds need not wait for: on a phone, whatever runs inside the tasks of the first
 * render makes them longer, and their length is what the page is judged by
 * (docs/PERFORMANCE.md §1).
 */
export function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(work, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(work, 0);
  return () => clearTimeout(id);
}
