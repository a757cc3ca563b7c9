/*
 * Lookups of docs/reference/other-games.md#second-game-lookup-tables for Starfall Vanguard:
 * battlesuit types, rank letters, abyss ranks and tiers. Pure functions, so the pages and their
 * tests share one reading of the API's codes.
 */

export const SUIT_TYPES = ['BIO', 'MECH', 'PSY', 'QUA', 'IMG', 'SD'] as const;
export type SuitType = (typeof SUIT_TYPES)[number];

/** Filename fragments of `avatar_background_path` (…/AttrYiNengSmall.png) by type. */
const TYPE_BY_FILE: Record<string, SuitType> = {
  shengwu: 'BIO',
  jixie: 'MECH',
  yineng: 'PSY',
  liangzi: 'QUA',
  xushu: 'IMG',
  xingchen: 'SD',
};

/** The only `attribute_id` values the doc has seen; the filename is the primary source. */
const TYPE_BY_ATTRIBUTE_ID: Record<number, SuitType> = { 2: 'PSY', 4: 'QUA', 6: 'SD' };

/**
 * A battlesuit's type, read from its badge filename as genshin.py does. Real files spell the
 * stellar one "XingChen" and genshin.py "Xingchen", so the match ignores case.
 */
export function suitType(suit: {
  avatar_background_path: string;
  attribute_id?: number;
}): SuitType | undefined {
  const match = /Attr([A-Za-z]+?)(?:Small)?\.png/.exec(suit.avatar_background_path);
  const fromFile = match?.[1] ? TYPE_BY_FILE[match[1].toLowerCase()] : undefined;
  return fromFile ?? (suit.attribute_id ? TYPE_BY_ATTRIBUTE_ID[suit.attribute_id] : undefined);
}

const RANK_LETTERS = ['B', 'A', 'S', 'SS', 'SSS'] as const;

/** `star` 1–5 as the rank letter players know: 1 B, 2 A, 3 S, 4 SS, 5 SSS. */
export function rankLetter(star: number): string {
  return RANK_LETTERS[Math.min(Math.max(star, 1), 5) - 1] ?? 'B';
}

/**
 * A Rift Ladder rank within the top tier (1–9) as its name key and numeral: 1 is the lowest
 * band, 2–4 and 5–7 are bands of three, 8 and 9 stand alone.
 */
export function riftRank(level: number): { key: RiftRankKey; numeral: string } {
  if (level <= 1) return { key: 'ember', numeral: '' };
  if (level <= 4) return { key: 'cinder', numeral: ['I', 'II', 'III'][level - 2] ?? '' };
  if (level <= 7) return { key: 'blaze', numeral: ['I', 'II', 'III'][level - 5] ?? '' };
  if (level === 8) return { key: 'bloom', numeral: '' };
  return { key: 'quietus', numeral: '' };
}
export type RiftRankKey = 'ember' | 'cinder' | 'blaze' | 'bloom' | 'quietus';

/** Unix seconds sent as a string, as a number; 0 when the string is empty or broken. */
export function unixOf(value: string): number {
  const n = Number(value);
  return Number.isFinite(n) ? n : 0;
}

/** Newest first by a timestamp string, without touching the API's array. */
export function newestFirst<T>(items: readonly T[], time: (item: T) => string): T[] {
  return [...items].sort((a, b) => unixOf(time(b)) - unixOf(time(a)));
}
