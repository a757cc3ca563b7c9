import { endpoints, type InputOf } from '@chronicle/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { endpointKey } from '../../../lib/query-client.js';
import type { CurrentRole } from '../../../lib/session.js';
import type { GcgChallengeDeckData, GcgDeckListData } from './gcg-types.js';
import { gcgRole } from './role-query.js';

const { gcgDeckList, gcgChallengeDeck } = endpoints.genshin;

export type GcgChallengeDeckQuery = InputOf<typeof gcgChallengeDeck>;

/** GET genshin/api/gcg/deckList: the role's saved decks. */
export function getGcgDeckList(
  query: InputOf<typeof gcgDeckList>,
  signal?: AbortSignal,
): Promise<GcgDeckListData> {
  return api.call(gcgDeckList, query, { signal });
}

/**
 * Query options of the saved decks; an API error hands its retcode to the layout
 * (docs/reference/web-app.md#errors).
 */
export function getGcgDeckListQueryOptions(query: InputOf<typeof gcgDeckList>) {
  return queryOptions({
    queryKey: endpointKey(gcgDeckList, query),
    queryFn: ({ signal }) => getGcgDeckList(query, signal),
    meta: { errorLayout: true },
  });
}

/** The saved decks of the current role. */
export function useGcgDeckList(role: CurrentRole | undefined) {
  const query = role ? gcgRole(role) : { role_id: '', server: '' };
  return useQuery({ ...getGcgDeckListQueryOptions(query), enabled: role !== undefined });
}

/** GET genshin/api/gcg/challenge/deck: a deck used in a challenge season. */
export function getGcgChallengeDeck(
  query: GcgChallengeDeckQuery,
  signal?: AbortSignal,
): Promise<GcgChallengeDeckData> {
  return api.call(gcgChallengeDeck, query, { signal });
}

/** Query options of one challenge deck; shown inline, so no error-layout meta. */
export function getGcgChallengeDeckQueryOptions(query: GcgChallengeDeckQuery) {
  return queryOptions({
    queryKey: endpointKey(gcgChallengeDeck, query),
    queryFn: ({ signal }) => getGcgChallengeDeck(query, signal),
  });
}

/** One challenge deck of a season; idle until a season and deck are known. */
export function useGcgChallengeDeck(
  role: CurrentRole,
  scheduleId: number | undefined,
  deckId: number | undefined,
) {
  const query: GcgChallengeDeckQuery = {
    ...gcgRole(role),
    schedule_id: scheduleId ?? 1,
    deck_id: deckId ?? 1,
  };
  return useQuery({
    ...getGcgChallengeDeckQueryOptions(query),
    enabled: scheduleId !== undefined && deckId !== undefined,
  });
}
