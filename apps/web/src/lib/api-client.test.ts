import { APP_VERSION, PLATFORM, endpoints } from '@chronicle/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError, api, configureApi } from './api-client.js';

function envelope(body: unknown) {
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
}

function lastRequest(fetchMock: ReturnType<typeof vi.fn>) {
  const [url, init] = fetchMock.mock.calls.at(-1) as [string, RequestInit];
  return { url, init, headers: init.headers as Record<string, string> };
}

describe('api.call', () => {
  let fetchMock: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    fetchMock = vi.fn(() =>
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

  it('sends a GET query string with cookies and every §7 header', async () => {
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

  it('throws NetworkError when the server cannot be reached or answers no envelope', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(api.call(endpoints.community.langs, {})).rejects.toBeInstanceOf(NetworkError);
    fetchMock.mockResolvedValueOnce(new Response('<html>', { status: 502 }));
    await expect(api.call(endpoints.community.langs, {})).rejects.toBeInstanceOf(NetworkError);
  });
});
