import { endpoints, type DataOf } from '@chronicle/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { endpointKey } from '../../../lib/query-client.js';
import type { CurrentRole } from '../../../lib/session.js';
import { bh3Query, retryNetworkOnce } from './role-query.js';

const { battleFieldReport } = endpoints.honkai3rd;

export type Bh3ArenaData = DataOf<typeof battleFieldReport>;
export type Bh3ArenaReport = Bh3ArenaData['reports'][number];

export function useBh3Arena(role: CurrentRole | undefined) {
  const query = bh3Query(role);
  return useQuery({
    queryKey: endpointKey(battleFieldReport, query),
    queryFn: ({ signal }) => api.call(battleFieldReport, query, { signal }),
    enabled: role !== undefined,
    retry: retryNetworkOnce,
  });
}
