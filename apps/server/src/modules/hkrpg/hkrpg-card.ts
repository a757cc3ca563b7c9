import type { HkrpgIndexSnapshot } from '@chronicle/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { latestOf } from './hkrpg.repository.js';

/**
 * The four numbers of a Stellar Transit record card, in the card's order (days active, characters,
 * achievements, treasures), as strings; '-' where nothing is stored. The head icon is the role's
 * profile icon, else its chosen character's portrait.
 */
export async function hsrCardValues(
  db: Kysely<Database>,
  gameRoleId: string,
): Promise<{ values: string[]; headIcon?: string }> {
  const stored = await latestOf<HkrpgIndexSnapshot>(db, gameRoleId, 'hsr_index');
  if (!stored) return { values: ['-', '-', '-', '-'] };
  const { stats, role, avatars } = stored.payload;
  const chosen = avatars.find((a) => a.is_chosen) ?? avatars[0];
  const headIcon = role.avatar ?? (chosen ? `/art/hsr_character/${chosen.id}.svg` : undefined);
  return {
    values: [stats.active_days, stats.avatar_num, stats.achievement_num, stats.chest_num].map(
      String,
    ),
    ...(headIcon ? { headIcon } : {}),
  };
}
