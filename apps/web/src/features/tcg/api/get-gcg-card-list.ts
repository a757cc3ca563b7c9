import { endpoints, type InputOf } from '@chronicle/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { endpointKey } from '../../../lib/query-client.js';
import type { CurrentRole } from '../../../lib/session.js';
import type { GcgCardListData } from './gcg-types.js';
import { gcgRole } from './role-query.js';

const { gcgCardList } = endpoints.genshin;

export type GcgCardListQuery = InputOf<typeof gcgCardList>;

/** Cards per page; the API's default too (docs/reference/hoyolab-api.md#card-game-card-list). */
export const CARD_PAGE_SIZE = 32;

/** Which half of the collection a page lists. */
export type CardSide = 'character' | 'action';

/** GET genshin/api/gcg/cardList: one page of a role's cards. */
export function getGcgCardList(
  query: GcgCardListQuery,
  signal?: AbortSignal,
): Promise<GcgCardListData> {
  return api.call(gcgCardList, query, { signal });
}

/** The query of a side without its offset; the offset is the page parameter. */
export function gcgCardListBase(
  role: { role_id: string; server: string },
  side: CardSide,
): Omit<GcgCardListQuery, 'offset'> {
  return {
    ...role,
    need_avatar: side === 'character' ? 'true' : 'false',
    need_action: side === 'action' ? 'true' : 'false',
    need_stats: 'false',
    limit: CARD_PAGE_SIZE,
  };
}

/**
 * Infinite query options: the first page at offset 0, then the server's `next_offset` until
 * `is_last`. An API error hands its retcode to the layout (docs/reference/web-app.md#errors).
 */
export function getGcgCardListInfiniteOptions(base: Omit<GcgCardListQuery, 'offset'>) {
  return infiniteQueryOptions({
    queryKey: endpointKey(gcgCardList, base),
    queryFn: ({ pageParam, signal }) => getGcgCardList({ ...base, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (last: GcgCardListData) => (last.is_last ? undefined : last.next_offset),
    meta: { errorLayout: true },
  });
}

/** The current role's character or action cards, page by page. */
export function useGcgCardList(role: CurrentRole | undefined, side: CardSide) {
  const base = gcgCardListBase(role ? gcgRole(role) : { role_id: '', server: '' }, side);
  return useInfiniteQuery({ ...getGcgCardListInfiniteOptions(base), enabled: role !== undefined });
}
