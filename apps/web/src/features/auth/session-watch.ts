import { RETCODE } from '@chronicle/contract';
import type { QueryClient } from '@tanstack/react-query';
import { retcodeOf } from '../../lib/api-client.js';
import { onApiFailure } from '../../lib/api-failure.js';
import { userInfoQueryOptions } from '../../lib/session.js';
import { loginTokenCheckQueryOptions } from './api/login-token-check.js';

/**
 * Retcodes of a call that mean the session is gone (docs/reference/web-app.md#errors: -100, and
 * 10001 "login needed").
 */
const SESSION_GONE: readonly number[] = [RETCODE.NOT_LOGGED_IN, RETCODE.LOGIN_REQUIRED];

/**
 * Watches the session once the page has started (app/start.tsx loads this module after the first
 * render): the per-game login-token check (docs/reference/web-app.md#login-token-check), and a
 * session that ends mid-visit (docs/reference/web-app.md#errors: a call answering -100 or 10001
 * while the page believed it was logged in). Either way the profile is asked
 * again; when it confirms, both shells turn to the logged-out screen and open the login dialog by
 * themselves (app/shell-hooks.ts useLoginPrompt), and a successful login reloads the page. A refused
 * call whose profile still answers keeps its error screen. Returns the function that stops watching.
 */
export function watchSession(queryClient: QueryClient, gameId: number): () => void {
  const profile = userInfoQueryOptions();
  const loggedIn = () => Boolean(queryClient.getQueryData(profile.queryKey));
  let confirming = false;
  const confirmWithProfile = () => {
    // A query's retry announces the same failure again: one profile call answers them all.
    if (confirming) return;
    confirming = true;
    void queryClient.invalidateQueries({ queryKey: profile.queryKey }).finally(() => {
      confirming = false;
    });
  };

  queryClient
    .fetchQuery(loginTokenCheckQueryOptions(gameId))
    .then(async ({ status }) => {
      // need_login on a page the profile calls logged out is already the logged-out screen and
      // the login dialog. The profile call may still be on its way: its answer decides.
      if (status === 'need_login' && (await queryClient.fetchQuery(profile))) confirmWithProfile();
    })
    // The check only hastens the login; without it the profile call still decides.
    .catch(() => undefined);

  return onApiFailure(({ error, endpoint }) => {
    const code = retcodeOf(error);
    // The profile's own answer already turns the page logged out (lib/session.ts).
    if (endpoint === profile.queryKey[0] || code === undefined || !SESSION_GONE.includes(code)) {
      return;
    }
    if (loggedIn()) confirmWithProfile();
  });
}
