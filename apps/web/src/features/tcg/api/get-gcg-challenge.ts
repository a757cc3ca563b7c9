import { endpoints, type InputOf } from '@chronicle/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { endpointKey, keepPreviousOfSameRole } from '../../../lib/query-client.js';
import type { CurrentRole } from '../../../lib/session.js';
import type { GcgChallengeRecord, GcgScheduleListData } from './gcg-types.js';
import { gcgRole } from './role-query.js';

const { gcgChallengeSchedule, gcgChallengeRecord } = endpoints.genshin;

export type GcgChallengeRecordQuery = InputOf<typeof gcgChallengeRecord>;

/** GET genshin/api/gcg/challenge/schedule: the stored seasons, newest first. */
export function getGcgChallengeSchedule(
  query: InputOf<typeof gcgChallengeSchedule>,
  signal?: AbortSignal,
): Promise<GcgScheduleListData> {
  return api.call(gcgChallengeSchedule, query, { signal });
}

/** Query options of the season list; shown inline so the rest of the page stays usable. */
export function getGcgChallengeScheduleQueryOptions(query: InputOf<typeof gcgChallengeSchedule>) {
  return queryOptions({
    queryKey: endpointKey(gcgChallengeSchedule, query),
    queryFn: ({ signal }) => getGcgChallengeSchedule(query, signal),
  });
}

/** The challenge seasons of the current role. */
export function useGcgChallengeSchedule(role: CurrentRole) {
  return useQuery(getGcgChallengeScheduleQueryOptions(gcgRole(role)));
}

/** GET genshin/api/gcg/challenge/record: one season's challenge record. */
export function getGcgChallengeRecord(
  query: GcgChallengeRecordQuery,
  signal?: AbortSignal,
): Promise<GcgChallengeRecord> {
  return api.call(gcgChallengeRecord, query, { signal });
}

/** Query options of a season's record; shown inline. */
export function getGcgChallengeRecordQueryOptions(query: GcgChallengeRecordQuery) {
  return queryOptions({
    queryKey: endpointKey(gcgChallengeRecord, query),
    queryFn: ({ signal }) => getGcgChallengeRecord(query, signal),
  });
}

/**
 * A season's record (the latest when `scheduleId` is undefined). Keeps the last season on screen
 * while the next loads, as long as it is the same role's.
 */
export function useGcgChallengeRecord(role: CurrentRole, scheduleId: number | undefined) {
  const query: GcgChallengeRecordQuery = gcgRole(role);
  if (scheduleId !== undefined) query.schedule_id = scheduleId;
  return useQuery({
    ...getGcgChallengeRecordQueryOptions(query),
    placeholderData: keepPreviousOfSameRole(query),
  });
}
