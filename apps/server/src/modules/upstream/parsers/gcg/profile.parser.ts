import { GcgSnapshot, type GcgSnapshotDeck } from '@chronicle/contract';
import { Compile } from 'typebox/compile';
import { SEASON_TERM_BASE } from '../../../gcg/gcg.catalog.js';
import { type UpstreamAnswer } from '../parse-kit.js';
import { Reader } from '../answer-reader.js';
import type { GcgCoverChoice, GcgPrivacy } from '../../../gcg/gcg.store.js';
import type { GcgCatalog } from './card-facts.js';
import { readDeck } from './deck.parser.js';
import { readCount, readId, readName } from './gcg-read.js';
import { readReplay, resolveReplays, type ReplayRead } from './replay.parser.js';

/*
 * The role's Card Duel profile (kind `gcg`), assembled from basicInfo, the card-list pages, the card
 * backs, the decks and the replays. Each answer replaces only the part it carries, on top of the
 * stored profile, so an import holding some of them keeps the rest.
 */

type OwnedCard = GcgSnapshot['cards'][number];
type StoredMatch = GcgSnapshot['matches'][number];

/** Level, nickname and the game's card totals (basicInfo, or a card-list page's `stats`). */
interface Stats {
  level: number;
  nickname: string;
  avatar_card_num_total: number;
  action_card_num_total: number;
}

/** What one language's answers say about the profile, each part undefined when no answer had it. */
export interface ProfileParts {
  stats?: Stats;
  /** The covers shown (role setting `gcg_covers`); undefined when hidden from the viewer. */
  covers?: GcgCoverChoice[];
  /** basicInfo's `hornor_character` id, null for none. */
  honorId?: number | null;
  /** The owner's privacy flags (role setting `gcg_privacy`). */
  privacy?: GcgPrivacy;
  cards?: OwnedCard[];
  backs?: { gained: number[]; all: number[] };
  decks?: GcgSnapshotDeck[];
  /** The latest few replays of basicInfo (merged into the stored matches). */
  latestReplays?: ReplayRead[];
  /** gcg/matchList: every replay (replacing the stored matches). */
  matches?: { recent: ReplayRead[]; favourites: ReplayRead[] };
}

function readStats(r: Reader): Stats {
  return {
    level: readCount(r, 'level'),
    nickname: readName(r, 'nickname'),
    avatar_card_num_total: readCount(r, 'avatar_card_num_total'),
    action_card_num_total: readCount(r, 'action_card_num_total'),
  };
}

/** GET gcg/basicInfo: stats, covers, latest replays, the most played card and privacy flags. */
export function readBasicInfo(answer: UpstreamAnswer, parts: ProfileParts, catalog: GcgCatalog) {
  const r = Reader.of(answer);
  parts.stats = readStats(r);
  const privacy = {
    is_hide_covers: r.bool('is_hide_covers'),
    is_hide_replays: r.bool('is_hide_replays'),
  };
  parts.privacy = privacy;
  const covers = r.arr('covers').map((cover) => catalog.cover(cover));
  // Hidden covers and replays come empty to a visitor: then the answer says nothing about them.
  if (covers.length > 0 || !privacy.is_hide_covers) parts.covers = covers;
  const replays = r.arr('replays').map(readReplay);
  if (replays.length > 0 || !privacy.is_hide_replays) parts.latestReplays = replays;
  const honor = r.optObj('hornor_character');
  parts.honorId = honor ? catalog.honorCard(honor) : null;
  const schedule = r.optObj('challenge_basic')?.optObj('schedule');
  if (schedule) catalog.term(SEASON_TERM_BASE + readId(schedule, 'id'), schedule.str('name'));
}

/** One page of GET gcg/cardList: its cards (merged by id) and, when asked for, the stats. */
export function readCardPage(answer: UpstreamAnswer, parts: ProfileParts, catalog: GcgCatalog) {
  const r = Reader.of(answer);
  const page = r.arr('card_list').map((card) => catalog.listCard(card));
  parts.cards = mergeById(parts.cards ?? [], page);
  const stats = r.optObj('stats');
  if (stats) parts.stats = readStats(stats);
}

/** GET gcg/cardBackList: every card back, gained or not. */
export function readCardBacks(answer: UpstreamAnswer, parts: ProfileParts, catalog: GcgCatalog) {
  const r = Reader.of(answer);
  const gained: number[] = [];
  const all: number[] = [];
  for (const back of r.arr('card_back_list')) {
    const id = readId(back, 'id');
    catalog.cardBack(id, {
      name: back.str('name'),
      image: back.str('image'),
      desc: back.str('desc'),
      source: back.str('source'),
    });
    all.push(id);
    if (back.bool('has_gained')) gained.push(id);
  }
  parts.backs = { gained: gained.sort((a, b) => a - b), all: all.sort((a, b) => a - b) };
}

