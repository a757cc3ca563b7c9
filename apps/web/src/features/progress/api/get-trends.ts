import { historyEndpoints } from '@chronicle/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { endpointKey } from '../../../lib/query-client.js';
import type { CurrentRole } from '../../../lib/session.js';

const { trends } = historyEndpoints;

/** The role's headline numbers over time (GET chronicle/api/history/trends). */
export function useTrends(role: CurrentRole | undefined, gameId: number) {
  const query = {
    game_id: gameId,
    role_id: role?.game_role_id ?? '',
    server: role?.region ?? '',
  };
  return useQuery({
    queryKey: endpointKey(trends, query),
    queryFn: ({ signal }) => api.call(trends, query, { signal }),
    enabled: role !== undefined,
    meta: { errorLayout: true },
  });
}
