import { endpoints, type DataOf, type InputOf } from '@chronicle/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { endpointKey, keepPreviousOfSameRole } from '../../../lib/query-client.js';
import { periodParams, type PeriodChoice } from '../../../lib/period-choice.js';
import type { CurrentRole } from '../../../lib/session.js';
import { retryNetworkOnce, roleQuery } from './role-query.js';

const { challenge, challengeStory, challengeBoss } = endpoints.hkrpg;

export type HsrChaosData = DataOf<typeof challenge>;
export type HsrFictionData = DataOf<typeof challengeStory>;
export type HsrShadowData = DataOf<typeof challengeBoss>;
export type HsrChallengeQuery = InputOf<typeof challenge>;

/** The three endgame modes, named after their routes. */
export type HsrMode = 'chaos' | 'fiction' | 'shadow';
export const HSR_MODES: readonly HsrMode[] = ['chaos', 'fiction', 'shadow'];
/** 1 the current season, 2 the previous one. */
export type HsrScheduleType = 1 | 2;

/** Whatever mode answered, the parts the page shows are reached through this union. */
export type HsrModeData =
  | { mode: 'chaos'; data: HsrChaosData }
  | { mode: 'fiction'; data: HsrFictionData }
  | { mode: 'shadow'; data: HsrShadowData };

const MODE_ENDPOINT = { chaos: challenge, fiction: challengeStory, shadow: challengeBoss } as const;

/** The query of one season of one mode, every floor included. */
export function hsrChallengeQuery(
  role: CurrentRole | undefined,
  choice: PeriodChoice,
): HsrChallengeQuery {
  return { ...roleQuery(role), ...periodParams(choice), need_all: 'true' };
}

/** Query options of one mode's season, shared by the endgame page and the home's mode cards. */
export function hsrModeQueryOptions(mode: HsrMode, query: HsrChallengeQuery) {
  const endpoint = MODE_ENDPOINT[mode];
  return queryOptions({
    queryKey: endpointKey(endpoint, query),
    queryFn: async ({ signal }): Promise<HsrModeData> => {
      // The three calls share a query shape; the tag keeps each answer typed by its mode.
      if (mode === 'chaos') return { mode, data: await api.call(challenge, query, { signal }) };
      if (mode === 'fiction') {
        return { mode, data: await api.call(challengeStory, query, { signal }) };
      }
      return { mode, data: await api.call(challengeBoss, query, { signal }) };
    },
    retry: retryNetworkOnce,
  });
}

/** One season of one mode; the last season stays on screen while the other loads (same role only). */
export function useHsrMode(role: CurrentRole | undefined, mode: HsrMode, choice: PeriodChoice) {
  const query = hsrChallengeQuery(role, choice);
  return useQuery({
    ...hsrModeQueryOptions(mode, query),
    enabled: role !== undefined,
    placeholderData: keepPreviousOfSameRole(query),
  });
}
