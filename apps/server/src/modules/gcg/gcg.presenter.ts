import {
  wallClockFromUnix,
  type GcgCard,
  type GcgChallengeSnapshot,
  type GcgCover,
  type GcgDeck,
  type GcgDeckCard,
  type GcgReplay,
  type GcgSchedule,
  type GcgSnapshot,
  type GcgSnapshotDeck,
  type GcgStats,
  type Lang,
} from '@chronicle/contract';
import type { Absolutize } from '../../http/absolute-url.js';
import type { Catalog } from '../catalog/catalog.service.js';
import { DECK_RULE_TERMS, SEASON_TERM_BASE, cardFacts, termName } from './gcg.catalog.js';
import type { GcgCoverChoice } from './gcg.store.js';

/** What every presenter needs: the catalog in the request language and absolute URLs. */
export interface GcgView {
  catalog: Catalog;
  lang: Lang;
  absolute: Absolutize;
}

type OwnedCard = GcgSnapshot['cards'][number];
type StoredMatch = GcgSnapshot['matches'][number];

/** A complete deck: three character cards and thirty action cards. */
const DECK_CHARACTERS = 3;
const DECK_ACTION_CARDS = 30;

/**
 * A card of the collection (docs/reference/hoyolab-api.md#card-game-card-list), with the role's
 * copies, proficiency and use count.
 */
export function presentCard(view: GcgView, owned: OwnedCard): GcgCard {
  const facts = cardFacts(view.catalog, owned.id, view.lang);
  const isCharacter = facts.cardType === 'CardTypeCharacter';
  return {
    id: owned.id,
    name: facts.name,
    image: view.absolute(facts.image),
    desc: facts.desc,
    card_type: facts.cardType,
    num: owned.num,
    tags: facts.tags,
    proficiency: owned.proficiency ?? 0,
    use_count: owned.use_count ?? 0,
    hp: isCharacter ? facts.hp : 0,
    card_skills: isCharacter ? facts.skills : [],
    action_cost: facts.cost,
    card_sources: facts.sources,
    rank_id: facts.rankId,
    deck_recommend: facts.deckRecommend,
    card_wiki: '',
    icon: view.absolute(facts.icon),
  };
}

/** Level, nickname and gained/total card counts; totals fall back to the cards stored. */
export function presentStats(snapshot: GcgSnapshot, catalog: Catalog): GcgStats {
  const isCharacter = (id: number) =>
    catalog.get('gcg_card', id, 'en-us')?.attrs.card_type === 'CardTypeCharacter';
  const avatars = snapshot.cards.filter((c) => isCharacter(c.id));
  const actions = snapshot.cards.filter((c) => !isCharacter(c.id));
  return {
    level: snapshot.level,
    nickname: snapshot.nickname,
    avatar_card_num_gained: avatars.filter((c) => c.num > 0).length,
    avatar_card_num_total: snapshot.avatar_card_num_total ?? avatars.length,
    action_card_num_gained: actions.filter((c) => c.num > 0).length,
    action_card_num_total: snapshot.action_card_num_total ?? actions.length,
  };
}

/** A cover slot: a card (with its cost) or a card back. */
export function presentCover(view: GcgView, choice: GcgCoverChoice): GcgCover {
  if (choice.category === 'CGCCardCategoryCardBack') {
    const back = view.catalog.get('gcg_card_back', choice.id, view.lang);
    const image = view.absolute(back?.icon);
    return {
      id: choice.id,
      image,
      category: choice.category,
      action_cost: [],
      has_data: back !== undefined,
      image_v2: image,
      name: back?.name ?? '',
    };
  }
  const facts = cardFacts(view.catalog, choice.id, view.lang);
  const image = view.absolute(facts.image);
  return {
    id: choice.id,
    image,
    category: choice.category,
    action_cost: facts.cost,
    has_data: view.catalog.has('gcg_card', choice.id),
    image_v2: image,
    name: facts.name,
  };
}

/** A stored match as a replay: both sides' character icons and the match type by name. */
export function presentReplay(view: GcgView, match: StoredMatch): GcgReplay {
  const side = (s: StoredMatch['self']) => ({
    name: s.name,
    linups: s.card_ids.map((id) => view.absolute(cardFacts(view.catalog, id, view.lang).icon)),
    is_overflow: s.is_overflow ?? false,
  });
  return {
    game_id: match.game_id,
    self: side(match.self),
    opposite: side(match.opposite),
    match_type: termName(view.catalog, match.match_type_id, view.lang),
    match_time: wallClockFromUnix(match.match_time),
    is_win: match.is_win,
  };
}

function deckCard(view: GcgView, id: number, num: number): GcgDeckCard {
  const facts = cardFacts(view.catalog, id, view.lang);
  return {
    id,
    name: facts.name,
    image: view.absolute(facts.image),
    icon: view.absolute(facts.icon),
    card_type: facts.cardType,
    num,
    hp: facts.cardType === 'CardTypeCharacter' ? facts.hp : 0,
    tags: facts.tags,
    action_cost: facts.cost,
  };
}

/** A saved deck; validity follows the deck rules (3 characters, 30 action cards). */
export function presentDeck(view: GcgView, deck: GcgSnapshotDeck): GcgDeck {
  const actionCardNum = deck.action_cards.reduce((sum, c) => sum + c.num, 0);
  const rule =
    deck.avatar_card_ids.length !== DECK_CHARACTERS
      ? DECK_RULE_TERMS.characters
      : actionCardNum !== DECK_ACTION_CARDS
        ? DECK_RULE_TERMS.actionCards
        : undefined;
  const coverId = deck.cover_card_id ?? deck.avatar_card_ids[0];
  const back =
    deck.card_back_id === undefined
      ? undefined
      : view.catalog.get('gcg_card_back', deck.card_back_id, view.lang);
  return {
    id: deck.id,
    name: deck.name,
    is_valid: rule === undefined,
    invalid_reason: rule === undefined ? '' : termName(view.catalog, rule, view.lang),
    avatar_cards: deck.avatar_card_ids.map((id) => deckCard(view, id, 1)),
    action_card_num: actionCardNum,
    action_cards: deck.action_cards.map((c) => deckCard(view, c.id, c.num)),
    cover: {
      id: coverId ?? 0,
      image: coverId ? view.absolute(cardFacts(view.catalog, coverId, view.lang).image) : '',
    },
    card_back:
      deck.card_back_id === undefined
        ? null
        : { id: deck.card_back_id, name: back?.name ?? '', image: view.absolute(back?.icon) },
    update_time: deck.update_time === undefined ? null : wallClockFromUnix(deck.update_time),
  };
}

/** A season's schedule: its name from the catalog, begin/end as wall-clock objects. */
export function presentSchedule(view: GcgView, season: GcgChallengeSnapshot): GcgSchedule {
  return {
    id: season.schedule_id,
    name: termName(view.catalog, SEASON_TERM_BASE + season.schedule_id, view.lang),
    begin: wallClockFromUnix(season.begin),
    end: wallClockFromUnix(season.end),
  };
}

/** Opponents beaten in a season. */
export function winsOf(season: GcgChallengeSnapshot): number {
  return season.opponents.filter((o) => o.is_win).length;
}
