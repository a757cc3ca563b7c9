import { useEffect, useState } from 'react';

/**
 * True once `delayMs` has passed while `active` stays true: loading indicators wait this long so a
 * fast answer never flashes a skeleton (docs/reference/web-app.md#constants loading delay).
 */
export function useDelayedFlag(active: boolean, delayMs: number): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    if (!active) return undefined;
    const timer = window.setTimeout(() => setElapsed(true), delayMs);
    return () => {
      window.clearTimeout(timer);
      setElapsed(false);
    };
  }, [active, delayMs]);
  return active && elapsed;
}
