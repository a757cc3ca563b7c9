import { endpoints, type DataOf, type InputOf } from '@chronicle/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { endpointKey } from '../../../lib/query-client.js';
import type { CurrentRole } from '../../../lib/session.js';
import { useShell } from '../../../lib/shell.js';

const { index } = endpoints.genshin;

export type IndexQuery = InputOf<typeof index>;
export type IndexData = DataOf<typeof index>;
export type IndexStats = IndexData['stats'];
export type IndexAvatar = IndexData['avatars'][number];
export type WorldExploration = IndexData['world_explorations'][number];
export type Home = IndexData['homes'][number];

/** GET genshin/api/index: the player overview of a role. */
export function getIndex(query: IndexQuery, signal?: AbortSignal): Promise<IndexData> {
  return api.call(index, query, { signal });
}

/**
 * Query options of the overview; an API error hands its retcode to the layout
 * (docs/reference/web-app.md#errors).
 */
export function getIndexQueryOptions(query: IndexQuery) {
  return queryOptions({
    queryKey: endpointKey(index, query),
    queryFn: ({ signal }) => getIndex(query, signal),
    meta: { errorLayout: true },
  });
}

/**
 * The overview of the current role; mobile asks for the richer avatar list
 * (docs/reference/web-app.md#calls).
 */
export function useIndex(role: CurrentRole | undefined) {
  const shell = useShell();
  const query: IndexQuery = {
    role_id: role?.game_role_id ?? '',
    server: role?.region ?? '',
    avatar_list_type: shell === 'mobile' ? 1 : 0,
  };
  return useQuery({ ...getIndexQueryOptions(query), enabled: role !== undefined });
}
