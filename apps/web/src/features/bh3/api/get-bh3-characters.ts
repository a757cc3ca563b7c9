import { endpoints, type DataOf } from '@chronicle/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { endpointKey } from '../../../lib/query-client.js';
import type { CurrentRole } from '../../../lib/session.js';
import { bh3Query, retryNetworkOnce } from './role-query.js';

const { characters } = endpoints.honkai3rd;

export type Bh3CharactersData = DataOf<typeof characters>;
export type Bh3Character = Bh3CharactersData['characters'][number]['character'];
export type Bh3Battlesuit = Bh3Character['avatar'];
export type Bh3Equip = Bh3Character['stigmatas'][number];

/** The battlesuit list; 10102 (details switch off) is shown inside the page, not the layout. */
export function useBh3Characters(role: CurrentRole | undefined) {
  const query = bh3Query(role);
  return useQuery({
    queryKey: endpointKey(characters, query),
    queryFn: ({ signal }) => api.call(characters, query, { signal }),
    enabled: role !== undefined,
    retry: retryNetworkOnce,
  });
}
