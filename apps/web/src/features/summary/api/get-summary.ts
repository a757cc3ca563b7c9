import { endpoints, type DataOf, type InputOf } from '@chronicle/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { endpointKey } from '../../../lib/query-client.js';
import type { CurrentRole } from '../../../lib/session.js';
import { useShell } from '../../../lib/shell.js';

const { index, spiralAbyss } = endpoints.genshin;

export type SummaryIndex = DataOf<typeof index>;
export type SummaryAvatar = SummaryIndex['avatars'][number];
export type SummaryRegion = SummaryIndex['world_explorations'][number];
export type SummaryAbyss = DataOf<typeof spiralAbyss>;

/** GET genshin/api/index with the overview's key shape, so an open overview fills this page at once. */
export function summaryIndexQueryOptions(query: InputOf<typeof index>) {
  return queryOptions({
    queryKey: endpointKey(index, query),
    queryFn: ({ signal }) => api.call(index, query, { signal }),
    meta: { errorLayout: true },
  });
}

/** The current period of the spire, for its stars; optional, so it never takes the page down. */
export function summaryAbyssQueryOptions(query: InputOf<typeof spiralAbyss>) {
  return queryOptions({
    queryKey: endpointKey(spiralAbyss, query),
    queryFn: ({ signal }) => api.call(spiralAbyss, query, { signal }),
    retry: false,
  });
}

/** Both answers the journey card is made of, for the shown role. */
export function useSummary(role: CurrentRole | undefined) {
  const shell = useShell();
  const roleQuery = { role_id: role?.game_role_id ?? '', server: role?.region ?? '' };
  const indexQuery = useQuery({
    ...summaryIndexQueryOptions({ ...roleQuery, avatar_list_type: shell === 'mobile' ? 1 : 0 }),
    enabled: role !== undefined,
  });
  const abyssQuery = useQuery({
    ...summaryAbyssQueryOptions({ ...roleQuery, schedule_type: 1 }),
    enabled: role !== undefined,
  });
  return { index: indexQuery, abyss: abyssQuery };
}
