import { APP_VERSION, PLATFORM, endpoints, upstreamEndpoints } from '@chronicle/contract';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { ApiError, NetworkError, api, configureApi } from './api-client.js';
import { onApiFailure, type ApiFailure } from './api-failure.js';
import { resetAppContext } from './app-context.js';

function envelope(body: unknown) {
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
}

function lastRequest(fetchMock: Mock<typeof fetch>) {
  const [url, init] = fetchMock.mock.calls.at(-1) as [string, RequestInit];
  return { url, init, headers: init.headers as Record<string, string> };
}

describe('api.call', () => {
  let fetchMock: Mock<typeof fetch>;

  beforeEach(() => {
    fetchMock = vi.fn<typeof fetch>(() =>
      Promise.resolve(envelope({ retcode: 0, message: 'OK', data: { list: [] } })),
    );
    vi.stubGlobal('fetch', fetchMock);
    configureApi({ lang: 'de-de', platform: PLATFORM.web, minor: false });
    window.history.replaceState(null, '', '/index.html#/ys/abyss');
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    configureApi({ lang: 'en-us', platform: PLATFORM.web, minor: false });
  });

  // docs/reference/web-app.md#request-headers
  it('sends a GET query string with cookies and every header', async () => {
    await api.call(endpoints.card.getGameRecordCard, { uid: '100000001' });
    const { url, init, headers } = lastRequest(fetchMock);
    expect(url).toBe('/game_record/card/wapi/getGameRecordCard?uid=100000001');
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('include');
    expect(init.body).toBeUndefined();
    expect(headers['x-rpc-language']).toBe('de-de');
    expect(headers['x-rpc-lang']).toBe('de-de');
    expect(headers['x-rpc-device_id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(headers['x-rpc-device_fp']).toMatch(/^[0-9a-f]{13}$/);
    expect(headers['x-rpc-platform']).toBe('5');
    expect(headers['x-rpc-page']).toBe('/ys/abyss');
    expect(headers['x-rpc-client_type']).toBe('5');
    expect(headers['x-rpc-app_version']).toBe(APP_VERSION);
    expect(headers['x-rpc-environment']).toMatch(/^(production|development)$/);
    expect(headers['x-rpc-is_teenager']).toBeUndefined();
  });

  it('keeps the device id and fingerprint stable across calls', async () => {
    await api.call(endpoints.community.langs, {});
    const first = lastRequest(fetchMock).headers;
    await api.call(endpoints.community.langs, {});
    const second = lastRequest(fetchMock).headers;
    expect(second['x-rpc-device_id']).toBe(first['x-rpc-device_id']);
    expect(second['x-rpc-device_fp']).toBe(first['x-rpc-device_fp']);
  });

  it('sends POST input as a JSON body', async () => {
    fetchMock.mockResolvedValueOnce(
      envelope({
        retcode: 0,
        message: 'OK',
        data: { uid: '1', account: 'a', nickname: 'A', is_minor: false },
      }),
    );
    await api.call(endpoints.account.login, { account: 'traveler', password: 'traveler-demo' });
    const { url, init, headers } = lastRequest(fetchMock);
    expect(url).toBe('/account/api/login');
    expect(init.method).toBe('POST');
    expect(headers['content-type']).toBe('application/json');
    expect(JSON.parse(init.body as string)).toEqual({
      account: 'traveler',
      password: 'traveler-demo',
    });
  });

  it('sends the declared query of a POST in the URL, with no body (createGeetest)', async () => {
    await api.call(endpoints.risk.createGeetest, { app_key: 'hk4e_game_record', is_high: true });
    const { url, init, headers } = lastRequest(fetchMock);
    expect(url).toBe('/event/toolcomsrv/risk/createGeetest?app_key=hk4e_game_record&is_high=true');
    expect(init.method).toBe('POST');
    expect(init.body).toBeUndefined();
    expect(headers['content-type']).toBeUndefined();
  });

  it('sends a raw body as it is, as JSON, with the input as the query (a file to import)', async () => {
    const file = '{"log":{"entries":[]}}';
    await api.call(upstreamEndpoints.importFile, { format: 'har' }, { body: file });
    const { url, init, headers } = lastRequest(fetchMock);
    expect(url).toBe('/chronicle/api/upstream/import?format=har');
    expect(init.method).toBe('POST');
    expect(init.body).toBe(file);
    expect(headers['content-type']).toBe('application/json');

    await api.call(upstreamEndpoints.importFile, {}, { body: '[]' });
    expect(lastRequest(fetchMock).url).toBe('/chronicle/api/upstream/import');
    expect(lastRequest(fetchMock).init.body).toBe('[]');
  });

  it('marks the mobile page with platform 4 and minors with x-rpc-is_teenager', async () => {
    configureApi({ platform: PLATFORM.desktopMobile, minor: true });
    await api.call(endpoints.community.langs, {});
    const { headers } = lastRequest(fetchMock);
    expect(headers['x-rpc-platform']).toBe('4');
    expect(headers['x-rpc-is_teenager']).toBe('1');
  });

  it('returns data on retcode 0', async () => {
    const data = await api.call(endpoints.card.getGameRecordCard, { uid: '1' });
    expect(data).toEqual({ list: [] });
  });

  it('throws ApiError with retcode, message and data on a non-zero retcode', async () => {
    fetchMock.mockResolvedValueOnce(
      envelope({ retcode: 10102, message: 'Data is not public for the user', data: null }),
    );
    const failure = await api
      .call(endpoints.card.getGameRecordCard, { uid: '2' })
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      retcode: 10102,
      message: 'Data is not public for the user',
      data: null,
    });
  });

  it('remembers on the ApiError the path of the call that answered, without host or query', async () => {
    configureApi({ origin: 'https://eu.example.com' });
    try {
      fetchMock.mockResolvedValueOnce(
        envelope({ retcode: 10035, message: 'Verify on the records page', data: null }),
      );
      const failure = await api
        .call(endpoints.genshin.index, { role_id: '812000101', server: 'os_asia' })
        .catch((e: unknown) => e);
      expect(failure).toMatchObject({ retcode: 10035, path: '/game_record/genshin/api/index' });
    } finally {
      configureApi({ origin: '' });
    }
  });

  // docs/reference/web-app.md#request-headers
  it("adds a call's own headers over the ones, for that call only", async () => {
    await api.call(
      endpoints.community.langs,
      {},
      { headers: { 'x-rpc-trace_id': 'abc123', 'x-rpc-language': 'fr-fr' } },
    );
    const first = lastRequest(fetchMock).headers;
    expect(first['x-rpc-trace_id']).toBe('abc123');
    expect(first['x-rpc-language']).toBe('fr-fr');
    expect(first['x-rpc-device_id']).toMatch(/^[0-9a-f-]{36}$/);
    await api.call(endpoints.community.langs, {});
    const second = lastRequest(fetchMock).headers;
    expect(second['x-rpc-trace_id']).toBeUndefined();
    expect(second['x-rpc-language']).toBe('de-de');
  });

  it('throws NetworkError when the server cannot be reached or answers no envelope', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(api.call(endpoints.community.langs, {})).rejects.toBeInstanceOf(NetworkError);
    fetchMock.mockResolvedValueOnce(new Response('<html>', { status: 502 }));
    await expect(api.call(endpoints.community.langs, {})).rejects.toBeInstanceOf(NetworkError);
  });

  it('announces every failure to the shared handler, with the endpoint and no query string', async () => {
    const heard: ApiFailure[] = [];
    const stop = onApiFailure((failure) => heard.push(failure));
    const query = { role_id: '812000101', server: 'os_asia' };
    fetchMock.mockResolvedValueOnce(
      envelope({ retcode: 10102, message: 'not public', data: null }),
    );
    await expect(api.call(endpoints.genshin.index, query)).rejects.toBeInstanceOf(ApiError);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(api.call(endpoints.genshin.index, query)).rejects.toBeInstanceOf(NetworkError);
    fetchMock.mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(api.call(endpoints.genshin.index, query)).rejects.toBeInstanceOf(NetworkError);
    fetchMock.mockResolvedValueOnce(envelope({ hello: 'world' }));
    await expect(api.call(endpoints.genshin.index, query)).rejects.toBeInstanceOf(NetworkError);
    // A request the page abandoned is nobody's failure.
    const controller = new AbortController();
    controller.abort();
    fetchMock.mockRejectedValueOnce(new DOMException('aborted', 'AbortError'));
    await expect(
      api.call(endpoints.genshin.index, query, { signal: controller.signal }),
    ).rejects.toBeInstanceOf(NetworkError);
    stop();

    expect(heard.map((f) => f.endpoint)).toEqual(Array(4).fill('genshin.index'));
    expect((heard[0]?.error as ApiError).retcode).toBe(10102);
    expect((heard[2]?.error as Error).message).toContain('HTTP 502');
    for (const failure of heard)
      expect((failure.error as Error).message).not.toContain('812000101');
  });

  it("turns raster icon URLs into webp ones once the operator's query is set", async () => {
    const icons = { icon: 'https://cdn.example/a.png', art: 'https://cdn.example/a.svg' };
    fetchMock.mockImplementation(() =>
      Promise.resolve(envelope({ retcode: 0, message: 'OK', data: icons })),
    );
    expect(await api.call(endpoints.community.langs, {})).toEqual(icons);
    configureApi({ webpQuery: 'format=webp' });
    try {
      expect(await api.call(endpoints.community.langs, {})).toEqual({
        icon: 'https://cdn.example/a.png?format=webp',
        art: 'https://cdn.example/a.svg',
      });
    } finally {
      configureApi({ webpQuery: '' });
    }
  });

  it("calls the operator's chosen host, and the /app mounts with the app's headers inside the app", async () => {
    configureApi({ origin: 'https://eu.example.com' });
    await api.call(endpoints.community.langs, {});
    expect(lastRequest(fetchMock).url).toBe('https://eu.example.com/community/misc/wapi/langs');
    configureApi({ origin: '' });

    const agent = vi
      .spyOn(navigator, 'userAgent', 'get')
      .mockReturnValue(
        'Mozilla/5.0 (Linux; Android 14; Pixel 7 Build/UQ1A; wv) AppleWebKit/537.36 ChronicleApp/2.3.0',
      );
    resetAppContext();
    try {
      await api.call(endpoints.genshin.index, { role_id: '812000101', server: 'os_asia' });
      const { url, headers } = lastRequest(fetchMock);
      expect(url).toMatch(/^\/game_record\/app\/genshin\/api\/index\?/);
      expect(headers['x-rpc-platform']).toBe(String(PLATFORM.android));
      expect(headers['x-rpc-sys_version']).toBe('Android 14');
      expect(headers['x-rpc-device_name']).toBe('Pixel 7');
      expect(headers['x-rpc-app_version']).toBe('2.3.0');
    } finally {
      agent.mockRestore();
      resetAppContext();
    }
    await api.call(endpoints.genshin.index, { role_id: '812000101', server: 'os_asia' });
    expect(lastRequest(fetchMock).url).toMatch(/^\/game_record\/genshin\/api\/index\?/);
    expect(lastRequest(fetchMock).headers['x-rpc-sys_version']).toBeUndefined();
  });
});
