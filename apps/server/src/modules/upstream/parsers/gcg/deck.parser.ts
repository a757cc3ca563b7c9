import type { GcgSnapshotDeck } from '@chronicle/contract';
import { DECK_RULE_TERMS } from '../../../gcg/gcg.catalog.js';
import type { Reader } from '../answer-reader.js';
import type { GcgCatalog } from './card-facts.js';
import { optUnix, readId, readIntIn, readName } from './gcg-read.js';

/** A complete deck: three character cards and thirty action cards (the presenter's rule). */
const DECK_CHARACTERS = 3;
const DECK_ACTION_CARDS = 30;

/**
 * A saved deck (gcg/deckList, gcg/challenge/deck) as the stored deck, its cards' facts going to the
 * catalog. `action_card_num` and `is_valid` are re-derived by the presenter; the reason a deck is
 * not playable names the deck rule it breaks.
 */
export function readDeck(r: Reader, catalog: GcgCatalog): GcgSnapshotDeck {
  const id = readId(r, 'id');
  const name = readName(r, 'name');
  const avatarCards = r.arr('avatar_cards');
  if (avatarCards.length > DECK_CHARACTERS) {
    r.at('avatar_cards').fail(`at most ${DECK_CHARACTERS} cards`);
  }
  const avatarIds = avatarCards.map((card) => catalog.card(card));
  const actionCards = r.arr('action_cards').map((card) => ({
    id: catalog.card(card),
    num: readIntIn(card, 'num', 1, 2),
  }));

  const reason = r.str('invalid_reason');
  const actionCount = actionCards.reduce((sum, c) => sum + c.num, 0);
  const rule =
    avatarIds.length !== DECK_CHARACTERS
      ? DECK_RULE_TERMS.characters
      : actionCount !== DECK_ACTION_CARDS
        ? DECK_RULE_TERMS.actionCards
        : undefined;
  if (reason && rule !== undefined) catalog.term(rule, reason);

  const cover = r.obj('cover');
  const coverId = cover.int('id');
  if (coverId !== 0) {
    readId(cover, 'id');
    catalog.coverImage(coverId, cover.str('image'));
  }

  const back = r.optObj('card_back');
  const backId = back ? readId(back, 'id') : undefined;
  if (back && backId !== undefined) {
    const backName = back.str('name');
    const backImage = back.str('image');
    // A card back the upstream's catalog does not know shows neither; it stays unknown here too.
    if (backName || backImage) catalog.cardBack(backId, { name: backName, image: backImage });
  }
  const updated = optUnix(r, 'update_time');

  return {
    id,
    name,
    avatar_card_ids: avatarIds,
    action_cards: actionCards,
    ...(backId === undefined ? {} : { card_back_id: backId }),
    // The presenter's cover is the first character card when none is set.
    ...(coverId !== 0 && coverId !== avatarIds[0] ? { cover_card_id: coverId } : {}),
    ...(updated ? { update_time: updated } : {}),
  };
}
