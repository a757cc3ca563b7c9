import { STORED_AT_HEADER } from './protocol.js';

/**
 * The service worker's copies of records answers, one cache per signed-in account
 * (docs/reference/web-app.md#offline). An answer is filed under the account the server says it was
 * made for (`VIEWER_HEADER`); the moment an answer for another account arrives, or the account
 * logs out, every other account's copies are deleted, so one account's records are never shown to
 * the next one who signs in on the same browser.
 */

/** Cache names of the copies: this prefix, then the account. */
export const RECORDS_CACHE_PREFIX = 'chronicle-records:';
/** Where the current account is kept: a worker loses its variables whenever the browser stops it. */
const META_CACHE = 'chronicle-meta';
const CURRENT_ACCOUNT = '/__chronicle/account';
/**
 * Retcodes saying the session is gone (the contract's NOT_LOGGED_IN and LOGIN_REQUIRED, which a test
 * pins): written out, since importing the contract's catalogue would carry all its entries into the
 * worker.
 */
export const SESSION_GONE: readonly number[] = [-100, 10001];
/** Answers of public calls made before anyone signed in are filed under this name. */
export const NO_ACCOUNT = 'guest';
/** Copies kept per account: enough for every page of a few roles; the oldest go first. */
export const MAX_ANSWERS = 300;

/**
 * The API paths whose answers are kept: records, events, the profile and roles, season history.
 * Not: sign-in, risk challenges, ingest, sync and data export (not something to show offline).
 */
const KEPT =
  /^\/(?:game_record|event\/game_record|community|binding|account\/binding|chronicle\/api\/history)\//;
/** Calls whose answers say something about the session itself: always asked fresh. */
const NEVER_KEPT = /\/login_token_check$/;

export function keepsAnswersOf(url: URL): boolean {
  return KEPT.test(url.pathname) && !NEVER_KEPT.test(url.pathname);
}

/** The paths of logging out: afterwards no copy of anyone's records stays. */
export function isLogout(url: URL): boolean {
  return url.pathname === '/account/api/logout';
}

/**
 * The key of a copy: the URL and the language the answer was asked in (sent as a header, and the
 * answers' texts are in it).
 */
export function answerKey(request: Request): string {
  const lang = request.headers.get('x-rpc-language') ?? '';
  const url = new URL(request.url);
  url.searchParams.set('__lang', lang);
  return url.href;
}

export class RecordsStore {
  constructor(private readonly storage: CacheStorage) {}

  async currentAccount(): Promise<string | undefined> {
    if (!(await this.storage.has(META_CACHE))) return undefined;
    const meta = await this.storage.open(META_CACHE);
    const entry = await meta.match(CURRENT_ACCOUNT);
    return entry ? await entry.text() : undefined;
  }

  /** Makes `account` the current one; the copies of any other account are deleted first. */
  async switchTo(account: string): Promise<void> {
    if ((await this.currentAccount()) === account) return;
    await this.deleteCopies((name) => name !== RECORDS_CACHE_PREFIX + account);
    const meta = await this.storage.open(META_CACHE);
    await meta.put(CURRENT_ACCOUNT, new Response(account));
  }

  /**
   * Keeps an answer that the server made for `account` (undefined: a public call, filed under the
   * current account). Only successful envelopes (retcode 0) are kept: an error is nothing to show
   * later. An answer saying the session is gone (-100, 10001) deletes every copy.
   */
  async keep(key: string, response: Response, account: string | undefined): Promise<void> {
    if (!response.ok || !/json/.test(response.headers.get('content-type') ?? '')) return;
    const body = await response.text();
    let retcode: unknown;
    try {
      retcode = (JSON.parse(body) as { retcode?: unknown }).retcode;
    } catch {
      return;
    }
    // The server says the session is gone (logged out elsewhere, expired, the account erased):
    // nothing of it stays in this browser either.
    if (typeof retcode === 'number' && SESSION_GONE.includes(retcode)) {
      await this.forgetAll();
      return;
    }
    if (retcode !== 0) return;
    if (account !== undefined) await this.switchTo(account);
    const owner = account ?? (await this.currentAccount()) ?? NO_ACCOUNT;
    const headers = new Headers(response.headers);
    headers.set(STORED_AT_HEADER, String(Date.now()));
    // The body is stored as it was decoded: the copy must not claim an encoding it no longer has.
    headers.delete('content-encoding');
    headers.delete('content-length');
    const cache = await this.storage.open(RECORDS_CACHE_PREFIX + owner);
    await cache.put(key, new Response(body, { status: 200, headers }));
    const keys = await cache.keys();
    // keys() lists in the order entries were first put: the oldest first.
    for (const old of keys.slice(0, Math.max(0, keys.length - MAX_ANSWERS)))
      await cache.delete(old);
  }

  /** The current account's copy of an answer, if one is kept. */
  async find(key: string): Promise<Response | undefined> {
    const account = (await this.currentAccount()) ?? NO_ACCOUNT;
    if (!(await this.storage.has(RECORDS_CACHE_PREFIX + account))) return undefined;
    const cache = await this.storage.open(RECORDS_CACHE_PREFIX + account);
    return (await cache.match(key)) ?? undefined;
  }

  /** Logout: every account's copies go, and no account is current. */
  async forgetAll(): Promise<void> {
    await this.deleteCopies(() => true);
    await this.storage.delete(META_CACHE);
  }

  private async deleteCopies(which: (name: string) => boolean): Promise<void> {
    for (const name of await this.storage.keys()) {
      if (name.startsWith(RECORDS_CACHE_PREFIX) && which(name)) await this.storage.delete(name);
    }
  }
}
