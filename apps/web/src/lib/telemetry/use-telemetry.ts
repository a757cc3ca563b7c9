import { useEffect } from 'react';
import { onApiFailure } from '../api-failure.js';
import { whenIdle } from '../idle.js';
import { useLocation, useMatches } from '../router/hooks.js';
import type { Session } from '../session.js';
import { trackingDisabled } from '../url-params.js';
import type { ShellNote } from './follow-shell.js';

// Only this file is in the first load (JS budget): it notes what the shell renders and which calls
// fail; the sender (follow-shell.ts) loads when the browser is idle after the first navigation has
// settled, and takes the notes over.
const early: ShellNote[] = [];
// `disable_track` as the page was opened holds for the page's life, even when a navigation drops it.
const tracking = !trackingDisabled();
let take: ((note: ShellNote) => void) | undefined;
let loading = false;

function note(item: ShellNote): void {
  if (take) take(item);
  else if (early.push(item) > 100) early.shift();
}

/**
 * Page-visit tracking after each navigation, exposure events, failed-call monitoring and web vitals
 * (docs/reference/web-app.md#tracking-and-monitoring); see follow-shell.ts for the rules.
 */
export function useTelemetry(session: Session): void {
  const location = useLocation();
  const matches = useMatches();
  useEffect(
    () => onApiFailure((failure) => note({ failure, hash: window.location.hash, ts: Date.now() })),
    [],
  );
  useEffect(() => {
    note({ session, location, matches, tracking, ts: Date.now() });
    if (loading || session.status === 'unknown') return;
    loading = true;
    const load = () =>
      void import('./follow-shell.js').then((m) => {
        take = m.followShell(early);
      });
    whenIdle(load, { timeoutMs: 3_000, fallbackMs: 1_000 });
  });
}
