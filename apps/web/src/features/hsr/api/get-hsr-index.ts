import { endpoints, type DataOf } from '@chronicle/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { endpointKey } from '../../../lib/query-client.js';
import type { CurrentRole } from '../../../lib/session.js';
import { roleQuery } from './role-query.js';

const { index } = endpoints.hkrpg;

export type HsrIndexData = DataOf<typeof index>;
export type HsrIndexAvatar = HsrIndexData['avatar_list'][number];

/** Stats and showcase; an API refusal hands its retcode to the layout like the main overview. */
export function useHsrIndex(role: CurrentRole | undefined) {
  const query = roleQuery(role);
  return useQuery({
    queryKey: endpointKey(index, query),
    queryFn: ({ signal }) => api.call(index, query, { signal }),
    enabled: role !== undefined,
    meta: { errorLayout: true },
  });
}
