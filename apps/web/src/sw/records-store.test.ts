import { RETCODE } from '@chronicle/contract';
import { describe, expect, it } from 'vitest';
import { STORED_AT_HEADER } from './protocol.js';
import {
  MAX_ANSWERS,
  RECORDS_CACHE_PREFIX,
  SESSION_GONE,
  RecordsStore,
  answerKey,
  isLogout,
  keepsAnswersOf,
} from './records-store.js';

const keyOf = (request: RequestInfo | URL) =>
  typeof request === 'string' ? request : request instanceof URL ? request.href : request.url;

/** The Cache Storage API's behaviour the store relies on: put replaces and moves to the end. */
class FakeCache {
  readonly entries = new Map<string, Response>();
  put(request: RequestInfo | URL, response: Response): Promise<void> {
    this.entries.delete(keyOf(request));
    this.entries.set(keyOf(request), response);
    return Promise.resolve();
  }
  match(request: RequestInfo | URL): Promise<Response | undefined> {
    return Promise.resolve(this.entries.get(keyOf(request))?.clone());
  }
  keys(): Promise<Request[]> {
    return Promise.resolve([...this.entries.keys()].map((url) => new Request(url)));
  }
  delete(request: RequestInfo | URL): Promise<boolean> {
    return Promise.resolve(this.entries.delete(keyOf(request)));
  }
}

class FakeStorage {
  readonly caches = new Map<string, FakeCache>();
  open(name: string): Promise<FakeCache> {
    let cache = this.caches.get(name);
    if (!cache) {
      cache = new FakeCache();
      this.caches.set(name, cache);
    }
    return Promise.resolve(cache);
  }
  has(name: string): Promise<boolean> {
    return Promise.resolve(this.caches.has(name));
  }
  delete(name: string): Promise<boolean> {
    return Promise.resolve(this.caches.delete(name));
  }
  keys(): Promise<string[]> {
    return Promise.resolve([...this.caches.keys()]);
  }
}

function setUp() {
  const storage = new FakeStorage();
  return { storage, store: new RecordsStore(storage as unknown as CacheStorage) };
}

const INDEX = 'https://records.example/game_record/genshin/api/index?role_id=1&__lang=en-us';
const OTHER = 'https://records.example/game_record/genshin/api/character/list?__lang=en-us';

function envelope(retcode: number, data: unknown = { n: 1 }, init: ResponseInit = {}) {
  return new Response(JSON.stringify({ retcode, message: 'OK', data }), {
    headers: { 'content-type': 'application/json', 'content-encoding': 'br' },
    ...init,
  });
}

