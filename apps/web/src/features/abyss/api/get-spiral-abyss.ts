import { endpoints, type DataOf, type InputOf } from '@chronicle/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { endpointKey, keepPreviousOfSameRole } from '../../../lib/query-client.js';
import { periodParams, type PeriodChoice } from '../../../lib/period-choice.js';
import type { CurrentRole } from '../../../lib/session.js';

const { spiralAbyss } = endpoints.genshin;

export type SpiralAbyssQuery = InputOf<typeof spiralAbyss>;
export type SpiralAbyssData = DataOf<typeof spiralAbyss>;
export type AbyssFloor = SpiralAbyssData['floors'][number];
export type AbyssChamber = AbyssFloor['levels'][number];
export type AbyssBattle = AbyssChamber['battles'][number];
export type AbyssEnemy = AbyssChamber['top_half_floor_monster'][number];
export type AbyssRank = SpiralAbyssData['reveal_rank'][number];

/** `schedule_type` of the API: 1 the current period, 2 the previous one. */
export type ScheduleType = 1 | 2;

/** GET genshin/api/spiralAbyss: one period of the Sunken Spire. */
export function getSpiralAbyss(
  query: SpiralAbyssQuery,
  signal?: AbortSignal,
): Promise<SpiralAbyssData> {
  return api.call(spiralAbyss, query, { signal });
}

/**
 * Query options of one period. No `errorLayout` meta on purpose: the page shows a retcode inline so
 * the period switch stays usable (the other period may well load).
 */
export function getSpiralAbyssQueryOptions(query: SpiralAbyssQuery) {
  return queryOptions({
    queryKey: endpointKey(spiralAbyss, query),
    queryFn: ({ signal }) => getSpiralAbyss(query, signal),
  });
}

/** The query of a role's period, shared by the page and the cached-dates lookup of the switch. */
export function spiralAbyssQuery(role: CurrentRole, choice: PeriodChoice): SpiralAbyssQuery {
  return { role_id: role.game_role_id, server: role.region, ...periodParams(choice) };
}

/**
 * One period of the current role; keeps the last period on screen while the other one loads, but
 * never another role's: that would show its floors under the new role's header.
 */
export function useSpiralAbyss(role: CurrentRole | undefined, choice: PeriodChoice) {
  const query: SpiralAbyssQuery = role
    ? spiralAbyssQuery(role, choice)
    : { role_id: '', server: '', ...periodParams(choice) };
  return useQuery({
    ...getSpiralAbyssQueryOptions(query),
    enabled: role !== undefined,
    placeholderData: keepPreviousOfSameRole(query),
  });
}
