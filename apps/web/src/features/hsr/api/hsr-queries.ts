import { endpoints, type DataOf, type InputOf } from '@chronicle/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client.js';
import { endpointKey, keepPreviousOfSameRole } from '../../../lib/query-client.js';
import { periodParams, type PeriodChoice } from '../../../lib/period-choice.js';
import type { CurrentRole } from '../../../lib/session.js';

const { index, roleBasicInfo, avatarInfo, note, challenge, challengeStory, challengeBoss } =
  endpoints.hkrpg;

export type HsrIndexData = DataOf<typeof index>;
export type HsrIndexAvatar = HsrIndexData['avatar_list'][number];
export type HsrBasicInfo = DataOf<typeof roleBasicInfo>;
export type HsrAvatarInfo = DataOf<typeof avatarInfo>;
export type HsrDetailAvatar = HsrAvatarInfo['avatar_list'][number];
export type HsrRelic = HsrDetailAvatar['relics'][number];
export type HsrNote = DataOf<typeof note>;
export type HsrChaosData = DataOf<typeof challenge>;
export type HsrFictionData = DataOf<typeof challengeStory>;
export type HsrShadowData = DataOf<typeof challengeBoss>;
type RoleQuery = InputOf<typeof index>;
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

function roleQuery(role: CurrentRole | undefined): RoleQuery {
  return { role_id: role?.game_role_id ?? '', server: role?.region ?? '' };
}

/** A retcode (a switch off, not the owner) will not change on a retry; a network failure may. */
const retryNetworkOnce = (failures: number, error: unknown) =>
  !(error instanceof ApiError) && failures < 1;

/** Stats and showcase; an API refusal hands its retcode to the layout like the main overview. */
export function useHsrIndex(role: CurrentRole | undefined) {
  const query = roleQuery(role);
  return useQuery({
    queryKey: endpointKey(index, query),
    queryFn: ({ signal }) => api.call(index, query, { signal }),
    enabled: role !== undefined,
    meta: { errorLayout: true },
  });
}

/** The profile header; the card's values stand in until it answers or if it fails. */
export function useHsrBasicInfo(role: CurrentRole | undefined) {
  const query = roleQuery(role);
  return useQuery({
    queryKey: endpointKey(roleBasicInfo, query),
    queryFn: ({ signal }) => api.call(roleBasicInfo, query, { signal }),
    enabled: role !== undefined,
    retry: retryNetworkOnce,
  });
}

/** How often the open home asks for the notes again, so the countdowns never drift for long. */
export const HSR_NOTES_REFETCH_MS = 5 * 60_000;

/** The owner's real-time notes; never requested for a visitor, whom the server refuses (10104). */
export function useHsrNote(role: CurrentRole | undefined, owner: boolean) {
  const query = roleQuery(role);
  return useQuery({
    queryKey: endpointKey(note, query),
    queryFn: ({ signal }) => api.call(note, query, { signal }),
    enabled: owner && role !== undefined,
    refetchInterval: HSR_NOTES_REFETCH_MS,
    staleTime: HSR_NOTES_REFETCH_MS,
    retry: retryNetworkOnce,
  });
}

/** Every character with its build; a private build (10102) is shown inside the page. */
export function useHsrAvatarInfo(role: CurrentRole | undefined) {
  const query = { ...roleQuery(role), need_wiki: 'true' };
  return useQuery({
    queryKey: endpointKey(avatarInfo, query),
    queryFn: ({ signal }) => api.call(avatarInfo, query, { signal }),
    enabled: role !== undefined,
    retry: retryNetworkOnce,
  });
}

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
