/** Calls `fn` at most once per `waitMs`; later calls inside the window are dropped. */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, waitMs: number) {
  let last = -Infinity;
  return (...args: A): void => {
    const now = Date.now();
    if (now - last < waitMs) return;
    last = now;
    fn(...args);
  };
}

/** Calls `fn` once `waitMs` have passed without another call. */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, waitMs: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return (...args: A): void => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      fn(...args);
    }, waitMs);
  };
}
