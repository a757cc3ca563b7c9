import { RETCODE, communityServiceEndpoints } from '@chronicle/contract';
import type { MonitorReport, TrackEvent } from '@chronicle/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-client.js';
import { FakeIntersectionObserver } from './fake-intersection-observer.js';
import { FLUSH_MS, startTelemetry, type Telemetry } from './telemetry.js';

/** Matches whatever client time the event carries. */
const someTime = expect.toSatisfy(Number.isSafeInteger, 'a Unix ms time') as number;

type VitalCallback = (metric: { name: string; value: number; rating: string }) => void;
const vitalCallbacks = vi.hoisted(() => new Map<string, (metric: unknown) => void>());

vi.mock('web-vitals', () => ({
  onLCP: (callback: (metric: unknown) => void) => vitalCallbacks.set('LCP', callback),
  onINP: (callback: (metric: unknown) => void) => vitalCallbacks.set('INP', callback),
  onCLS: (callback: (metric: unknown) => void) => vitalCallbacks.set('CLS', callback),
}));

interface Sent {
  url: string;
  keepalive: boolean;
  body: { events?: TrackEvent[]; reports?: MonitorReport[] };
}

function ok() {
  return new Response(JSON.stringify({ retcode: 0, message: 'OK', data: { accepted: 1 } }), {
    headers: { 'content-type': 'application/json' },
  });
}

async function settle(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
}

const visit = (path: string, routeId: string) => ({
  path,
  routeId,
  gameId: 2,
  viewUid: '100000002',
  ts: Date.now(),
});

