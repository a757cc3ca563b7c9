import type { IndexSnapshot, IngestRole } from '@chronicle/contract';
import { artPath } from './catalog.js';
import { COMFORT_LEVELS, HOMES } from './data/homes.js';
import { buildWorldExplorations, exploreRegions } from './explorations.js';
import type { IndexProfile } from './profiles.js';
import { Rng } from './prng.js';
import { buildAvatars } from './roster.js';
import { buildStats } from './stats.js';

/** A realm's level is its comfort level, so the overview's level and comfort name agree. */
function comfortLevel(comfort: number): number {
  return COMFORT_LEVELS.filter((l) => comfort >= l.minComfort).at(-1)?.id ?? 1;
}

function buildHomes(rng: Rng, profile: IndexProfile): IndexSnapshot['homes'] {
  const bestComfort = 1200 + Math.round(profile.progress ** 2 * 23_000);
  return HOMES.slice(0, profile.homes).map((home, i) => {
    // The first realm is the one players decorate most.
    const comfort = Math.round(bestComfort * (i === 0 ? 1 : 0.45 + 0.4 * rng.float()));
    return {
      id: home.id,
      level: comfortLevel(comfort),
      visit_num: rng.int(0, 3 + Math.round(profile.progress * 40)),
      comfort_num: comfort,
      item_num: Math.round(comfort / 16 + rng.int(10, 120)),
    };
  });
}

/**
 * The language-neutral `index` snapshot of one main-game role. Each part draws from its own
 * seeded stream (role id + purpose), so tuning one part never reshuffles the others.
 */
export function buildIndexSnapshot(role: IngestRole, profile: IndexProfile): IndexSnapshot {
  const seed = (purpose: string): Rng => new Rng(`${role.game_role_id}:${purpose}`);
  const avatars = buildAvatars(seed('roster'), profile, role.level);
  const progress = exploreRegions(seed('explore'), profile);
  return {
    role: {
      nickname: role.nickname,
      level: role.level,
      game_head_icon: artPath('character', profile.twinId),
    },
    avatars,
    stats: buildStats(profile, avatars, progress),
    world_explorations: buildWorldExplorations(seed('regions'), profile, progress),
    homes: buildHomes(seed('homes'), profile),
  };
}
