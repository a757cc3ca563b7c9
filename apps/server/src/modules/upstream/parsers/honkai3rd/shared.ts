import type { Honkai3rdNewAbyssSnapshot, SnapshotKindName } from '@chronicle/contract';
import { BH3_TYPES, typeByAttributeId, type Bh3Type } from '../../../honkai3rd/type-art.js';
import {
  periodCapturedAt,
  type CatalogCollector,
  type ParsedSnapshot,
  type UpstreamAnswer,
} from '../parse-kit.js';
import { Reader, keyPath } from '../answer-reader.js';

/*
 * Readers shared by Starfall Vanguard's parsers: checked numbers and words, and the objects every
 * mode report carries (battlesuits, bosses, companions). Those become ids in the snapshot and
 * catalog entries (name and art in the answer's language, the battlesuit's type as an attribute),
 * the inverse of `modules/honkai3rd/shared.presenter.ts`.
 */

/** A battlesuit as reports store it. */
export type SnapSuit = Honkai3rdNewAbyssSnapshot['lineup'][number];
export type SnapBoss = Honkai3rdNewAbyssSnapshot['boss'];
export type SnapElf = Honkai3rdNewAbyssSnapshot['elf'];

/** An integer field within bounds (the snapshot schemas bound what the answer schemas do not). */
export function intIn(r: Reader, key: string, min: number, max = Number.MAX_SAFE_INTEGER): number {
  const value = r.int(key);
  if (value < min || value > max) r.fail(`an integer from ${min} to ${max}`, keyPath(r.path, key));
  return value;
}

/** A counter: an integer of 0 or more. */
export const count = (r: Reader, key: string): number => intIn(r, key, 0);

export function optCount(r: Reader, key: string): number | undefined {
  return r.has(key) ? count(r, key) : undefined;
}

/** An id or a Unix time the API sends as a string of digits (a number is taken too). */
export function digits(r: Reader, key: string, min = 0): number {
  const value = r.intLike(key);
  if (value < min) r.fail(`a number of at least ${min}`, keyPath(r.path, key));
  return value;
}

/** A string field that must be one of a few words. */
export function oneOf<T extends string>(r: Reader, key: string, words: readonly T[]): T {
  const value = r.str(key);
  const word = words.find((w) => w === value);
  if (word === undefined) r.fail(`one of ${words.join(', ')}`, keyPath(r.path, key));
  return word;
}

/** A string field that must match a pattern (or be at most `maxLength` long). */
export function matching(r: Reader, key: string, pattern: RegExp, expected: string): string {
  const value = r.str(key);
  if (!pattern.test(value)) r.fail(expected, keyPath(r.path, key));
  return value;
}

/** The items of an array field, refused past `max` (the snapshot schemas cap some lists). */
export function arrMax(r: Reader, key: string, max: number): Reader[] {
  const items = r.arr(key);
  if (items.length > max) r.fail(`an array of at most ${max} items`, keyPath(r.path, key));
  return items;
}

/** '' reads as absent, so an empty name or URL never overrides a known one in the catalog. */
export const nonEmpty = (value: string | undefined): string | undefined => value || undefined;

/** Old abyss rank letters. */
export const RANK_LETTERS = ['A', 'B', 'C', 'D'] as const;
/** Old abyss modes. */
export const OLD_ABYSS_TYPES = ['Quantum', 'OW', 'Greedy'] as const;
/** A percentage as the API writes it ("6.20"). */
export const PERCENT = /^[0-9]+(\.[0-9]+)?$/;
/** The index's arena percentage, '' before a first ranked week. */
export const PERCENT_OR_EMPTY = /^([0-9]+(\.[0-9]+)?)?$/;

const TYPE_KEYS = Object.keys(BH3_TYPES).filter((k): k is Bh3Type => k in BH3_TYPES);

/**
 * A battlesuit's type: from the badge's filename (`…/AttrYiNengSmall.png`), which is what clients
 * read (real files spell one word "XingChen", hence case-insensitive), else from `attribute_id`.
 */
