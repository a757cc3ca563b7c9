import { endpoints, type DataOf } from '@chronicle/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { endpointKey } from '../../../lib/query-client.js';
import type { CurrentRole } from '../../../lib/session.js';
import { retryNetworkOnce, roleQuery } from './role-query.js';

const { note } = endpoints.hkrpg;

export type HsrNote = DataOf<typeof note>;

/** How often the open home asks for the notes again, so the countdowns never drift for long. */
export const HSR_NOTES_REFETCH_MS = 5 * 60_000;

/** The owner's real-time notes; never requested for a visitor, whom the server refuses (10104). */
export function useHsrNote(role: CurrentRole | undefined, owner: boolean) {
  const query = roleQuery(role);
  return useQuery({
    queryKey: endpointKey(note, query),
    queryFn: ({ signal }) => api.call(note, query, { signal }),
    enabled: owner && role !== undefined,
    refetchInterval: HSR_NOTES_REFETCH_MS,
    staleTime: HSR_NOTES_REFETCH_MS,
    retry: retryNetworkOnce,
  });
}
