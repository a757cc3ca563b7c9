import { gameById, type GameConfig } from '@chronicle/contract';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-client.js';
import type { RouteMatch } from '../router/match.js';
import type { Session } from '../session.js';
import { followShell, type RenderNote, type ShellNote } from './follow-shell.js';
import type { Telemetry, TelemetryOptions } from './telemetry.js';

const ys = gameById(2) as GameConfig;
const bh3 = gameById(1) as GameConfig;

function session(overrides: Partial<Session> = {}): Session {
  return {
    status: 'loggedIn',
    game: ys,
    user: undefined,
    uid: '100000001',
    viewUid: '100000001',
    isVisitor: false,
    isMinor: false,
    cardsStatus: 'success',
    gameRecordList: [],
    card: undefined,
    crtRole: undefined,
    hasRole: true,
    apiErrorCode: undefined,
    error: null,
    refetch: () => undefined,
    ...overrides,
  };
}

function render(
  pathname: string,
  routeId: string | undefined,
  options: { key?: string; session?: Partial<Session>; tracking?: boolean; search?: string } = {},
): RenderNote {
  const matches: RouteMatch[] = [
    { route: { path: '/' }, pathname, params: {}, handle: undefined },
    ...(routeId ? [{ route: { path: pathname }, pathname, params: {}, handle: { routeId } }] : []),
  ];
  return {
    session: session(options.session),
    location: {
      pathname,
      search: options.search ?? '',
      hash: '',
      state: null,
      key: options.key ?? 'default',
    },
    matches,
    tracking: options.tracking ?? true,
    ts: 42,
  };
}

function recorder() {
  const options: TelemetryOptions[] = [];
  const telemetry = {
    pageView: vi.fn(),
    apiFailure: vi.fn(),
    flush: vi.fn(),
    stop: vi.fn(),
  } satisfies Telemetry;
  const start = (o: TelemetryOptions) => {
    options.push(o);
    return telemetry;
  };
  return { options, telemetry, start };
}

const visitedPaths = (telemetry: { pageView: ReturnType<typeof vi.fn> }) =>
  telemetry.pageView.mock.calls.map(([visit]) => (visit as { path: string }).path);

describe('followShell', () => {
  it('counts one visit per navigation, once the login status is known', () => {
    const { telemetry, start } = recorder();
    const early: ShellNote[] = [
      render('/ys', 'ys', { session: { status: 'unknown', viewUid: undefined } }),
      render('/ys', 'ys'),
      render('/ys', 'ys'),
    ];
    const take = followShell(early, start);
    expect(telemetry.pageView).toHaveBeenCalledTimes(1);
    expect(telemetry.pageView).toHaveBeenCalledWith({
      path: '/ys',
      routeId: 'ys',
      gameId: 2,
      viewUid: '100000001',
      ts: 42,
    });
    take(render('/ys/abyss', 'ysAbyss', { key: 'k1' }));
    take(render('/ys/abyss', 'ysAbyss', { key: 'k1' }));
    take(render('/ys/abyss', 'ysAbyss', { key: 'k1', search: '?uid=100000002' }));
    take(render('/ys/abyss', 'ysAbyss', { key: 'k2' }));
    expect(visitedPaths(telemetry)).toEqual(['/ys', '/ys/abyss', '/ys/abyss', '/ys/abyss']);
  });

  it('skips redirects that match no table route and paths of another game (the guard reloads)', () => {
    const { telemetry, start } = recorder();
    const take = followShell([render('/', undefined), render('/ys', 'ys')], start);
    take(render('/bh3', 'bh3', { key: 'k3', session: { game: bh3 } }));
    expect(visitedPaths(telemetry)).toEqual(['/ys']);
  });

  it('keeps disable_track as the page was opened, even when a later URL drops it', () => {
    const { options, start } = recorder();
    followShell([render('/ys', 'ys', { tracking: false }), render('/ys/abyss', 'ysAbyss')], start);
    expect(options).toEqual([{ tracking: false, vitals: false, gameId: 2 }]);
  });

  it('measures vitals for everyone but under-13 accounts', () => {
    const adult = recorder();
    followShell([render('/ys', 'ys')], adult.start);
    expect(adult.options[0]).toEqual({ tracking: true, vitals: true, gameId: 2 });

    const child = recorder();
    followShell(
      [
        render('/ys', 'ys', { session: { status: 'unknown' } }),
        render('/ys', 'ys', { session: { isMinor: true } }),
      ],
      child.start,
    );
    expect(child.options[0]).toEqual({ tracking: true, vitals: false, gameId: 2 });
  });

  it('hands failed calls over with the route path they happened on', () => {
    const { telemetry, start } = recorder();
    const error = new ApiError(10102, 'Data is not public');
    const take = followShell(
      [{ failure: { error, endpoint: 'genshin.index' }, hash: '#/ys?uid=1', ts: 7 }],
      start,
    );
    take({ failure: { error, endpoint: 'genshin.spiralAbyss' }, hash: '#/ys/abyss', ts: 8 });
    expect(telemetry.apiFailure.mock.calls).toEqual([
      [
        { error, endpoint: 'genshin.index' },
        { path: '/ys', ts: 7 },
      ],
      [
        { error, endpoint: 'genshin.spiralAbyss' },
        { path: '/ys/abyss', ts: 8 },
      ],
    ]);
  });
});
