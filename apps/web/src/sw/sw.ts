/// <reference lib="webworker" />
import { ENTRY_PAGES, VIEWER_HEADER } from '@chronicle/contract';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  addPlugins,
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { STATUS_REQUEST, STORED_AT_HEADER, isKeepMessage, type StatusMessage } from './protocol.js';
import { RecordsStore, answerKey, isLogout, keepsAnswersOf } from './records-store.js';

/*
 * Chronicle's service worker (docs/reference/web-app.md#offline), bundled by apps/web/build/pwa.ts,
 * which fills in the two constants below: the build's files to keep, and a version made from them.
 *  - The shell (entry pages, scripts, styles, art) is kept ahead of time, so the app starts without
 *    a network.
 *  - Pages are asked from the server first (they carry the viewer's first answers); offline, the kept
 *    copy of the page starts the app instead.
 *  - Records answers are asked from the server first and copied per signed-in account
 *    (records-store.ts); offline, the copies answer, and the page is told how old they are.
 */
declare const self: ServiceWorkerGlobalScope;
declare const __PRECACHE__: PrecacheEntry[];
declare const __VERSION__: string;

/**
 * How long a records call may wait for the server when a copy is kept: on a poor signal the copy
 * shows first (and the server's answer, if it comes, replaces it on the next refresh).
 */
const API_PATIENCE_MS = 6_000;
/** How long a page waits for the server before the kept page starts the app. */
const PAGE_PATIENCE_MS = 4_000;

// A new build takes over at once; pages notice (`controllerchange`) and offer a reload.
void self.skipWaiting();
clientsClaim();

// The shell's files are fetched without cookies: a page fetched with a session would carry that
// account's answers (apps/server/src/modules/web/page-answers.ts) into a copy every account shares.
addPlugins([
  {
    requestWillFetch: ({ request }) =>
      Promise.resolve(new Request(request.url, { credentials: 'omit', cache: 'no-store' })),
  },
]);
precacheAndRoute(__PRECACHE__);
cleanupOutdatedCaches();

// Files of the build not kept ahead (other languages, art of other pages): copied on first use.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: 'chronicle-assets',
    plugins: [new ExpirationPlugin({ maxEntries: 200, purgeOnQuotaError: true })],
  }),
);
// Generated game art (public, the same for everyone).
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/art/'),
  new CacheFirst({
    cacheName: 'chronicle-art',
    plugins: [new ExpirationPlugin({ maxEntries: 400, purgeOnQuotaError: true })],
  }),
);

const store = new RecordsStore(self.caches);
/** Per page (client id): the oldest kept answer it was shown since the server was last reached. */
const offlineSince = new Map<string, number>();

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

function tell(clientId: string): void {
  if (!clientId) return;
  void self.clients.get(clientId).then((client) => client?.postMessage(status(clientId)));
}

function status(clientId: string): StatusMessage {
  return { type: STATUS_REQUEST, asOf: offlineSince.get(clientId) ?? null, version: __VERSION__ };
}

async function answer(event: FetchEvent): Promise<Response> {
  const { request } = event;
  const key = answerKey(request);
  const network = fetch(request).then((response) => {
    event.waitUntil(
      store.keep(key, response.clone(), response.headers.get(VIEWER_HEADER) ?? undefined),
    );
    if (offlineSince.delete(event.clientId)) tell(event.clientId);
    return response;
  });
  const copy = await store.find(key);
  if (!copy) return network;
  // Served from the copy after all: the server's late failure has no one left to tell.
  network.catch(() => undefined);
  try {
    return await withTimeout(network, API_PATIENCE_MS);
  } catch {
    const storedAt = Number(copy.headers.get(STORED_AT_HEADER)) || Date.now();
    const since = offlineSince.get(event.clientId);
    offlineSince.set(event.clientId, since === undefined ? storedAt : Math.min(since, storedAt));
    tell(event.clientId);
    return copy;
  }
}

async function page(event: FetchEvent, file: string): Promise<Response> {
  const network = fetch(event.request);
  try {
    return await withTimeout(network, PAGE_PATIENCE_MS);
  } catch {
    // Not kept yet (the worker is still installing): wait for the server after all.
    return (await matchPrecache(file)) ?? network;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.method === 'GET' && request.mode === 'navigate') {
    const file = ENTRY_PAGES[url.pathname];
    if (file) event.respondWith(page(event, `/${file}`));
    return;
  }
  if (request.method === 'GET' && keepsAnswersOf(url)) {
    event.respondWith(answer(event));
    return;
  }
  if (request.method === 'POST' && isLogout(url)) {
    // The copies go before the answer reaches the page, which reloads on it.
    event.respondWith(
      fetch(request).then(async (response) => {
        await store.forgetAll();
        return response;
      }),
    );
  }
});

self.addEventListener('message', (event) => {
  const source = event.source;
  if (!(source instanceof Client)) return;
  const data: unknown = event.data;
  if (isKeepMessage(data)) {
    event.waitUntil(
      Promise.all(
        data.answers.map(async ({ url, lang, body }) => {
          const address = new URL(url, self.location.origin);
          if (address.origin !== self.location.origin || !keepsAnswersOf(address)) return;
          const request = new Request(address, { headers: { 'x-rpc-language': lang } });
          const response = new Response(JSON.stringify(body), {
            headers: { 'content-type': 'application/json' },
          });
          await store.keep(answerKey(request), response, data.account);
        }),
      ),
    );
  } else if ((data as { type?: unknown } | null)?.type === STATUS_REQUEST) {
    source.postMessage(status(source.id));
  }
});
