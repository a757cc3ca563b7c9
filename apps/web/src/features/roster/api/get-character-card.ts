import { endpoints, type DataOf, type InputOf } from '@chronicle/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client.js';
import { endpointKey } from '../../../lib/query-client.js';

const { characterInfo, externalContent } = endpoints.genshin;

export type CharacterInfoData = DataOf<typeof characterInfo>;
export type CharacterInfo = CharacterInfoData['avatars'][number];
export type ExternalContentQuery = InputOf<typeof externalContent>;
export type ExternalContent = DataOf<typeof externalContent>;

/** An answer with a retcode will not change on a second try; a network blip might. */
function retryNetworkOnce(failureCount: number, error: Error): boolean {
  return !(error instanceof ApiError) && failureCount < 1;
}

/** Item type of characters in `external_content` (docs/reference/web-app.md#character-info). */
const CHARACTER_ITEM_TYPE = 1;

/** POST genshin/api/character/info: card facts and the four links of one character. */
export async function getCharacterInfo(
  id: number,
  signal?: AbortSignal,
): Promise<CharacterInfo | null> {
  const data = await api.call(characterInfo, { character_ids: [id] }, { signal });
  return data.avatars.find((avatar) => avatar.id === id) ?? null;
}

/**
 * Query options of a card's facts and links. No error layout: the card shows without them when the
 * call fails (the card is extra, the roster stays usable).
 */
export function getCharacterInfoQueryOptions(id: number) {
  return queryOptions({
    queryKey: endpointKey(characterInfo, { character_ids: [id] }),
    queryFn: ({ signal }) => getCharacterInfo(id, signal),
    staleTime: 5 * 60_000,
    retry: retryNetworkOnce,
  });
}

/** GET genshin/api/external_content: title, description and facts of one character. */
export function getExternalContent(
  query: ExternalContentQuery,
  signal?: AbortSignal,
): Promise<ExternalContent> {
  return api.call(externalContent, query, { signal });
}

/** Query options of a character's extra content; failures stay inside the card (see above). */
export function getExternalContentQueryOptions(id: number) {
  const query: ExternalContentQuery = { item_type: CHARACTER_ITEM_TYPE, item_id: id };
  return queryOptions({
    queryKey: endpointKey(externalContent, query),
    queryFn: ({ signal }) => getExternalContent(query, signal),
    staleTime: 5 * 60_000,
    retry: retryNetworkOnce,
  });
}

/** The card's links and facts for character `id`; idle while `id` is undefined. */
export function useCharacterInfo(id: number | undefined) {
  return useQuery({ ...getCharacterInfoQueryOptions(id ?? 0), enabled: id !== undefined });
}

/** The card's extra content for character `id`; idle while `id` is undefined. */
export function useExternalContent(id: number | undefined) {
  return useQuery({ ...getExternalContentQueryOptions(id ?? 0), enabled: id !== undefined });
}
