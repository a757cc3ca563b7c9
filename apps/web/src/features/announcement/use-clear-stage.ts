import { useEffect, useState } from 'react';

/** How long the page settles after the login status is known before the announcement appears. */
export const SETTLE_MS = 600;

/** Another modal dialog on the page (the login, a menu sheet); the announcement marks its own. */
function otherModalOpen(): boolean {
  return document.querySelector('[aria-modal="true"]:not([data-announcement])') !== null;
}

/**
 * True once the page has had `SETTLE_MS` to settle and no other modal dialog is open; false again
 * while one is. The login dialog opens by itself for logged-out visitors and loads lazily, so the
 * announcement never opens on top of it and steps aside if it arrives late.
 */
export function useClearStage(enabled: boolean): boolean {
  const [clear, setClear] = useState(false);
  useEffect(() => {
    if (!enabled) return undefined;
    let settled = false;
    const check = () => setClear(settled && !otherModalOpen());
    const timer = window.setTimeout(() => {
      settled = true;
      check();
    }, SETTLE_MS);
    // Dialogs are portaled to <body>; a modal inside the app root counts too.
    const observer = new MutationObserver(check);
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['aria-modal'],
    });
    return () => {
      window.clearTimeout(timer);
      observer.disconnect();
    };
  }, [enabled]);
  return clear;
}
