import type { IndexSnapshot } from '@chronicle/contract';
import { AREAS, BOSSES } from './data/areas.js';
import {
  OFFERINGS,
  REGIONS,
  TRIBE_MAX_LEVEL,
  TRIBE_REGION_ID,
  TRIBES,
  type RegionRow,
} from './data/regions.js';
import type { IndexProfile } from './profiles.js';
import type { Rng } from './prng.js';

type SnapshotRegion = IndexSnapshot['world_explorations'][number];

export interface RegionProgress {
  region: RegionRow;
  /** Explored share 0–1 (0 when the role has never been there). */
  share: number;
}

const NEWEST_ORDER = Math.max(...REGIONS.map((r) => r.order));

const clamp = (value: number, min: number, max: number): number =>
  Math.min(max, Math.max(min, value));

/**
 * How much of each region a role has explored: older regions more than newer ones, the frontier
 * region only begun, unreached regions untouched.
 */
export function exploreRegions(rng: Rng, profile: IndexProfile): RegionProgress[] {
  return REGIONS.map((region) => {
    if (region.order >= profile.regionsReached) return { region, share: 0 };
    let share = profile.exploreDepth * (1.05 - 0.025 * region.order) + rng.float() * 0.08 - 0.05;
    if (region.order === profile.regionsReached - 1 && profile.regionsReached <= NEWEST_ORDER) {
      share *= 0.55;
    }
    return { region, share: clamp(share, 0.03, 1) };
  });
}

function areaPercents(rng: Rng, regionId: number, share: number, percent: number) {
  const areas = AREAS.filter((a) => a.regionId === regionId);
  return areas.map((area) => {
    if (share === 0) return { id: area.id, exploration_percentage: 0 };
    // Sub-areas of a finished region can read past 1000, as the real game's sometimes do.
    if (percent === 1000) {
      const over = rng.chance(0.3) ? rng.int(20, 99) : 0;
      return { id: area.id, exploration_percentage: 1000 + over };
    }
    const value = Math.round(1000 * share * (0.92 + rng.float() * 0.16));
    return { id: area.id, exploration_percentage: clamp(value, 0, 1000) };
  });
}

/** `world_explorations` of an index snapshot, one entry per catalog region. */
export function buildWorldExplorations(
  rng: Rng,
  profile: IndexProfile,
  progress: readonly RegionProgress[],
): SnapshotRegion[] {
  return progress.map(({ region, share }) => {
    const percent = Math.round(share * 1000);
    const visited = share > 0;
    const scaled = (max: number, boost: number): number =>
      visited ? clamp(Math.round(max * Math.min(1, share * boost)), 1, max) : 0;
    const entry: SnapshotRegion = {
      id: region.id,
      parent_id: region.parentId,
      exploration_percentage: percent,
      type: region.maxReputation > 0 ? 'Reputation' : 'TypeUnknow',
      level: region.maxReputation > 0 ? scaled(region.maxReputation, 1.08) : 0,
      seven_statue_level: region.hasStatue ? scaled(10, 1.1) : 0,
      world_type: region.worldType,
      is_hot: region.order === NEWEST_ORDER,
      offerings: OFFERINGS.filter((o) => o.regionId === region.id).map((o) => ({
        id: o.id,
        level: scaled(o.maxLevel, 1.05),
      })),
      areas: areaPercents(rng, region.id, share, percent),
      bosses: BOSSES.filter((b) => b.regionId === region.id).map((b) => ({
        id: b.id,
        kill_num: visited
          ? Math.round(rng.int(2, 8) + 45 * profile.progress * share * (0.6 + 0.8 * rng.float()))
          : 0,
      })),
    };
    if (region.id === TRIBE_REGION_ID) {
      entry.tribes = TRIBES.map((t) => ({
        id: t.id,
        level: visited
          ? clamp(
              Math.round(TRIBE_MAX_LEVEL * share * (0.8 + 0.3 * rng.float())),
              1,
              TRIBE_MAX_LEVEL,
            )
          : 0,
      }));
    }
    return entry;
  });
}
