import { PLATFORM } from '@chronicle/contract';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { configureApi } from './api-client.js';
import { createQueryClient } from './query-client.js';
import { prefetchSession } from './session.js';

const ok = (data: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify({ retcode: 0, message: 'OK', data }), {
      headers: { 'content-type': 'application/json' },
    }),
  );

/** The URLs asked for, in order (the API client passes strings). */
const urls = (fetchMock: Mock<typeof fetch>) => fetchMock.mock.calls.map(([url]) => url as string);
const paths = (fetchMock: Mock<typeof fetch>) => urls(fetchMock).map((url) => url.split('?')[0]);

describe('prefetchSession', () => {
  let fetchMock: Mock<typeof fetch>;
  beforeEach(() => {
    fetchMock = vi.fn<typeof fetch>(() => ok({ list: [] }));
    vi.stubGlobal('fetch', fetchMock);
    configureApi({ lang: 'en-us', platform: PLATFORM.desktopMobile, minor: false });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });

  it("asks for a visitor's record cards at once, beside the profile", async () => {
    window.history.replaceState(null, '', '/m.html?uid=100000002#/ys');
    prefetchSession(createQueryClient());
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(paths(fetchMock)).toEqual([
      expect.stringContaining('getUserFullInfo'),
      '/game_record/card/wapi/getGameRecordCard',
    ]);
    expect(urls(fetchMock)[1]).toContain('uid=100000002');
  });

  it('asks for the profile only on an own page: whose cards to read comes from it', async () => {
    window.history.replaceState(null, '', '/m.html#/ys');
    prefetchSession(createQueryClient());
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(paths(fetchMock)).toEqual([expect.stringContaining('getUserFullInfo')]);
  });
});
