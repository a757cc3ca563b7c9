import { cardEndpoints, communityEndpoints } from '@chronicle/contract';
import type { QueryClient } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import {
  KEEP_REQUEST,
  STATUS_REQUEST,
  isStatusMessage,
  type KeepMessage,
  type StatusMessage,
} from '../../sw/protocol.js';
import { endpointUrl } from '../../lib/api-client.js';
import { browser } from '../../lib/browser.js';
import { whenIdle } from '../../lib/idle.js';
import { noticeStore } from './notice-store.js';
import { OfflineNotice } from './offline-notice.js';

/** Where the build the last visit ran is remembered (the worker's version). */
export const VERSION_KEY = 'chronicle.app-version';
/** While offline, how often the page asks the server again. */
const RETRY_MS = 30_000;
const ONLINE_RECHECK_MS = 2_000;

/** The calls an entry page answers itself (apps/server/src/modules/web/page-answers.ts). */
const PAGE_CALLS = [communityEndpoints.getUserFullInfo, cardEndpoints.getGameRecordCard];

/**
 * The answers the entry page came with, for the worker to keep: they never passed it, and without
 * them an offline start would know neither the account nor its roles. Only a signed-in page's.
 */
export function pageAnswerCopies(element = document.getElementById('page-answers')) {
  try {
    const page = JSON.parse(element?.textContent ?? '') as {
      lang: string;
      answers: Record<string, { retcode: number; data: unknown }>;
    };
    const entries = Object.entries(page.answers);
    const profile = entries.find(([key]) =>
      key.startsWith(`${communityEndpoints.getUserFullInfo.id}?`),
    )?.[1];
    const account = (profile?.data as { user_info?: { uid?: unknown } } | null)?.user_info?.uid;
    if (profile?.retcode !== 0 || typeof account !== 'string') return undefined;
    const answers = entries.flatMap(([key, body]) => {
      const at = key.indexOf('?');
      const call = PAGE_CALLS.find((c) => c.id === key.slice(0, at));
      if (!call) return [];
      const url = new URL(`${endpointUrl(call)}${key.slice(at)}`, location.href).href;
      return [{ url, lang: page.lang, body }];
    });
    const message: KeepMessage = { type: KEEP_REQUEST, account, answers };
    return message;
  } catch {
    // No answers in the page (logged out, or none made).
    return undefined;
  }
}

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
  // The worker's first install fetches the whole shell: it waits until the page has loaded and
  // the browser is idle, so it never competes with the records a phone is fetching.
  const register = () => {
    const install = () => void container.register('/sw.js').catch(() => undefined);
    // However long that takes; Safari has no idle callbacks: a moment after the load event instead.
    whenIdle(install, { timeoutMs: null, fallbackMs: 1_000 });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });

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
  let copies = pageAnswerCopies();
  const ask = () => {
    const worker = container.controller;
    if (!worker) return;
    if (copies) worker.postMessage(copies);
    copies = undefined;
    worker.postMessage({ type: STATUS_REQUEST });
  };
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
