import { endpoints, type DataOf, type InputOf } from '@chronicle/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client.js';
import { endpointKey } from '../../../lib/query-client.js';
import type { CurrentRole } from '../../../lib/session.js';

const { characterDetail } = endpoints.genshin;

export type CharacterDetailQuery = InputOf<typeof characterDetail>;
export type CharacterDetailData = DataOf<typeof characterDetail>;
export type CharacterDetail = CharacterDetailData['list'][number];
export type DetailWeapon = NonNullable<CharacterDetail['weapon']>;
export type DetailRelic = CharacterDetail['relics'][number];
export type DetailProperty = CharacterDetail['selected_properties'][number];
export type DetailSkill = CharacterDetail['skills'][number];
export type DetailConstellation = CharacterDetail['constellations'][number];
export type PropertyMap = CharacterDetailData['property_map'];
export type RelicPropertyOptions = CharacterDetailData['relic_property_options'];

/** POST genshin/api/character/detail: the full build of the given characters. */
export function getCharacterDetail(
  body: CharacterDetailQuery,
  signal?: AbortSignal,
): Promise<CharacterDetailData> {
  return api.call(characterDetail, body, { signal });
}

/**
 * Query options of one character's build. No `errorLayout`: a retcode (10102 when the owner hides
 * character details from visitors) is shown inside the view, not as the page's error screen.
 */
export function getCharacterDetailQueryOptions(body: CharacterDetailQuery) {
  return queryOptions({
    queryKey: endpointKey(characterDetail, body),
    queryFn: ({ signal }) => getCharacterDetail(body, signal),
    // A retcode is the server's answer, not a glitch: asking again would only repeat it.
    retry: (failures, error) => !(error instanceof ApiError) && failures < 1,
  });
}

/** The `character/detail` body that asks for one character of the given role. */
export function characterDetailBody(role: CurrentRole, characterId: number): CharacterDetailQuery {
  return { role_id: role.game_role_id, server: role.region, character_ids: [characterId] };
}

/** The build of one character of the given role. */
export function useCharacterDetail(role: CurrentRole, characterId: number) {
  return useQuery(getCharacterDetailQueryOptions(characterDetailBody(role, characterId)));
}
