import { endpoints, type DataOf } from '@chronicle/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { endpointKey } from '../../../lib/query-client.js';
import type { CurrentRole } from '../../../lib/session.js';
import { bh3Query, retryNetworkOnce } from './role-query.js';

const { godWar } = endpoints.honkai3rd;

export type Bh3GodWarData = DataOf<typeof godWar>;
export type Bh3GodWarRun = Bh3GodWarData['records'][number];

export function useBh3GodWar(role: CurrentRole | undefined) {
  const query = bh3Query(role);
  return useQuery({
    queryKey: endpointKey(godWar, query),
    queryFn: ({ signal }) => api.call(godWar, query, { signal }),
    enabled: role !== undefined,
    retry: retryNetworkOnce,
  });
}
