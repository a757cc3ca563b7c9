import { endpoints, type DataOf } from '@chronicle/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { endpointKey } from '../../../lib/query-client.js';
import type { CurrentRole } from '../../../lib/session.js';
import { retryNetworkOnce, roleQuery } from './role-query.js';

const { roleBasicInfo } = endpoints.hkrpg;

export type HsrBasicInfo = DataOf<typeof roleBasicInfo>;

/** The profile header; the card's values stand in until it answers or if it fails. */
export function useHsrBasicInfo(role: CurrentRole | undefined) {
  const query = roleQuery(role);
  return useQuery({
    queryKey: endpointKey(roleBasicInfo, query),
    queryFn: ({ signal }) => api.call(roleBasicInfo, query, { signal }),
    enabled: role !== undefined,
    retry: retryNetworkOnce,
  });
}
