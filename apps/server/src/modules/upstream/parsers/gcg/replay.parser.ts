import type { GcgSnapshot } from '@chronicle/contract';
import type { Reader } from '../answer-reader.js';
import type { GcgCatalog } from './card-facts.js';
import { matchTypeTermId, optUnix, readName } from './gcg-read.js';

/*
 * Replays (basicInfo `replays`, gcg/matchList). A replay shows each side's character cards only by
 * their icons and the match type only by its localized name, so they are read first and resolved once
 * every answer has told its cards' icons.
 */

type StoredMatch = GcgSnapshot['matches'][number];

/** The most character cards a side fields. */
const SIDE_CARDS = 3;

interface ReplaySide {
  name: string;
  icons: string[];
  isOverflow: boolean;
}

/** A replay as read, before its icons and match type are resolved to ids. */
export interface ReplayRead {
  gameId: string;
  self: ReplaySide;
  opposite: ReplaySide;
  matchType: string;
  matchTime: number;
  isWin: boolean;
}

function readSide(r: Reader): ReplaySide {
  const lineup = r.arr('linups');
  if (lineup.length > SIDE_CARDS) r.at('linups').fail(`at most ${SIDE_CARDS} icons`);
  return {
    name: readName(r, 'name'),
    icons: lineup.map((icon) => icon.asStr()),
    isOverflow: r.bool('is_overflow'),
  };
}

/** One replay of an answer. */
export function readReplay(r: Reader): ReplayRead {
  return {
    gameId: readName(r, 'game_id'),
    self: readSide(r.obj('self')),
    opposite: readSide(r.obj('opposite')),
    matchType: r.str('match_type'),
    // The presenter writes a match time of 0 as null.
    matchTime: optUnix(r, 'match_time') ?? 0,
    isWin: r.bool('is_win'),
  };
}

/**
 * The stored matches of replays read from this language's answers. A match type's term is named
 * after the first match (by game id, the same in every language) that has it; replays listed as
 * favourites are marked so.
 */
export function resolveReplays(
  replays: readonly ReplayRead[],
  catalog: GcgCatalog,
  favourites: ReadonlySet<string> = new Set(),
): StoredMatch[] {
  const typeKeys = new Map<string, string>();
  for (const replay of replays) {
    const key = typeKeys.get(replay.matchType);
    if (key === undefined || replay.gameId < key) typeKeys.set(replay.matchType, replay.gameId);
  }
  for (const [matchType, gameId] of typeKeys) {
    if (matchType) catalog.term(matchTypeTermId(gameId), matchType);
  }
  const side = (s: ReplaySide) => ({
    name: s.name,
    card_ids: s.icons.map((icon) => catalog.cardOfIcon(icon)),
    ...(s.isOverflow ? { is_overflow: true } : {}),
  });
  return replays.map((replay) => ({
    game_id: replay.gameId,
    self: side(replay.self),
    opposite: side(replay.opposite),
    match_type_id: matchTypeTermId(typeKeys.get(replay.matchType) ?? replay.gameId),
    match_time: replay.matchTime,
    is_win: replay.isWin,
    ...(favourites.has(replay.gameId) ? { is_favourite: true } : {}),
  }));
}
