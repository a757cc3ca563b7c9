import { RETCODE } from '@chronicle/contract';
import { QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '../../lib/api-client.js';
import { announceApiFailure } from '../../lib/api-failure.js';
import { userInfoQueryOptions } from '../../lib/session.js';
import { userInfo } from '../../test/fixtures.js';
import { fakeApi, testQueryClient } from '../../test/render.js';
import { watchSession } from './session-watch.js';

const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

const NOT_LOGGED_IN = () => new ApiError(RETCODE.NOT_LOGGED_IN, 'Not logged in');

/** A started page (its profile answered, logged in or not) that now watches its session. */
async function startWatching(options: {
  tokenStatus: 'success' | 'need_login';
  loggedIn: boolean;
}) {
  const profile = vi.fn((): unknown =>
    options.loggedIn ? userInfo('100000001') : NOT_LOGGED_IN(),
  );
  const tokenCheck = vi.fn((input: unknown) => {
    void input;
    return { status: options.tokenStatus };
  });
  fakeApi({
    'community.getUserFullInfo': () => profile(),
    'community.loginTokenCheck': tokenCheck,
  });
  const queryClient = testQueryClient();
  // An active observer, as the shell's useSession is: invalidation refetches it.
  const observer = new QueryObserver(queryClient, userInfoQueryOptions());
  stops.push(observer.subscribe(() => undefined));
  await vi.waitFor(() => expect(observer.getCurrentResult().isSuccess).toBe(true));
  profile.mockClear();
  stops.push(watchSession(queryClient, 2));
  const profileData = () => queryClient.getQueryData(userInfoQueryOptions().queryKey);
  return { profile, tokenCheck, profileData };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

// docs/reference/web-app.md#login-token-check
describe('watchSession: the login-token check', () => {
  it('asks once for the current game, and goes on quietly on success', async () => {
    const { tokenCheck, profile } = await startWatching({ tokenStatus: 'success', loggedIn: true });
    await vi.waitFor(() => expect(tokenCheck).toHaveBeenCalledWith({ game_id: '2' }));
    await settle();
    expect(tokenCheck).toHaveBeenCalledTimes(1);
    expect(profile).not.toHaveBeenCalled();
  });

  it('leaves a logged-out page as it is on need_login (its login dialog is open already)', async () => {
    const { tokenCheck, profile, profileData } = await startWatching({
      tokenStatus: 'need_login',
      loggedIn: false,
    });
    await vi.waitFor(() => expect(tokenCheck).toHaveBeenCalled());
    await settle();
    expect(profile).not.toHaveBeenCalled();
    expect(profileData()).toBeNull();
  });

  it('asks the profile again on need_login when the page believed it was logged in', async () => {
    const { profile, profileData } = await startWatching({
      tokenStatus: 'need_login',
      loggedIn: true,
    });
    profile.mockImplementation(NOT_LOGGED_IN);
    await vi.waitFor(() => expect(profileData()).toBeNull());
    expect(profile).toHaveBeenCalledTimes(1);
  });
});

// docs/reference/web-app.md#errors
describe('watchSession: a session that ends mid-visit', () => {
  it('asks the profile again once for a call answering -100 and its retry', async () => {
    const { profile, profileData } = await startWatching({
      tokenStatus: 'success',
      loggedIn: true,
    });
    profile.mockImplementation(NOT_LOGGED_IN);
    const failure = { error: NOT_LOGGED_IN(), endpoint: 'genshin.index' };
    announceApiFailure(failure);
    announceApiFailure(failure);
    await vi.waitFor(() => expect(profileData()).toBeNull());
    expect(profile).toHaveBeenCalledTimes(1);
  });

  it('treats 10001 like -100', async () => {
    const { profile } = await startWatching({ tokenStatus: 'success', loggedIn: true });
    announceApiFailure({
      error: new ApiError(RETCODE.LOGIN_REQUIRED, ''),
      endpoint: 'genshin.spiralAbyss',
    });
    await vi.waitFor(() => expect(profile).toHaveBeenCalledTimes(1));
  });

  it('keeps the page logged in when the profile still answers, and watches on', async () => {
    const { profile, profileData } = await startWatching({
      tokenStatus: 'success',
      loggedIn: true,
    });
    announceApiFailure({ error: NOT_LOGGED_IN(), endpoint: 'genshin.index' });
    await vi.waitFor(() => expect(profile).toHaveBeenCalledTimes(1));
    await settle();
    expect(profileData()).toEqual(userInfo('100000001'));
    announceApiFailure({ error: NOT_LOGGED_IN(), endpoint: 'genshin.index' });
    await vi.waitFor(() => expect(profile).toHaveBeenCalledTimes(2));
  });

  it('ignores other failures, the profile itself, and pages already logged out', async () => {
    const { profile } = await startWatching({ tokenStatus: 'success', loggedIn: true });
    announceApiFailure({
      error: new ApiError(RETCODE.ACCESS_LIMIT, ''),
      endpoint: 'genshin.index',
    });
    announceApiFailure({ error: new NetworkError('offline'), endpoint: 'genshin.index' });
    announceApiFailure({ error: NOT_LOGGED_IN(), endpoint: 'community.getUserFullInfo' });
    await settle();
    expect(profile).not.toHaveBeenCalled();
    stops.splice(0).forEach((stop) => stop());

    const loggedOut = await startWatching({ tokenStatus: 'success', loggedIn: false });
    announceApiFailure({ error: NOT_LOGGED_IN(), endpoint: 'genshin.index' });
    await settle();
    expect(loggedOut.profile).not.toHaveBeenCalled();
  });

  it('stops listening when stopped', async () => {
    const { profile } = await startWatching({ tokenStatus: 'success', loggedIn: true });
    stops.splice(0).forEach((stop) => stop());
    announceApiFailure({ error: NOT_LOGGED_IN(), endpoint: 'genshin.index' });
    await settle();
    expect(profile).not.toHaveBeenCalled();
  });
});
