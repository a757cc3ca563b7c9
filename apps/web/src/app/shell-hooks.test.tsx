import { RETCODE, gameByKey, gameFromPath, type GameConfig } from '@chronicle/contract';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { ApiError } from '../lib/api-client.js';
import { announceApiFailure } from '../lib/api-failure.js';
import { browser } from '../lib/browser.js';
import { useCurrentGame } from '../lib/game.js';
import { useLocation } from '../lib/router/hooks.js';
import { useSession } from '../lib/session.js';
import type { ShellKind } from '../lib/shell.js';
import { watchSession } from '../features/auth/session-watch.js';
import { card, userInfo } from '../test/fixtures.js';
import { fakeApi, renderApp } from '../test/render.js';
import { GUARD_KEYS, routeGuardAction, useLoginPrompt, useRouteGuard } from './shell-hooks.js';

function game(key: string): GameConfig {
  const found = gameByKey(key);
  if (!found) throw new Error(key);
  return found;
}

// docs/reference/web-app.md#route-guard
describe('routeGuardAction', () => {
  it('records the game when the navigation stays in the page game', () => {
    expect(routeGuardAction(2, game('ys'), 'desktop', '/ys/abyss', false)).toBe('record');
    expect(routeGuardAction(6, game('hsr'), 'mobile', '/hsr', true)).toBe('record');
  });

  it('reloads the same page, target in the hash, for another game that page serves', () => {
    expect(routeGuardAction(2, game('bh3'), 'desktop', '/bh3', false)).toBe('reload');
    expect(routeGuardAction(1, game('ys'), 'mobile', '/ys/abyss', false)).toBe('reload');
  });

  it('moves to the page under the right prefix when the third game comes or goes', () => {
    window.history.replaceState(null, '', '/index.html?uid=100000002#/ys');
    expect(routeGuardAction(2, game('hsr'), 'desktop', '/hsr', false)).toEqual({
      assign: '/rpg/index.html?uid=100000002#/hsr',
    });
    expect(routeGuardAction(6, game('ys'), 'mobile', '/ys/abyss', true)).toEqual({
      assign: '/m.html?uid=100000002#/ys/abyss',
    });
  });
});

function GuardHarness({ shell }: { shell: ShellKind }) {
  const current = useCurrentGame();
  useRouteGuard(shell, current);
  return <p>at {useLocation().pathname}</p>;
}

describe('useRouteGuard', () => {
  beforeEach(() => sessionStorage.clear());

  it('records the current game id on every navigation inside the game', async () => {
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => undefined);
    const { router } = await renderApp(<GuardHarness shell="desktop" />, { path: '/bh3' });
    expect(sessionStorage.getItem(GUARD_KEYS.gameId)).toBe('1');
    sessionStorage.clear();
    act(() => router.navigate('/bh3/set'));
    await screen.findByText('at /bh3/set');
    expect(sessionStorage.getItem(GUARD_KEYS.gameId)).toBe('1');
    expect(reload).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(GUARD_KEYS.reloadAt)).toBeNull();
  });

  it('reloads with the target in the hash and a timing marker when the game changes', async () => {
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => undefined);
    const before = Date.now();
    const { router } = await renderApp(<GuardHarness shell="mobile" />, { path: '/ys' });
    act(() => router.navigate('/bh3'));
    await screen.findByText('at /bh3');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(Number(sessionStorage.getItem(GUARD_KEYS.reloadAt))).toBeGreaterThanOrEqual(before);
    // The page game is still the one it started with until the reload.
    expect(sessionStorage.getItem(GUARD_KEYS.gameId)).toBe('2');
  });

  it('opens the third game under /rpg/', async () => {
    window.history.replaceState(null, '', '/index.html');
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const { router } = await renderApp(<GuardHarness shell="desktop" />, { path: '/ys/abyss' });
    act(() => router.navigate('/hsr'));
    await screen.findByText('at /hsr');
    expect(assign).toHaveBeenCalledWith('/rpg/index.html#/hsr');
  });
});

function PromptHarness() {
  const session = useSession();
  const login = useLoginPrompt(session.status);
  return (
    <p>
      {session.status} · login {login.open ? 'open' : 'closed'}
    </p>
  );
}

/** Renders the harness, then starts the session watch as app/start.tsx does after its render. */
async function renderWatched(path = '/ys') {
  const rendered = await renderApp(<PromptHarness />, { path });
  stops.push(watchSession(rendered.queryClient, gameFromPath(path)?.id ?? 2));
  return rendered;
}

const stops: (() => void)[] = [];

describe('useLoginPrompt with the session watch', () => {
  let profileAnswer: () => unknown;
  let tokenStatus: 'success' | 'need_login';
  let tokenCheck: Mock<(input: unknown) => unknown>;

  beforeEach(() => {
    profileAnswer = () => userInfo('100000001');
    tokenStatus = 'success';
    tokenCheck = vi.fn(() => ({ status: tokenStatus }));
    fakeApi({
      'community.getUserFullInfo': () => profileAnswer(),
      'card.getGameRecordCard': () => ({ list: [card()] }),
      'community.loginTokenCheck': (input) => tokenCheck(input),
    });
  });
  afterEach(() => stops.splice(0).forEach((stop) => stop()));

  it('offers the login by itself when logged out; the token check agrees', async () => {
    profileAnswer = () => new ApiError(RETCODE.NOT_LOGGED_IN, 'Not logged in');
    tokenStatus = 'need_login';
    await renderWatched('/hsr');
    await screen.findByText('loggedOut · login open');
    await vi.waitFor(() => expect(tokenCheck).toHaveBeenCalledWith({ game_id: '6' }));
    expect(tokenCheck).toHaveBeenCalledTimes(1);
  });

  it('goes on when the token check succeeds', async () => {
    await renderWatched();
    await screen.findByText('loggedIn · login closed');
    await vi.waitFor(() => expect(tokenCheck).toHaveBeenCalledWith({ game_id: '2' }));
    expect(screen.getByText('loggedIn · login closed')).toBeTruthy();
  });

  it('turns to the login when a call answers -100 mid-visit and the profile confirms it', async () => {
    await renderWatched();
    await screen.findByText('loggedIn · login closed');
    profileAnswer = () => new ApiError(RETCODE.NOT_LOGGED_IN, 'Not logged in');
    act(() =>
      announceApiFailure({
        error: new ApiError(RETCODE.NOT_LOGGED_IN, 'Not logged in'),
        endpoint: 'genshin.index',
      }),
    );
    await screen.findByText('loggedOut · login open');
  });

  it('opens the login when the token check says need_login although the profile answered', async () => {
    tokenStatus = 'need_login';
    // The session ended between the profile call and the check: the profile is asked again.
    let profileCalls = 0;
    profileAnswer = () =>
      (profileCalls += 1) === 1
        ? userInfo('100000001')
        : new ApiError(RETCODE.LOGIN_REQUIRED, 'Please login');
    await renderWatched();
    await screen.findByText('loggedOut · login open');
    expect(profileCalls).toBe(2);
  });
});