describe('records copies', () => {
  it('keep a successful answer under its account and give it back with the time it was stored', async () => {
    const { store, storage } = setUp();
    await store.keep(INDEX, envelope(0), '100000001');
    expect([...storage.caches.keys()]).toContain(`${RECORDS_CACHE_PREFIX}100000001`);
    const copy = await store.find(INDEX);
    expect(copy && (await copy.json())).toEqual({ retcode: 0, message: 'OK', data: { n: 1 } });
    expect(Number(copy?.headers.get(STORED_AT_HEADER))).toBeGreaterThan(0);
    // The body was stored decoded: the copy must not claim the encoding it came with.
    expect(copy?.headers.get('content-encoding')).toBeNull();
  });

  it('forget every copy when the server says the session is gone', async () => {
    expect(SESSION_GONE).toEqual([RETCODE.NOT_LOGGED_IN, RETCODE.LOGIN_REQUIRED]);
    for (const retcode of SESSION_GONE) {
      const { store, storage } = setUp();
      await store.keep(INDEX, envelope(0), '100000001');
      await store.keep(OTHER, envelope(retcode, null), undefined);
      expect(await store.find(INDEX)).toBeUndefined();
      expect([...storage.caches.keys()]).toEqual([]);
    }
  });

  it('keep no refusal, no failed answer and nothing that is not JSON', async () => {
    const { store } = setUp();
    await store.keep(INDEX, envelope(10102), '100000001');
    await store.keep(OTHER, envelope(0, null, { status: 500 }), '100000001');
    await store.keep(
      'https://records.example/game_record/x',
      new Response('<html>', { headers: { 'content-type': 'text/html' } }),
      '100000001',
    );
    expect(await store.find(INDEX)).toBeUndefined();
    expect(await store.find(OTHER)).toBeUndefined();
  });

  it("delete one account's copies the moment an answer for another account arrives", async () => {
    const { store, storage } = setUp();
    await store.keep(INDEX, envelope(0, { who: 'alice' }), '100000001');
    await store.keep(OTHER, envelope(0, { who: 'bob' }), '100000002');
    expect(await store.currentAccount()).toBe('100000002');
    // Bob never sees Alice's overview, not even offline.
    expect(await store.find(INDEX)).toBeUndefined();
    expect([...storage.caches.keys()].filter((n) => n.startsWith(RECORDS_CACHE_PREFIX))).toEqual([
      `${RECORDS_CACHE_PREFIX}100000002`,
    ]);
  });

  it("file a public call's answer under the current account", async () => {
    const { store } = setUp();
    await store.keep(INDEX, envelope(0), '100000001');
    const config = 'https://records.example/community/misc/wapi/app_config?__lang=en-us';
    await store.keep(config, envelope(0, { app: 1 }), undefined);
    expect(await store.find(config)).toBeDefined();
    await store.keep(OTHER, envelope(0), '100000002');
    expect(await store.find(config)).toBeUndefined();
  });

  it('forget every account at logout', async () => {
    const { store, storage } = setUp();
    await store.keep(INDEX, envelope(0), '100000001');
    await store.forgetAll();
    expect(await store.find(INDEX)).toBeUndefined();
    expect(await store.currentAccount()).toBeUndefined();
    expect([...storage.caches.keys()]).toEqual([]);
  });

  it(`keep at most ${MAX_ANSWERS} answers per account, dropping the oldest`, async () => {
    const { store, storage } = setUp();
    for (let i = 0; i <= MAX_ANSWERS; i += 1) {
      await store.keep(`https://records.example/game_record/a?i=${i}`, envelope(0), '1');
    }
    const cache = storage.caches.get(`${RECORDS_CACHE_PREFIX}1`);
    expect(cache?.entries.size).toBe(MAX_ANSWERS);
    expect(await store.find('https://records.example/game_record/a?i=0')).toBeUndefined();
    expect(
      await store.find(`https://records.example/game_record/a?i=${MAX_ANSWERS}`),
    ).toBeDefined();
  });
});

describe('what the worker copies', () => {
  const url = (path: string) => new URL(path, 'https://records.example');

  it('copies records, events, profile, roles and season history; never sign-in or the session check', () => {
    for (const path of [
      '/game_record/genshin/api/index',
      '/event/game_record/genshin/api/spiralAbyss',
      '/game_record/card/wapi/getGameRecordCard',
      '/community/user/wapi/getUserFullInfo',
      '/binding/api/getUserGameRolesByCookie',
      '/chronicle/api/history/seasons',
    ]) {
      expect(keepsAnswersOf(url(path)), path).toBe(true);
    }
    for (const path of [
      '/account/api/login',
      '/community/user/wapi/login_token_check',
      '/event/toolcomsrv/risk/createGeetest',
      '/ingest/v1/bundles',
      '/chronicle/api/upstream/status',
      '/chronicle/api/account/export',
      '/assets/app.js',
    ]) {
      expect(keepsAnswersOf(url(path)), path).toBe(false);
    }
    expect(isLogout(url('/account/api/logout'))).toBe(true);
  });

  it('keys a copy by address and language', () => {
    const ask = (lang: string) =>
      new Request('https://records.example/game_record/genshin/api/index?role_id=1', {
        headers: { 'x-rpc-language': lang },
      });
    expect(answerKey(ask('en-us'))).not.toBe(answerKey(ask('ja-jp')));
    expect(answerKey(ask('en-us'))).toBe(answerKey(ask('en-us')));
  });
});
