import { endpoints, type InputOf } from '@chronicle/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { endpointKey } from '../../../lib/query-client.js';
import type { CurrentRole } from '../../../lib/session.js';
import type { GcgBasicInfo } from './gcg-types.js';
import { gcgRole } from './role-query.js';

const { gcgBasicInfo } = endpoints.genshin;

export type GcgBasicInfoQuery = InputOf<typeof gcgBasicInfo>;

/** GET genshin/api/gcg/basicInfo: the Card Duel profile of a role. */
export function getGcgBasicInfo(
  query: GcgBasicInfoQuery,
  signal?: AbortSignal,
): Promise<GcgBasicInfo> {
  return api.call(gcgBasicInfo, query, { signal });
}

/**
 * Query options of the profile; an API error hands its retcode to the layout
 * (docs/reference/web-app.md#errors).
 */
export function getGcgBasicInfoQueryOptions(query: GcgBasicInfoQuery) {
  return queryOptions({
    queryKey: endpointKey(gcgBasicInfo, query),
    queryFn: ({ signal }) => getGcgBasicInfo(query, signal),
    meta: { errorLayout: true },
  });
}

/** The Card Duel profile of the current role. */
export function useGcgBasicInfo(role: CurrentRole | undefined) {
  const query = role ? gcgRole(role) : { role_id: '', server: '' };
  return useQuery({ ...getGcgBasicInfoQueryOptions(query), enabled: role !== undefined });
}