/** GET gcg/deckList: the saved decks, in the role's order. */
export function readDeckList(answer: UpstreamAnswer, parts: ProfileParts, catalog: GcgCatalog) {
  parts.decks = Reader.of(answer)
    .arr('deck_list')
    .map((deck) => readDeck(deck, catalog));
}

/** GET gcg/matchList: recent and favourite replays, unless hidden from the viewer. */
export function readMatchList(answer: UpstreamAnswer, parts: ProfileParts) {
  const r = Reader.of(answer);
  const hidden = r.bool('is_hide_replays');
  const recent = r.arr('recent_matches').map(readReplay);
  const favourites = r.arr('favourite_matches').map(readReplay);
  if (recent.length > 0 || favourites.length > 0 || !hidden) parts.matches = { recent, favourites };
}

/** Later entries replace earlier ones of the same id; new ones go last. */
function mergeById<T extends { id: number }>(stored: readonly T[], fresh: readonly T[]): T[] {
  const byId = new Map(stored.map((item) => [item.id, item]));
  for (const item of fresh) byId.set(item.id, item);
  return [...byId.values()];
}

/**
 * basicInfo's latest replays added to the stored matches. A match already stored is the same match,
 * so it stays as it is, and its card ids tell the icons of the new ones, which this import's
 * answers may not name (a basicInfo alone carries no collection).
 */
function addLatestReplays(
  stored: readonly StoredMatch[],
  replays: readonly ReplayRead[],
  catalog: GcgCatalog,
): StoredMatch[] {
  const byId = new Map(stored.map((m) => [m.game_id, m]));
  for (const replay of replays) {
    const match = byId.get(replay.gameId);
    if (!match) continue;
    replay.self.icons.forEach((icon, i) => catalog.learnIcon(icon, match.self.card_ids[i]));
    replay.opposite.icons.forEach((icon, i) => catalog.learnIcon(icon, match.opposite.card_ids[i]));
  }
  const fresh = replays.filter((r) => !byId.has(r.gameId));
  return [...resolveReplays(fresh, catalog), ...stored];
}

const checkProfile = Compile(GcgSnapshot);

/** The stored profile, when it is one (a payload of an older shape is started over). */
export function storedProfile(value: unknown): GcgSnapshot | undefined {
  return checkProfile.Check(value) ? structuredClone(value) : undefined;
}

/**
 * The profile the answers make on top of the stored one; undefined when there is none and the
 * answers show a role that never played (the presenters' empty state).
 */
export function assembleProfile(
  previous: GcgSnapshot | undefined,
  parts: ProfileParts,
  catalog: GcgCatalog,
): GcgSnapshot | undefined {
  const profile: GcgSnapshot = previous ?? {
    level: 0,
    nickname: '',
    cards: [],
    card_back_ids: [],
    covers: [],
    decks: [],
    matches: [],
  };
  if (parts.stats) Object.assign(profile, parts.stats);
  if (parts.covers) profile.covers = parts.covers;
  if (parts.honorId === null) delete profile.hornor_character_id;
  else if (parts.honorId !== undefined) profile.hornor_character_id = parts.honorId;
  if (parts.cards) profile.cards = mergeById(profile.cards, parts.cards);
  if (parts.backs) {
    profile.card_back_ids = parts.backs.gained;
    profile.card_back_all_ids = parts.backs.all;
  }
  if (parts.decks) profile.decks = parts.decks;
  if (parts.matches) {
    const { recent, favourites } = parts.matches;
    const ids = new Set(recent.map((m) => m.gameId));
    // The presenter's favourites are among the matches; one the recent list no longer has is kept.
    const all = [...recent, ...favourites.filter((m) => !ids.has(m.gameId))];
    profile.matches = resolveReplays(all, catalog, new Set(favourites.map((m) => m.gameId)));
  } else if (parts.latestReplays) {
    profile.matches = addLatestReplays(profile.matches, parts.latestReplays, catalog);
  }
  if (!previous && isEmpty(profile)) return undefined;
  return profile;
}

function isEmpty(profile: GcgSnapshot): boolean {
  return (
    profile.level === 0 &&
    !profile.avatar_card_num_total &&
    !profile.action_card_num_total &&
    profile.cards.length === 0 &&
    profile.card_back_ids.length === 0 &&
    (profile.card_back_all_ids ?? []).length === 0 &&
    profile.covers.length === 0 &&
    profile.hornor_character_id === undefined &&
    profile.decks.length === 0 &&
    profile.matches.length === 0
  );
}
