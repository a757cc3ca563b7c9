import { perMilleToPercent } from '@chronicle/contract';
import type { Region } from './api/get-exploration.js';

/** A main region with the sub-regions the API lists under it (`parent_id`). */
export interface RegionNode {
  region: Region;
  children: Region[];
}

/**
 * Groups regions as the game shows them: main regions in the API's order, each followed by its
 * sub-regions. A sub-region whose parent is missing from the answer is kept as a main region rather
 * than dropped, so no progress ever disappears from the page.
 */
export function buildRegionTree(regions: readonly Region[]): RegionNode[] {
  const ids = new Set(regions.map((region) => region.id));
  const nodes = new Map<number, RegionNode>();
  const order: RegionNode[] = [];
  for (const region of regions) {
    if (region.parent_id !== 0 && ids.has(region.parent_id)) continue;
    const node = { region, children: [] };
    nodes.set(region.id, node);
    order.push(node);
  }
  for (const region of regions) {
    if (region.parent_id === 0 || !ids.has(region.parent_id)) continue;
    nodes.get(region.parent_id)?.children.push(region);
  }
  return order;
}

/** A region's progress as a 0–100 number for rings and bars (the API can exceed 1000 ‰). */
export function progressOf(perMille: number): number {
  return Math.min(Math.max(perMilleToPercent(perMille) ?? 0, 0), 100);
}

/** The average progress of the main regions, per mille like the API; null without regions. */
export function averagePerMille(nodes: readonly RegionNode[]): number | null {
  if (nodes.length === 0) return null;
  const total = nodes.reduce(
    (sum, node) => sum + Math.min(node.region.exploration_percentage, 1000),
    0,
  );
  return total / nodes.length;
}
