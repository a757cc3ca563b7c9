import type { L15 } from './localize.js';
import { l15 } from '../i18n/data.js';

export type OculusKey =
  | 'anemoculus_number'
  | 'geoculus_number'
  | 'electroculus_number'
  | 'dendroculus_number'
  | 'hydroculus_number'
  | 'pyroculus_number'
  | 'moonoculus_number';

export interface RegionRow {
  id: number;
  /** 0 for a top-level region; sub-regions point at their parent (like an island chain's parts). */
  parentId: number;
  /** Release order: low-level players have explored only the first few. */
  order: number;
  /** Highest reputation level, or 0 when the region has no reputation ("TypeUnknow"). */
  maxReputation: number;
  /** Whether the region has a statue whose level the overview shows. */
  hasStatue: boolean;
  /** 2 for underground worlds, 1 elsewhere. */
  worldType: 1 | 2;
  waypoints: number;
  domains: number;
  oculus: { key: OculusKey; total: number } | null;
  name: L15;
}

/** Invented nations and areas of the main game. */
export const REGIONS: readonly RegionRow[] = [
  { id: 1, parentId: 0, order: 0, maxReputation: 8, hasStatue: true, worldType: 1, waypoints: 38, domains: 7, oculus: { key: 'anemoculus_number', total: 66 },
    name: l15('regions.1.name') },
  { id: 2, parentId: 0, order: 1, maxReputation: 8, hasStatue: true, worldType: 1, waypoints: 64, domains: 9, oculus: { key: 'geoculus_number', total: 131 },
    name: l15('regions.2.name') },
  { id: 3, parentId: 0, order: 2, maxReputation: 0, hasStatue: false, worldType: 1, waypoints: 16, domains: 2, oculus: null,
    name: l15('regions.3.name') },
  { id: 4, parentId: 0, order: 3, maxReputation: 10, hasStatue: true, worldType: 1, waypoints: 72, domains: 10, oculus: { key: 'electroculus_number', total: 181 },
    name: l15('regions.4.name') },
  { id: 5, parentId: 0, order: 4, maxReputation: 0, hasStatue: false, worldType: 2, waypoints: 30, domains: 3, oculus: null,
    name: l15('regions.5.name') },
  { id: 6, parentId: 0, order: 5, maxReputation: 10, hasStatue: true, worldType: 1, waypoints: 88, domains: 11, oculus: { key: 'dendroculus_number', total: 271 },
    name: l15('regions.6.name') },
  { id: 7, parentId: 0, order: 6, maxReputation: 10, hasStatue: true, worldType: 1, waypoints: 80, domains: 9, oculus: { key: 'hydroculus_number', total: 271 },
    name: l15('regions.7.name') },
  { id: 8, parentId: 0, order: 8, maxReputation: 10, hasStatue: true, worldType: 1, waypoints: 58, domains: 6, oculus: { key: 'pyroculus_number', total: 80 },
    name: l15('regions.8.name') },
  { id: 9, parentId: 0, order: 7, maxReputation: 0, hasStatue: false, worldType: 1, waypoints: 12, domains: 1, oculus: { key: 'moonoculus_number', total: 27 },
    name: l15('regions.9.name') },
  { id: 10, parentId: 9, order: 7, maxReputation: 0, hasStatue: false, worldType: 1, waypoints: 10, domains: 1, oculus: null,
    name: l15('regions.10.name') },
  { id: 11, parentId: 9, order: 7, maxReputation: 0, hasStatue: false, worldType: 1, waypoints: 9, domains: 1, oculus: null,
    name: l15('regions.11.name') },
  { id: 12, parentId: 9, order: 7, maxReputation: 0, hasStatue: false, worldType: 1, waypoints: 8, domains: 1, oculus: null,
    name: l15('regions.12.name') },
];

export interface OfferingRow {
  id: number;
  regionId: number;
  maxLevel: number;
  name: L15;
}

/** A region's sacred tree, shrine or spring whose level the exploration card shows. */
export const OFFERINGS: readonly OfferingRow[] = [
  { id: 1, regionId: 3, maxLevel: 12, name: l15('regions.offerings.1.name') },
  { id: 2, regionId: 4, maxLevel: 50, name: l15('regions.offerings.2.name') },
  { id: 3, regionId: 5, maxLevel: 10, name: l15('regions.offerings.3.name') },
  { id: 4, regionId: 6, maxLevel: 50, name: l15('regions.offerings.4.name') },
  { id: 5, regionId: 7, maxLevel: 40, name: l15('regions.offerings.5.name') },
  { id: 6, regionId: 9, maxLevel: 10, name: l15('regions.offerings.6.name') },
];

export interface TribeRow {
  id: number;
  regionId: number;
  name: L15;
}

/** The tribes of the newest nation; their reputation fills `natan_reputation`. */
export const TRIBE_REGION_ID = 8;
export const TRIBE_MAX_LEVEL = 10;

export const TRIBES: readonly TribeRow[] = [
  { id: 1, regionId: TRIBE_REGION_ID, name: l15('regions.tribes.1.name') },
  { id: 2, regionId: TRIBE_REGION_ID, name: l15('regions.tribes.2.name') },
  { id: 3, regionId: TRIBE_REGION_ID, name: l15('regions.tribes.3.name') },
  { id: 4, regionId: TRIBE_REGION_ID, name: l15('regions.tribes.4.name') },
  { id: 5, regionId: TRIBE_REGION_ID, name: l15('regions.tribes.5.name') },
  { id: 6, regionId: TRIBE_REGION_ID, name: l15('regions.tribes.6.name') },
];
