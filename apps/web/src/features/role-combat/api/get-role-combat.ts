import { endpoints, type DataOf, type InputOf } from '@chronicle/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { endpointKey } from '../../../lib/query-client.js';
import type { CurrentRole } from '../../../lib/session.js';

const { roleCombat } = endpoints.genshin;

export type RoleCombatQuery = InputOf<typeof roleCombat>;
export type RoleCombatData = DataOf<typeof roleCombat>;
export type StageSeason = RoleCombatData['data'][number];
export type StageAct = NonNullable<StageSeason['detail']>['rounds_data'][number];
export type StageBuff = StageAct['buffs'][number];
export type StageAvatar = StageAct['avatars'][number];

/** Every stored season of the role with its acts (the page switches between them locally). */
export function roleCombatQueryOptions(role: Pick<CurrentRole, 'game_role_id' | 'region'>) {
  const query: RoleCombatQuery = {
    role_id: role.game_role_id,
    server: role.region,
    need_detail: true,
  };
  return queryOptions({
    queryKey: endpointKey(roleCombat, query),
    queryFn: ({ signal }) => api.call(roleCombat, query, { signal }),
  });
}

/** GET genshin/api/role_combat of the current role. */
export function useRoleCombat(role: CurrentRole) {
  return useQuery(roleCombatQueryOptions(role));
}
