import type { SummaryAvatar, SummaryIndex, SummaryRegion } from './api/get-summary.js';

/** How many characters the card shows. */
export const TOP_CHARACTER_COUNT = 4;

/** Collab 5★ characters arrive as rarity 105 (docs/reference/hoyolab-api.md#player-overview). */
const starsOf = (rarity: number) => (rarity > 100 ? rarity - 100 : rarity);

/**
 * The strongest characters first: level, then rarity, then bond and constellation, so the card
 * shows the ones a player has invested in most.
 */
export function topCharacters(
  avatars: readonly SummaryAvatar[],
  count: number = TOP_CHARACTER_COUNT,
): SummaryAvatar[] {
  return [...avatars]
    .sort(
      (a, b) =>
        b.level - a.level ||
        starsOf(b.rarity) - starsOf(a.rarity) ||
        b.fetter - a.fetter ||
        b.actived_constellation_num - a.actived_constellation_num,
    )
    .slice(0, count);
}

/** Average progress of the main regions in per mille, each capped at 1000; null without any. */
export function averageExplorationPerMille(regions: readonly SummaryRegion[]): number | null {
  const main = regions.filter((region) => region.parent_id === 0);
  if (main.length === 0) return null;
  const total = main.reduce((sum, r) => sum + Math.min(r.exploration_percentage, 1000), 0);
  return total / main.length;
}

/** Every chest the player has opened, across the five kinds. */
export function totalChests(stats: SummaryIndex['stats'] | null | undefined): number | null {
  if (!stats) return null;
  return (
    stats.luxurious_chest_number +
    stats.precious_chest_number +
    stats.exquisite_chest_number +
    stats.common_chest_number +
    stats.magic_chest_number
  );
}
