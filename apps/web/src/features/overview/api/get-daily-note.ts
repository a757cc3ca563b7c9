import { endpoints, type DataOf, type InputOf } from '@chronicle/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client.js';
import { endpointKey } from '../../../lib/query-client.js';
import type { CurrentRole } from '../../../lib/session.js';

const { dailyNote } = endpoints.genshin;

export type DailyNoteQuery = InputOf<typeof dailyNote>;
export type DailyNoteData = DataOf<typeof dailyNote>;

/** How often the open overview asks the server again, so the notes never drift for long. */
export const NOTES_REFETCH_MS = 5 * 60_000;

/**
 * Query options of GET genshin/api/dailyNote. No `errorLayout` meta: a retcode here (switch 3 off)
 * is shown inside the notes panel and must not replace the whole overview.
 */
export function dailyNoteQueryOptions(query: DailyNoteQuery) {
  return queryOptions({
    queryKey: endpointKey(dailyNote, query),
    queryFn: ({ signal }) => api.call(dailyNote, query, { signal }),
    refetchInterval: NOTES_REFETCH_MS,
    // The countdowns are computed locally from the answer; a stale answer is fine between refetches.
    staleTime: NOTES_REFETCH_MS,
    // A retcode (switch off, not the owner) will not change on a retry; a network failure may.
    retry: (failures, error) => !(error instanceof ApiError) && failures < 1,
  });
}

/** The owner's real-time notes; never requested for a visitor, whom the server would refuse. */
export function useDailyNote(role: CurrentRole | undefined, enabled: boolean) {
  const query: DailyNoteQuery = {
    role_id: role?.game_role_id ?? '',
    server: role?.region ?? '',
  };
  return useQuery({ ...dailyNoteQueryOptions(query), enabled: enabled && role !== undefined });
}
