import { SERVER_TEXT, type IndexSnapshot } from '@chronicle/contract';
import type { OculusKey } from './data/regions.js';
import type { RegionProgress } from './explorations.js';
import type { IndexProfile } from './profiles.js';

type Stats = IndexSnapshot['stats'];
type Avatars = IndexSnapshot['avatars'];

const OCULUS_KEYS: readonly OculusKey[] = [
  'anemoculus_number',
  'geoculus_number',
  'electroculus_number',
  'dendroculus_number',
  'hydroculus_number',
  'pyroculus_number',
  'moonoculus_number',
];

/** Chests of a fully explored world; a role's counts scale with how much of it it has seen. */
const CHEST_TOTALS = {
  common_chest_number: 2650,
  exquisite_chest_number: 1900,
  precious_chest_number: 620,
  luxurious_chest_number: 240,
  magic_chest_number: 260,
} as const;

/** English difficulty names (the server names them per language on the way out). */
const ONSLAUGHT_NAMES = SERVER_TEXT['en-us'].hardChallengeDifficulties;

/** Interactive-map links per stat; empty until an operator configures a map. */
const MAP_LINK_KEYS = ['way_point_number', 'domain_number', ...OCULUS_KEYS];

/** The overview counters, derived from the roster and the explorations so they always agree. */
export function buildStats(
  profile: IndexProfile,
  avatars: Avatars,
  progress: readonly RegionProgress[],
): Stats {
  const oculi = Object.fromEntries(OCULUS_KEYS.map((key) => [key, 0])) as Record<OculusKey, number>;
  let waypoints = 0;
  let domains = 0;
  let weighted = 0;
  let weights = 0;
  for (const { region, share } of progress) {
    if (region.oculus) {
      oculi[region.oculus.key] += Math.round(region.oculus.total * Math.min(1, share * 1.02));
    }
    waypoints += Math.round(region.waypoints * Math.min(1, share * 1.1));
    domains += share > 0 ? Math.max(1, Math.round(region.domains * Math.min(1, share * 1.25))) : 0;
    weighted += region.waypoints * share;
    weights += region.waypoints;
  }
  const explored = weights > 0 ? weighted / weights : 0;
  const chests = Object.fromEntries(
    Object.entries(CHEST_TOTALS).map(([key, total]) => [key, Math.round(total * explored)]),
  ) as Record<keyof typeof CHEST_TOTALS, number>;
  const theater = profile.theaterRound;
  const onslaught = profile.onslaughtDifficulty;
  return {
    active_day_number: profile.activeDays,
    achievement_number: profile.achievements,
    avatar_number: avatars.length,
    full_fetter_avatar_num: avatars.filter((a) => a.fetter === 10).length,
    way_point_number: waypoints,
    domain_number: domains,
    spiral_abyss: profile.spiralAbyss,
    ...oculi,
    ...chests,
    role_combat: {
      is_unlock: theater !== null,
      max_round_id: theater ?? 0,
      has_data: theater !== null,
      has_detail_data: theater !== null,
    },
    hard_challenge: {
      is_unlock: onslaught !== null,
      difficulty: onslaught ?? 0,
      name: onslaught !== null ? (ONSLAUGHT_NAMES[onslaught - 1] ?? '') : '',
      has_data: onslaught !== null,
    },
    field_ext_map: Object.fromEntries(
      MAP_LINK_KEYS.map((key) => [key, { link: '', backup_link: '' }]),
    ),
  };
}
