import { communityServiceEndpoints, type DataOf } from '@chronicle/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { endpointKey } from '../../../lib/query-client.js';

const { loginTokenCheck } = communityServiceEndpoints;

export type LoginTokenCheck = DataOf<typeof loginTokenCheck>;

/**
 * Fetches the per-game login-token check (docs/reference/web-app.md#login-token-check):
 * `need_login` or `success`.
 */
export function getLoginTokenCheck(gameId: number, signal?: AbortSignal): Promise<LoginTokenCheck> {
  return api.call(loginTokenCheck, { game_id: String(gameId) }, { signal });
}

/**
 * Once per page start: a game change reloads the page (docs/reference/web-app.md#route-guard route
 * guard), so it never goes stale.
 */
export function loginTokenCheckQueryOptions(gameId: number) {
  const params = { game_id: String(gameId) };
  return queryOptions({
    queryKey: endpointKey(loginTokenCheck, params),
    queryFn: ({ signal }) => getLoginTokenCheck(gameId, signal),
    staleTime: Infinity,
    retry: false,
  });
}
