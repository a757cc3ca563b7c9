import type { GcgCardListData, GcgSnapshot, Lang } from '@chronicle/contract';
import type { Viewer } from '../../http/request-context.js';
import type { RecordsDeps } from '../records/records-deps.js';
import { cardFacts } from './gcg.catalog.js';
import { presentCard, presentStats } from './gcg.presenter.js';
import { latestGcg } from './gcg.store.js';
import { readableRole, viewOf, type GcgRequest } from './gcg.service.js';

/**
 * Clients page with 32 when they send no `limit`
 * (docs/reference/hoyolab-api.md#card-game-card-list).
 */
export const DEFAULT_CARD_PAGE = 32;

export interface CardListRequest extends GcgRequest {
  need_avatar?: 'true' | 'false' | undefined;
  need_action?: 'true' | 'false' | undefined;
  need_stats?: 'true' | 'false' | undefined;
  offset?: number | undefined;
  limit?: number | undefined;
}

type OwnedCard = GcgSnapshot['cards'][number];

/**
 * GET gcg/cardList: character cards first, then action cards, each by rank and id, so every page
 * boundary is stable and a client walking `offset += limit` sees every card exactly once.
 */
export async function getCardList(
  deps: RecordsDeps,
  viewer: Viewer | null,
  request: CardListRequest,
  lang: Lang,
): Promise<GcgCardListData> {
  const { role } = await readableRole(deps, viewer, request);
  const [snapshot, view] = await Promise.all([
    latestGcg(deps.db, role.game_role_id),
    viewOf(deps, lang),
  ]);
  const offset = request.offset ?? 0;
  const limit = request.limit ?? DEFAULT_CARD_PAGE;
  const stats =
    request.need_stats === 'true' && snapshot ? presentStats(snapshot, view.catalog) : null;
  const wantAvatars = request.need_avatar !== 'false';
  const wantActions = request.need_action !== 'false';
  const sortKey = (card: OwnedCard) => {
    const facts = cardFacts(view.catalog, card.id, 'en-us');
    return { isCharacter: facts.cardType === 'CardTypeCharacter', rank: facts.rankId };
  };
  const cards = (snapshot?.cards ?? [])
    .map((card) => ({ card, ...sortKey(card) }))
    .filter((c) => (c.isCharacter ? wantAvatars : wantActions))
    .sort(
      (a, b) =>
        Number(b.isCharacter) - Number(a.isCharacter) || a.rank - b.rank || a.card.id - b.card.id,
    );
  const page = cards.slice(offset, offset + limit);
  return {
    card_list: page.map((c) => presentCard(view, c.card)),
    is_last: offset + limit >= cards.length,
    next_offset: offset + page.length,
    stats,
  };
}
