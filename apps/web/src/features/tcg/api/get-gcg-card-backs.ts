import { endpoints, type InputOf } from '@chronicle/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { endpointKey } from '../../../lib/query-client.js';
import type { CurrentRole } from '../../../lib/session.js';
import type { GcgCardBackListData } from './gcg-types.js';
import { gcgRole } from './role-query.js';

const { gcgCardBackList } = endpoints.genshin;

/** GET genshin/api/gcg/cardBackList: every card back, gained or not. */
export function getGcgCardBackList(
  query: InputOf<typeof gcgCardBackList>,
  signal?: AbortSignal,
): Promise<GcgCardBackListData> {
  return api.call(gcgCardBackList, query, { signal });
}

/** Query options of the card backs (used by the owner's showcase picker). */
export function getGcgCardBackListQueryOptions(query: InputOf<typeof gcgCardBackList>) {
  return queryOptions({
    queryKey: endpointKey(gcgCardBackList, query),
    queryFn: ({ signal }) => getGcgCardBackList(query, signal),
  });
}

/** The card backs of the role, fetched only while `enabled` (the picker is open). */
export function useGcgCardBacks(role: CurrentRole, enabled: boolean) {
  return useQuery({ ...getGcgCardBackListQueryOptions(gcgRole(role)), enabled });
}