describe('startTelemetry', () => {
  let sent: Sent[];
  let telemetry: Telemetry | undefined;

  beforeEach(() => {
    vi.useFakeTimers();
    sent = [];
    vitalCallbacks.clear();
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init: RequestInit) => {
        sent.push({
          url,
          keepalive: init.keepalive === true,
          body: JSON.parse(init.body as string) as Sent['body'],
        });
        return Promise.resolve(ok());
      }),
    );
    window.history.replaceState(null, '', '/index.html#/ys/abyss');
  });

  afterEach(() => {
    telemetry?.stop();
    telemetry = undefined;
    vi.useRealTimers();
    FakeIntersectionObserver.reset();
    vi.unstubAllGlobals();
    document.body.replaceChildren();
  });

  const tracked = () =>
    sent.filter((s) => s.url.endsWith(`/${communityServiceEndpoints.track.path}`));
  const monitored = () =>
    sent.filter((s) => s.url.endsWith(`/${communityServiceEndpoints.monitor.path}`));

  it('sends page views in one batch through the track endpoint a few seconds later', async () => {
    telemetry = startTelemetry({ tracking: true, vitals: false, gameId: 2 });
    telemetry.pageView(visit('/ys', 'ys'));
    telemetry.pageView(visit('/ys/set', 'ysSet'));
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(FLUSH_MS);
    await settle();
    expect(tracked()).toHaveLength(1);
    expect(tracked()[0]?.url).toBe('/community/misc/wapi/track');
    expect(tracked()[0]?.body.events).toEqual([
      {
        type: 'page_view',
        path: '/ys',
        game_id: 2,
        label: 'ys',
        aid: '100000002',
        ts: someTime,
      },
      { type: 'page_view', path: '/ys/set', game_id: 2, ts: someTime },
    ]);
  });

  it('sends 120 page views as three calls of at most 50', async () => {
    telemetry = startTelemetry({ tracking: true, vitals: false, gameId: 2 });
    for (let i = 0; i < 120; i += 1) telemetry.pageView(visit('/ys/abyss', 'ysAbyss'));
    vi.advanceTimersByTime(FLUSH_MS);
    await settle();
    expect(tracked().map((s) => s.body.events?.length)).toEqual([50, 50, 20]);
  });

  it('sends exposures of marked elements, once per page view and 250 ms apart', async () => {
    const share = document.createElement('button');
    share.dataset.exposure = 'share.button';
    const settings = document.createElement('a');
    settings.dataset.exposure = 'nav.settings';
    document.body.append(share, settings);
    telemetry = startTelemetry({ tracking: true, vitals: false, gameId: 2 });
    telemetry.pageView(visit('/ys', 'ys'));
    FakeIntersectionObserver.setVisible(share, 1);
    FakeIntersectionObserver.setVisible(settings, 1);
    FakeIntersectionObserver.setVisible(share, 1);
    vi.advanceTimersByTime(FLUSH_MS);
    await settle();
    const exposures = tracked()
      .flatMap((s) => s.body.events ?? [])
      .filter((e) => e.type === 'exposure');
    expect(exposures.map((e) => e.type === 'exposure' && [e.key, e.path])).toEqual([
      ['share.button', '/ys'],
      ['nav.settings', '/ys'],
    ]);
    expect((exposures[1]?.ts ?? 0) - (exposures[0]?.ts ?? 0)).toBeGreaterThanOrEqual(250);
  });

  it('with disable_track sends no page view, exposure, vital or failure report', async () => {
    const share = document.createElement('button');
    share.dataset.exposure = 'share.button';
    document.body.append(share);
    telemetry = startTelemetry({ tracking: false, vitals: false, gameId: 2 });
    telemetry.pageView(visit('/ys/abyss', 'ysAbyss'));
    FakeIntersectionObserver.setVisible(share, 1);
    telemetry.apiFailure(
      { error: new ApiError(10102, 'Data is not public'), endpoint: 'genshin.spiralAbyss' },
      { path: '/ys/abyss', ts: Date.now() },
    );
    await vi.dynamicImportSettled();
    vi.advanceTimersByTime(FLUSH_MS);
    await settle();
    expect(tracked()).toEqual([]);
    expect(vitalCallbacks.size).toBe(0);
    expect(monitored()).toEqual([]);
  });

  it('reports failed calls once per retry pair, never -100, 10001 or its own calls', async () => {
    telemetry = startTelemetry({ tracking: true, vitals: false, gameId: 2 });
    const at = { path: '/ys/abyss', ts: Date.now() };
    const fail = (retcode: number, endpoint = 'genshin.spiralAbyss') =>
      telemetry?.apiFailure({ error: new ApiError(retcode, `code ${retcode}`), endpoint }, at);
    fail(10102);
    fail(10102);
    fail(RETCODE.NOT_LOGGED_IN);
    fail(RETCODE.LOGIN_REQUIRED);
    fail(-1, communityServiceEndpoints.track.id);
    fail(-1, communityServiceEndpoints.monitor.id);
    vi.advanceTimersByTime(FLUSH_MS);
    await settle();
    const reports = monitored().flatMap((s) => s.body.reports ?? []);
    expect(reports).toEqual([
      {
        type: 'api_error',
        path: '/ys/abyss',
        endpoint: 'genshin.spiralAbyss',
        retcode: 10102,
        message: 'code 10102',
        ts: at.ts,
      },
    ]);
  });

  it('reports LCP, INP and CLS with their rating to the monitor endpoint', async () => {
    telemetry = startTelemetry({ tracking: true, vitals: true, gameId: 2 });
    await vi.dynamicImportSettled();
    expect([...vitalCallbacks.keys()].sort()).toEqual(['CLS', 'INP', 'LCP']);
    const report = (name: string, value: number, rating: string) =>
      (vitalCallbacks.get(name) as VitalCallback)({ name, value, rating });
    report('LCP', 812.5, 'good');
    report('INP', 260, 'needs-improvement');
    report('CLS', 0.31, 'poor');
    vi.advanceTimersByTime(FLUSH_MS);
    await settle();
    const reports = monitored().flatMap((s) => s.body.reports ?? []);
    expect(reports).toEqual([
      {
        type: 'vital',
        path: '/ys/abyss',
        name: 'LCP',
        value: 812.5,
        rating: 'good',
        ts: someTime,
      },
      {
        type: 'vital',
        path: '/ys/abyss',
        name: 'INP',
        value: 260,
        rating: 'needs-improvement',
        ts: someTime,
      },
      {
        type: 'vital',
        path: '/ys/abyss',
        name: 'CLS',
        value: 0.31,
        rating: 'poor',
        ts: someTime,
      },
    ]);
  });

  it('measures no vitals when told not to (under-13 accounts)', async () => {
    telemetry = startTelemetry({ tracking: true, vitals: false, gameId: 2 });
    await vi.dynamicImportSettled();
    expect(vitalCallbacks.size).toBe(0);
  });

  it('sends what is queued with keepalive when the page is hidden', async () => {
    telemetry = startTelemetry({ tracking: true, vitals: false, gameId: 2 });
    telemetry.pageView(visit('/ys', 'ys'));
    const state = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    await settle();
    expect(tracked()).toHaveLength(1);
    expect(tracked()[0]?.keepalive).toBe(true);
    state.mockRestore();
  });
});
