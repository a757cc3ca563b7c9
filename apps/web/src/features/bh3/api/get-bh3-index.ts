import { endpoints, type DataOf } from '@chronicle/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { endpointKey } from '../../../lib/query-client.js';
import type { CurrentRole } from '../../../lib/session.js';
import { bh3Query } from './role-query.js';

const { index } = endpoints.honkai3rd;

export type Bh3IndexData = DataOf<typeof index>;

/** The captain, counters and mode summary; an API refusal goes to the layout's error screen. */
export function useBh3Index(role: CurrentRole | undefined) {
  const query = bh3Query(role);
  return useQuery(
    queryOptions({
      queryKey: endpointKey(index, query),
      queryFn: ({ signal }) => api.call(index, query, { signal }),
      meta: { errorLayout: true },
      enabled: role !== undefined,
    }),
  );
}
