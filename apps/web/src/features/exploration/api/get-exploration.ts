import { endpoints, type DataOf, type InputOf } from '@chronicle/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { endpointKey } from '../../../lib/query-client.js';
import type { CurrentRole } from '../../../lib/session.js';
import { useShell } from '../../../lib/shell.js';

const { index } = endpoints.genshin;

export type ExplorationQuery = InputOf<typeof index>;
export type ExplorationData = DataOf<typeof index>;
export type Region = ExplorationData['world_explorations'][number];
export type Realm = ExplorationData['homes'][number];

/**
 * Query options of GET genshin/api/index for the exploration page. The key has the overview's shape
 * (endpoint id, then the same parameters), so moving between the two pages reuses one cache entry.
 */
export function explorationQueryOptions(query: ExplorationQuery) {
  return queryOptions({
    queryKey: endpointKey(index, query),
    queryFn: ({ signal }) => api.call(index, query, { signal }),
    meta: { errorLayout: true },
  });
}

/** The index of the current role, asked for with the shell's avatar list type like the overview. */
export function useExploration(role: CurrentRole | undefined) {
  const shell = useShell();
  const query: ExplorationQuery = {
    role_id: role?.game_role_id ?? '',
    server: role?.region ?? '',
    avatar_list_type: shell === 'mobile' ? 1 : 0,
  };
  return useQuery({ ...explorationQueryOptions(query), enabled: role !== undefined });
}
