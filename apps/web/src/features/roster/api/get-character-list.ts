import { endpoints, type DataOf, type InputOf } from '@chronicle/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { endpointKey, keepPreviousOfSameRole } from '../../../lib/query-client.js';
import type { CurrentRole } from '../../../lib/session.js';

const { characterList } = endpoints.genshin;

export type CharacterListBody = InputOf<typeof characterList>;
export type CharacterListData = DataOf<typeof characterList>;
export type RosterCharacter = CharacterListData['list'][number];

/** What the server filters and sorts by; the rarity filter stays on the client. */
export interface ServerFilters {
  elements: readonly string[];
  weaponTypes: readonly number[];
  sortType: number;
}

/** POST genshin/api/character/list: the roster of a role, filtered and sorted by the server. */
export function getCharacterList(
  body: CharacterListBody,
  signal?: AbortSignal,
): Promise<CharacterListData> {
  return api.call(characterList, body, { signal });
}

/**
 * Query options of the roster; an API error hands its retcode to the layout
 * (docs/reference/web-app.md#errors).
 */
export function getCharacterListQueryOptions(body: CharacterListBody) {
  return queryOptions({
    queryKey: endpointKey(characterList, body),
    queryFn: ({ signal }) => getCharacterList(body, signal),
    meta: { errorLayout: true },
  });
}

/** The request body for a role and filters; empty filters are left out like the real clients do. */
export function characterListBody(role: CurrentRole, filters: ServerFilters): CharacterListBody {
  const body: CharacterListBody = { role_id: role.game_role_id, server: role.region };
  if (filters.sortType !== 0) body.sort_type = filters.sortType;
  if (filters.elements.length > 0) body.elements = [...filters.elements];
  if (filters.weaponTypes.length > 0) body.weapon_type = [...filters.weaponTypes];
  return body;
}

/**
 * The roster of the current role. Keeps the previous list on screen while a new filter loads, but
 * never another role's: that would show its characters under the new role's header.
 */
export function useCharacterList(role: CurrentRole | undefined, filters: ServerFilters) {
  const body: CharacterListBody = role
    ? characterListBody(role, filters)
    : { role_id: '', server: '' };
  return useQuery({
    ...getCharacterListQueryOptions(body),
    enabled: role !== undefined,
    placeholderData: keepPreviousOfSameRole(body),
  });
}
