import { endpoints, type DataOf, type InputOf } from '@chronicle/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { endpointKey, keepPreviousOfSameRole } from '../../../lib/query-client.js';
import { periodParams, type PeriodChoice } from '../../../lib/period-choice.js';
import type { CurrentRole } from '../../../lib/session.js';

const { hardChallenge, hardChallengePopularity } = endpoints.genshin;

export type HardChallengeQuery = InputOf<typeof hardChallenge>;
export type HardChallengeData = DataOf<typeof hardChallenge>;
export type Season = HardChallengeData['data'][number];
export type SeasonMode = Season['single'];
export type Challenge = SeasonMode['challenge'][number];
export type PopularityData = DataOf<typeof hardChallengePopularity>;
export type PopularAvatar = PopularityData['avatar_list'][number];

/**
 * `schedule_type` of the API: 1 the current season, 2 the previous one
 * (docs/reference/web-app.md#client-state challengeScheduleType).
 */
export type ChallengeScheduleType = 1 | 2;

/** The query of a role's season. */
export function hardChallengeQuery(role: CurrentRole, choice: PeriodChoice): HardChallengeQuery {
  return {
    role_id: role.game_role_id,
    server: role.region,
    need_detail: 'true',
    ...periodParams(choice),
  };
}

/** Query options of one season; errors are shown in the page so the switch stays usable. */
export function getHardChallengeQueryOptions(query: HardChallengeQuery) {
  return queryOptions({
    queryKey: endpointKey(hardChallenge, query),
    queryFn: ({ signal }) => api.call(hardChallenge, query, { signal }),
  });
}

/** The valid season of an answer (the real API appends an `is_valid: false` placeholder). */
export function validSeason(data: HardChallengeData): Season | undefined {
  return data.data.find((s) => s.schedule.is_valid);
}

/** One season of the current role; keeps the last season on screen while the other loads (same role only). */
export function useHardChallenge(role: CurrentRole | undefined, choice: PeriodChoice) {
  const query: HardChallengeQuery = role
    ? hardChallengeQuery(role, choice)
    : { role_id: '', server: '', ...periodParams(choice) };
  return useQuery({
    ...getHardChallengeQueryOptions(query),
    enabled: role !== undefined,
    placeholderData: keepPreviousOfSameRole(query),
  });
}

/** Character usage of a season across public roles (none given: the newest season stored). */
export function usePopularity(scheduleId: string | undefined) {
  const query = scheduleId ? { schedule_id: scheduleId } : {};
  return useQuery({
    queryKey: endpointKey(hardChallengePopularity, query),
    queryFn: ({ signal }) => api.call(hardChallengePopularity, query, { signal }),
    enabled: scheduleId !== undefined,
  });
}
