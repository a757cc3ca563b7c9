import { historyEndpoints, type HistoryPeriodKind } from '@chronicle/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api-client.js';
import { endpointKey } from '../query-client.js';
import type { CurrentRole } from '../session.js';

const { periods } = historyEndpoints;

/** The query of a role's stored periods of one endgame mode. */
export function periodsQuery(role: CurrentRole, gameId: number, kind: HistoryPeriodKind) {
  return { game_id: gameId, role_id: role.game_role_id, server: role.region, kind };
}

/**
 * Every stored period of the role's mode, newest first (GET chronicle/api/history/periods). The
 * season switch lists them; an error leaves the switch with current and previous only.
 */
export function useStoredPeriods(
  role: CurrentRole | undefined,
  gameId: number,
  kind: HistoryPeriodKind,
) {
  const query = role
    ? periodsQuery(role, gameId, kind)
    : { game_id: gameId, role_id: '', server: '', kind };
  return useQuery({
    queryKey: endpointKey(periods, query),
    queryFn: ({ signal }) => api.call(periods, query, { signal }),
    enabled: role !== undefined,
    select: (data) => data.list,
  });
}
