import type { Honkai3rdCharactersSnapshot, Honkai3rdIndexSnapshot } from '@chronicle/contract';
import { captainAvatar } from './index.presenter.js';

/**
 * Old abyss rank letters as numbers (docs/reference/other-games.md#second-game-lookup-tables: A = 4
 * … D = 1).
 */
const LETTER_RANK = { A: 4, B: 3, C: 2, D: 1 } as const;

/**
 * The card's abyss value. The real CN card sends the tier's NAME here (e.g. Red Lotus), while
 * genshin.py's HonkaiRecordCard calls int() on indices 1–3 and would fail on a name
 * (docs/reference/other-games.md#record-card-and-switches's conflict note). We keep the CN order
 * and labels (days, battlesuits, outfits, abyss) but send a
 * number: the Superstring rank 1–9 (8 is Red Lotus) for captains on the Rift Ladder, the latest
 * rank letter as 4–1 for those on the Rift Trial. A number also reads the same in every language,
 * where a tier name would have to be translated on a card clients show as is.
 */
function abyssValue(stats: Honkai3rdIndexSnapshot['stats']): string {
  if (stats.new_abyss) return String(stats.new_abyss.level);
  if (stats.old_abyss) return String(LETTER_RANK[stats.old_abyss.latest_level]);
  return '-';
}

/**
 * The four values of a Starfall Vanguard record card, in the card's order (days active,
 * battlesuits, outfits, abyss), as strings, from the latest stored overview and battlesuits; '-'
 * where nothing is stored. `headIcon` is the captain's avatar.
 */
export function bh3CardValues(
  index: Honkai3rdIndexSnapshot | undefined,
  characters: Honkai3rdCharactersSnapshot | undefined,
): { values: string[]; headIcon?: string } {
  if (!index) {
    return characters
      ? { values: ['-', '-', '-', '-'], headIcon: captainAvatar(undefined, characters) }
      : { values: ['-', '-', '-', '-'] };
  }
  const { stats } = index;
  return {
    values: [
      String(stats.active_day_number),
      String(stats.armor_number),
      String(stats.suit_number),
      abyssValue(stats),
    ],
    headIcon: captainAvatar(index, characters),
  };
}