function typeOf(r: Reader): Bh3Type | undefined {
  const badge = /Attr([A-Za-z]+?)(?:Small)?\.png$/.exec(r.optStr('avatar_background_path') ?? '');
  const word = badge?.[1]?.toLowerCase();
  const named = TYPE_KEYS.find((key) => BH3_TYPES[key].word.toLowerCase() === word);
  if (named) return named;
  const attributeId = r.optInt('attribute_id');
  return attributeId === undefined ? undefined : typeByAttributeId(attributeId);
}

/**
 * A battlesuit (lineups, runs, the character list): its id and fielded rank for the snapshot; its
 * name, portrait and type for the catalog. Chronicle serves one portrait for every art field, so
 * the first one the answer fills is kept (mode reports often leave them '').
 */
export function readSuit(r: Reader, catalog: CatalogCollector): SnapSuit & { star: number } {
  const id = digits(r, 'id', 1);
  const star = intIn(r, 'star', 1, 5);
  const type = typeOf(r);
  const portrait = ['icon_path', 'image_path', 'figure_path']
    .map((key) => r.optStr(key))
    .find(Boolean);
  catalog.add('bh3_battlesuit', id, {
    name: nonEmpty(r.optStr('name')),
    icon: portrait,
    attrs: type ? { element: type, attribute_id: BH3_TYPES[type].attributeId } : undefined,
  });
  return { id, star };
}

export const readLineup = (items: readonly Reader[], catalog: CatalogCollector): SnapSuit[] =>
  items.map((item) => readSuit(item.asObj(), catalog));

/**
 * A boss. Real answers may send a boss as id "0", which says nothing about which boss it is, so its
 * name and picture stay in the snapshot (the presenter's fallback) instead of a catalog entry that
 * every such boss would overwrite.
 */
export function readBoss(r: Reader, catalog: CatalogCollector): SnapBoss {
  const id = digits(r, 'id');
  const name = nonEmpty(r.optStr('name'));
  const icon = nonEmpty(r.optStr('avatar'));
  if (id === 0) return { id, ...(name ? { name } : {}), ...(icon ? { icon } : {}) };
  catalog.add('bh3_boss', id, { name, icon });
  return { id };
}

/**
 * The companion of a report (`elf`), null when there is none. Clients only accept rarity 4 or 5,
 * so the presenter sends null for any other (and for no id), and so does the snapshot.
 */
export function readElf(parent: Reader, catalog: CatalogCollector): SnapElf {
  if (!parent.has('elf')) return null;
  const r = parent.obj('elf');
  const id = digits(r, 'id');
  const rarity = r.int('rarity');
  if (id < 1 || (rarity !== 4 && rarity !== 5)) return null;
  const star = count(r, 'star');
  const isCollaborator = r.optBool('is_collaborator');
  const collaborator = r.optInt('collaborator');
  catalog.add('bh3_elf', id, {
    name: nonEmpty(r.optStr('name')),
    icon: nonEmpty(r.optStr('avatar')),
    attrs: { rarity },
  });
  return {
    id,
    rarity,
    star,
    ...(isCollaborator === undefined ? {} : { is_collaborator: isCollaborator }),
    ...(collaborator === undefined ? {} : { collaborator }),
  };
}

/**
 * The cycles of some answers of one endpoint as periodic snapshots keyed by their time, oldest
 * first; a cycle that several answers carry is taken from the latest of them.
 */
export function cycleSnapshots<T>(
  kind: SnapshotKindName,
  answers: readonly UpstreamAnswer[],
  read: (report: Reader, catalog: CatalogCollector) => T,
  timeOf: (cycle: T) => number,
  catalog: CatalogCollector,
): ParsedSnapshot[] {
  const byPeriod = new Map<string, { time: number; snapshot: ParsedSnapshot }>();
  for (const answer of answers) {
    for (const report of Reader.of(answer).arr('reports')) {
      const payload = read(report.asObj(), catalog);
      const time = timeOf(payload);
      const period = String(time);
      byPeriod.set(period, {
        time,
        snapshot: { kind, period, capturedAt: periodCapturedAt(time, answer.capturedAt), payload },
      });
    }
  }
  return [...byPeriod.values()].sort((a, b) => a.time - b.time).map((c) => c.snapshot);
}
