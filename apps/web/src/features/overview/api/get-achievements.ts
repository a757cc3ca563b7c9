import { endpoints, type DataOf, type InputOf } from '@chronicle/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { endpointKey } from '../../../lib/query-client.js';
import type { CurrentRole } from '../../../lib/session.js';

const { achievement } = endpoints.genshin;

export type AchievementQuery = InputOf<typeof achievement>;
export type AchievementData = DataOf<typeof achievement>;
export type AchievementCategory = AchievementData['list'][number];

/** Query options of a role's achievements; errors stay in the block, not the layout. */
export function getAchievementsQueryOptions(query: AchievementQuery) {
  return queryOptions({
    queryKey: endpointKey(achievement, query),
    queryFn: ({ signal }) => api.call(achievement, query, { signal }),
  });
}

/** POST genshin/api/achievement for the current role (owner or visitor). */
export function useAchievements(role: CurrentRole | undefined) {
  const query: AchievementQuery = { role_id: role?.game_role_id ?? '', server: role?.region ?? '' };
  return useQuery({ ...getAchievementsQueryOptions(query), enabled: role !== undefined });
}
