import { endpoints, type ActivityRecordData, type EventSlug } from '@chronicle/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { endpointKey } from '../../../lib/query-client.js';
import type { CurrentRole } from '../../../lib/session.js';

export type { ActivityRecordData };
export type EventPageData = ActivityRecordData['pages'][number];
export type EventRecord = EventPageData['records'][number];

/**
 * One event's record of the current role. Every sub-page of an event shares the answer, so moving
 * between its tabs never refetches.
 */
export function useActivityRecord(slug: EventSlug, role: CurrentRole | undefined) {
  const endpoint = endpoints.genshin[`activity_${slug}`];
  const query = { role_id: role?.game_role_id ?? '', server: role?.region ?? '' };
  return useQuery({
    queryKey: endpointKey(endpoint, query),
    queryFn: ({ signal }) => api.call(endpoint, query, { signal }),
    enabled: role !== undefined,
  });
}
