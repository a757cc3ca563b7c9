import type { HkrpgIndexSnapshot } from '@chronicle/contract';

/**
 * The four numbers of a Stellar Transit record card, in the card's order (days active, characters,
 * achievements, treasures), from the latest stored overview, as strings; '-' where nothing is
 * stored. The head icon is the role's profile icon, else its chosen character's portrait.
 */
export function hsrCardValues(stored: HkrpgIndexSnapshot | undefined): {
  values: string[];
  headIcon?: string;
} {
  if (!stored) return { values: ['-', '-', '-', '-'] };
  const { stats, role, avatars } = stored;
  const chosen = avatars.find((a) => a.is_chosen) ?? avatars[0];
  const headIcon = role.avatar ?? (chosen ? `/art/hsr_character/${chosen.id}.svg` : undefined);
  return {
    values: [stats.active_days, stats.avatar_num, stats.achievement_num, stats.chest_num].map(
      String,
    ),
    ...(headIcon ? { headIcon } : {}),
  };
}
