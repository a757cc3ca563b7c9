import { endpoints, type DataOf, type InputOf } from '@chronicle/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { endpointKey } from '../../../lib/query-client.js';
import type { CurrentRole } from '../../../lib/session.js';

const { roleCombat, roleCombatCharMaster, roleCombatRedDotCancel } = endpoints.genshin;

export type RoleCombatQuery = InputOf<typeof roleCombat>;
export type RoleCombatData = DataOf<typeof roleCombat>;
export type StageSeason = RoleCombatData['data'][number];
export type StageAct = NonNullable<StageSeason['detail']>['rounds_data'][number];
export type StageBuff = StageAct['buffs'][number];
export type StageAvatar = StageAct['avatars'][number];
export type CharMasterData = DataOf<typeof roleCombatCharMaster>;
export type EchoMaster = CharMasterData['list'][number];

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

export function charMasterQueryOptions(role: Pick<CurrentRole, 'game_role_id' | 'region'>) {
  const query = { role_id: role.game_role_id, server: role.region };
  return queryOptions({
    queryKey: endpointKey(roleCombatCharMaster, query),
    queryFn: ({ signal }) => api.call(roleCombatCharMaster, query, { signal }),
  });
}

/** GET genshin/api/char_master of the current role. */
export function useCharMaster(role: CurrentRole) {
  return useQuery(charMasterQueryOptions(role));
}

/** The owner dismisses one red dot (an avatar id) or all (undefined); the list refetches after. */
export function useCancelRedDot(role: CurrentRole) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (avatarId: number | undefined) =>
      api.call(roleCombatRedDotCancel, {
        role_id: role.game_role_id,
        server: role.region,
        ...(avatarId === undefined ? {} : { avatar_id: avatarId }),
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: charMasterQueryOptions(role).queryKey }),
  });
}
