import type { QueryClient } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { STATUS_REQUEST, isStatusMessage, type StatusMessage } from '../../sw/protocol.js';
import { browser } from '../../lib/browser.js';
import { noticeStore } from './notice-store.js';
import { OfflineNotice } from './offline-notice.js';

/** Where the build the last visit ran is remembered (the worker's version). */
export const VERSION_KEY = 'chronicle.app-version';
/** While offline, how often the page asks the server again. */
const RETRY_MS = 30_000;
const ONLINE_RECHECK_MS = 2_000;

/** The page's own scripts (the entry page's start script preloads every one of them). */
function pageScripts(): string[] {
  return [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
    (link) => new URL(link.href, location.href).pathname,
  );
}

/**
 * True when a script of this page is not among the files the worker now keeps: the page runs an
 * older build than the one that just took over.
 */
async function pageIsStale(): Promise<boolean> {
  for (const script of pageScripts()) {
    if (!(await caches.match(script))) return true;
  }
  return false;
}

/**
 * The installable app's page side (docs/reference/web-app.md#offline), started after the first
 * render (app/after-render.ts): registers the service worker (src/sw/sw.ts), shows "offline, as of
 * <time>" while the records on screen are its copies and asks the server again until it answers,
 * and says when a new build is in use or ready. Does nothing where service workers are not
 * available (an old browser, a page not served over HTTPS or from localhost).
 */
export function startOffline(queryClient: QueryClient): void {
  const container = navigator.serviceWorker as ServiceWorkerContainer | undefined;
  if (!container || import.meta.env.DEV) return;
  const hadWorker = Boolean(container.controller);
  container.register('/sw.js').catch(() => undefined);

  let retry: number | undefined;
  const refresh = () => void queryClient.refetchQueries({ type: 'active' });
  const apply = (status: StatusMessage) => {
    const wasOffline = noticeStore.get().offlineAsOf !== null;
    noticeStore.set({ offlineAsOf: status.asOf });
    if (status.asOf !== null && retry === undefined) {
      retry = window.setInterval(refresh, RETRY_MS);
    } else if (status.asOf === null) {
      window.clearInterval(retry);
      retry = undefined;
      // Back online: what is on screen is the copies; ask for the server's answers.
      if (wasOffline) refresh();
    }
    const last = localStorage.getItem(VERSION_KEY);
    if (last !== status.version) {
      localStorage.setItem(VERSION_KEY, status.version);
      if (last !== null && noticeStore.get().update === null) noticeStore.set({ update: 'done' });
    }
  };
  container.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (isStatusMessage(event.data)) apply(event.data);
  });
  const ask = () => container.controller?.postMessage({ type: STATUS_REQUEST });
  container.addEventListener('controllerchange', () => {
    // The first install takes over silently; a later build that takes over an open page whose
    // scripts it no longer keeps asks for a reload.
    if (hadWorker) {
      void pageIsStale().then((stale) => {
        if (stale) noticeStore.set({ update: 'ready' });
      });
    }
    ask();
  });
  ask();
  // Back on the network: ask at once, and again shortly (the worker may see the network a moment
  // after the page does).
  window.addEventListener('online', () => {
    refresh();
    window.setTimeout(refresh, ONLINE_RECHECK_MS);
  });

  const host = document.createElement('div');
  document.body.appendChild(host);
  createRoot(host).render(<OfflineNotice onRetry={refresh} onReload={() => browser.reload()} />);
}
