import {
  HKRPG_ELEMENTS,
  type HkrpgChallengeSnapshot,
  type HkrpgElement,
  type HkrpgPartialTime,
} from '@chronicle/contract';
import { regionOffsetHours } from '../../../hkrpg/hkrpg-view.js';
import { type CatalogCollector, type UpstreamAnswer } from '../parse-kit.js';
import { keyPath, type Reader } from '../answer-reader.js';

/*
 * Readers shared by Stellar Transit's parsers: bounded numbers (the snapshot schemas bound what the
 * answer schemas do not), server-local times back to Unix seconds, and the objects several answers
 * carry (lineup characters, buffs), which become ids in the snapshot and catalog entries in the
 * answer's language: the inverse of `modules/hkrpg/hkrpg-view.ts`.
 */

/** A character of a lineup as the snapshots store it. */
export type SnapAvatar = HkrpgChallengeSnapshot['floors'][number]['node_1']['avatars'][number];

/** An integer field within bounds. */
export function intIn(r: Reader, key: string, min: number, max = Number.MAX_SAFE_INTEGER): number {
  const value = r.int(key);
  if (value < min || value > max) r.fail(`an integer from ${min} to ${max}`, keyPath(r.path, key));
  return value;
}

/** A counter: an integer of 0 or more. */
export const count = (r: Reader, key: string): number => intIn(r, key, 0);

/** An optional counter (missing or null is undefined). */
export const optCount = (r: Reader, key: string): number | undefined =>
  r.has(key) ? count(r, key) : undefined;

/** A number the API sends as a string of digits (`"25360"`); a JSON number is taken too. */
export function numStr(r: Reader, key: string, max = Number.MAX_SAFE_INTEGER): number {
  const value = r.intLike(key);
  if (value < 0 || value > max) r.fail(`a number from 0 to ${max}`, keyPath(r.path, key));
  return value;
}

/** A string of digits kept as a string (trace point ids). */
export function digitString(r: Reader, key: string): string {
  const value = r.strLike(key);
  if (!/^[0-9]{1,15}$/.test(value)) r.fail('a string of digits', keyPath(r.path, key));
  return value;
}

/** A string no longer than the snapshot keeps. */
export function shortStr(r: Reader, key: string, maxLength: number): string {
  const value = r.str(key);
  if (value.length > maxLength) r.fail(`a string of at most ${maxLength}`, keyPath(r.path, key));
  return value;
}

/** The items of an array field, refused past `max` (the snapshot schemas cap some lists). */
export function arrMax(r: Reader, key: string, max: number, min = 0): Reader[] {
  const items = r.arr(key);
  if (items.length > max || items.length < min) {
    r.fail(`an array of ${min} to ${max} items`, keyPath(r.path, key));
  }
  return items;
}

/** An element name (lowercase English in every language). */
export function element(r: Reader, key: string): HkrpgElement {
  const value = r.str(key);
  const found = HKRPG_ELEMENTS.find((e) => e === value);
  if (found === undefined) r.fail(`one of ${HKRPG_ELEMENTS.join(', ')}`, keyPath(r.path, key));
  return found;
}

/** '' reads as absent, so an empty name or URL never overrides a known one in the catalog. */
export const nonEmpty = (value: string | undefined): string | undefined => value || undefined;

/** The server an answer was asked for: its times are that server's wall clock. */
export function regionOf(answer: UpstreamAnswer): string {
  const server = answer.input.server;
  return typeof server === 'string' ? server : '';
}

/**
 * A `PartialTime` (server-local wall clock) as Unix seconds: the inverse of the presenters'
 * `partialTime`, with a missing `second` read as 0.
 */
export function unixOf(r: Reader, region: string): number {
  const t: HkrpgPartialTime = {
    year: intIn(r, 'year', 1970, 9999),
    month: intIn(r, 'month', 1, 12),
    day: intIn(r, 'day', 1, 31),
    hour: intIn(r, 'hour', 0, 23),
    minute: intIn(r, 'minute', 0, 59),
  };
  const second = r.has('second') ? intIn(r, 'second', 0, 59) : 0;
  const local = Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, second) / 1000;
  const unix = local - regionOffsetHours(region) * 3600;
  if (unix < 0) r.fail('a time after 1970');
  return unix;
}

/** A time field of an object (see `unixOf`). */
export const timeAt = (r: Reader, key: string, region: string): number =>
  unixOf(r.obj(key), region);

/**
 * A character of a lineup (`SRAvatarBrief`): the snapshot keeps id, level and eidolons; its icon,
 * rarity and element go to the catalog, and so does its name when the answer carries one
 * (Chronicle's own answers do; a blank one never overwrites a name another answer gave).
 */
export function avatarBrief(r: Reader, catalog: CatalogCollector): SnapAvatar {
  const id = intIn(r, 'id', 1);
  const avatar = { id, level: intIn(r, 'level', 1, 80), rank: intIn(r, 'rank', 0, 6) };
  catalog.add('hsr_character', id, {
    name: r.optStr('name') || undefined,
    icon: nonEmpty(r.str('icon')),
    attrs: { rarity: intIn(r, 'rarity', 4, 5), element: element(r, 'element') },
  });
  return avatar;
}

/** A lineup of at most `max` characters. */
export const lineup = (r: Reader, key: string, catalog: CatalogCollector, max: number) =>
  arrMax(r, key, max).map((a) => avatarBrief(a, catalog));

/**
 * A buff of Pure Fiction or Apocalyptic Shadow (`null` on quick-cleared halves): its name,
 * description and icon go to the catalog (`simple_desc_mi18m` is the description again).
 */
export function buffAt(r: Reader, key: string, catalog: CatalogCollector): { id: number } | null {
  if (r.raw(key) === null) return null;
  const buff = r.obj(key);
  const id = buff.int('id');
  catalog.add('hsr_buff', id, {
    name: nonEmpty(buff.str('name_mi18n')),
    icon: nonEmpty(buff.str('icon')),
    texts: { desc: nonEmpty(buff.str('desc_mi18n')) },
  });
  return { id };
}

/** An integer of a request's input, sent as a number or a string of digits (`schedule_type`). */
export function inputInt(answer: UpstreamAnswer, key: string): number | undefined {
  const value = answer.input[key];
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && /^[0-9]{1,4}$/.test(value)) return Number(value);
  return undefined;
}
