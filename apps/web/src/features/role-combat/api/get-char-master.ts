import { endpoints, type DataOf } from '@chronicle/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { endpointKey } from '../../../lib/query-client.js';
import type { CurrentRole } from '../../../lib/session.js';

const { roleCombatCharMaster } = endpoints.genshin;

export type CharMasterData = DataOf<typeof roleCombatCharMaster>;
export type EchoMaster = CharMasterData['list'][number];

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
