import { endpoints, type DataOf } from '@chronicle/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { endpointKey } from '../../../lib/query-client.js';
import type { CurrentRole } from '../../../lib/session.js';
import { bh3Query, retryNetworkOnce } from './role-query.js';

const { note } = endpoints.honkai3rd;

export type Bh3NoteData = DataOf<typeof note>;

/** How often the open home asks for the notes again, so the countdowns never drift for long. */
export const BH3_NOTES_REFETCH_MS = 5 * 60_000;

/** The owner's notes; never requested for a visitor, whom the server refuses with 10104. */
export function useBh3Note(role: CurrentRole | undefined, owner: boolean) {
  const query = bh3Query(role);
  return useQuery({
    queryKey: endpointKey(note, query),
    queryFn: ({ signal }) => api.call(note, query, { signal }),
    enabled: owner && role !== undefined,
    refetchInterval: BH3_NOTES_REFETCH_MS,
    staleTime: BH3_NOTES_REFETCH_MS,
    retry: retryNetworkOnce,
  });
}
