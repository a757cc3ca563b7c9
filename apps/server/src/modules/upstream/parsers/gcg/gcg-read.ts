import type { Reader } from '../answer-reader.js';

/*
 * Field readers shared by the Card Duel parsers, and the catalog ids of the words the answers carry
 * only as text. Reads enforce what the stored snapshot schemas demand (ids of at least 1, counts
 * of at least 0, names of at most 64 characters), so a value out of range fails with the path of
 * its field instead of slipping into a payload the store would refuse.
 */

/** The largest id the answers carry: the contract's queries take ids as 32-bit integers. */
const MAX_ID = 2_147_483_647;
/** Stored names (nicknames, deck names, match sides) are at most this long. */
const MAX_NAME = 64;

/** A card, deck, card back, skill, opponent or season id. */
export function readId(r: Reader, key: string): number {
  const value = r.int(key);
  if (value < 1 || value > MAX_ID) r.at(key).fail(`an id from 1 to ${MAX_ID}`);
  return value;
}

/** A count (copies, uses, level): an integer of at least 0. */
export function readCount(r: Reader, key: string): number {
  const value = r.int(key);
  if (value < 0) r.at(key).fail('an integer of at least 0');
  return value;
}

/** An integer within [min, max] (a deck's copies of a card, an opponent's tier). */
export function readIntIn(r: Reader, key: string, min: number, max: number): number {
  const value = r.int(key);
  if (value < min || value > max) r.at(key).fail(`an integer from ${min} to ${max}`);
  return value;
}

/** A name the snapshot stores as is (nickname, deck name, a replay side's name). */
export function readName(r: Reader, key: string): string {
  const value = r.str(key);
  if (value.length > MAX_NAME) r.at(key).fail(`a string of at most ${MAX_NAME} characters`);
  return value;
}

/**
 * Unix seconds of a wall-clock object (`{year, month, day, hour, minute, second}`), read as UTC as
 * the presenters write it; undefined for a null or missing one.
 */
export function optUnix(r: Reader, key: string): number | undefined {
  const clock = r.optObj(key);
  if (!clock) return undefined;
  const ms = Date.UTC(
    clock.int('year'),
    clock.int('month') - 1,
    clock.int('day'),
    clock.int('hour'),
    clock.int('minute'),
    clock.int('second'),
  );
  const seconds = ms / 1000;
  if (!Number.isSafeInteger(seconds) || seconds < 0) clock.fail('a date after 1970');
  return seconds;
}

/** FNV-1a over the UTF-16 code units: a stable 32-bit key of a language-neutral string. */
function hash32(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/*
 * Tags, card sources, skill kinds, match types and medals come as localized text without an id, but
 * the presenters read them as `gcg_term` ids. Their ids are derived from what is the same in every
 * language (the card and slot a word sits in, a skill's id, a match's game id, a medal's icon URL),
 * so one sync in several languages names the same term in each, and a later import in another
 * language adds its names to the same entries. They live far above the ids the answers carry.
 */
const SPACE = 1_000_000_000_000;
/** Words a card carries in one list (tags, sources) are at most this many. */
export const MAX_CARD_WORDS = 100;

/** The term of a card's tag in a slot. */
export const tagTermId = (cardId: number, slot: number): number =>
  1 * SPACE + cardId * MAX_CARD_WORDS + slot;

/** The term of a card's source in a slot. */
export const sourceTermId = (cardId: number, slot: number): number =>
  2 * SPACE + cardId * MAX_CARD_WORDS + slot;

/** The term of a skill's kind ("Normal Attack"). */
export const skillKindTermId = (skillId: number): number => 3 * SPACE + skillId;

/** The term of a match type, named after the first match (by game id) that has it. */
export const matchTypeTermId = (gameId: string): number => 4 * SPACE + hash32(gameId);

/** The term of a medal, keyed by its icon URL (its name when it has none). */
export const medalTermId = (key: string): number => 5 * SPACE + hash32(key);

/**
 * A `gcg_card` for a replay's character icon that no answer names (an opponent's card outside the
 * role's collection): the icon is all a replay shows of it.
 */
export const iconCardId = (icon: string): number => 6 * SPACE + hash32(icon);
