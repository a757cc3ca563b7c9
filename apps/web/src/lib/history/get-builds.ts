import { historyEndpoints } from '@chronicle/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api-client.js';
import { endpointKey } from '../query-client.js';
import type { CurrentRole } from '../session.js';

const { builds } = historyEndpoints;

/** Every stored version of one character's build (GET chronicle/api/history/builds). */
export function useBuilds(role: CurrentRole, gameId: number, characterId: number) {
  const query = {
    game_id: gameId,
    role_id: role.game_role_id,
    server: role.region,
    character_id: characterId,
  };
  return useQuery({
    queryKey: endpointKey(builds, query),
    queryFn: ({ signal }) => api.call(builds, query, { signal }),
  });
}
