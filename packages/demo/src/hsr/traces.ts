/**
 * The trace tree every demo character shares: main abilities (point type 2), bonus abilities (3)
 * and stat boosts (1), each with its anchor on the tree and the node it hangs from. Ids are the
 * character id × 1000 plus the node number, like real point ids (1308001).
 */
export type TraceSlot = 'basic' | 'skill' | 'ultimate' | 'talent' | 'technique' | 'bonus' | 'stat';

export interface TracePoint {
  n: number;
  slot: TraceSlot;
  pointType: 1 | 2 | 3;
  anchor: string;
  /** Node number of the parent, 0 for a root. */
  pre: number;
  maxLevel: number;
}

const main = (n: number, slot: TraceSlot, anchor: number, maxLevel: number): TracePoint => ({
  n,
  slot,
  pointType: 2,
  anchor: `Point${String(anchor).padStart(2, '0')}`,
  pre: 0,
  maxLevel,
});

export const TRACE_LAYOUT: readonly TracePoint[] = [
  main(1, 'basic', 1, 6),
  main(2, 'skill', 2, 10),
  main(3, 'ultimate', 3, 10),
  main(4, 'talent', 4, 10),
  main(7, 'technique', 5, 1),
  { n: 101, slot: 'bonus', pointType: 3, anchor: 'Point06', pre: 2, maxLevel: 1 },
  { n: 102, slot: 'bonus', pointType: 3, anchor: 'Point07', pre: 3, maxLevel: 1 },
  { n: 103, slot: 'bonus', pointType: 3, anchor: 'Point08', pre: 4, maxLevel: 1 },
  ...[201, 202, 203, 204, 205, 206].map((n, i): TracePoint => ({
    n,
    slot: 'stat',
    pointType: 1,
    anchor: `Point${String(9 + i).padStart(2, '0')}`,
    pre: i < 3 ? 101 + i : n - 3,
    maxLevel: 1,
  })),
];

export const traceId = (characterId: number, n: number) => characterId * 1000 + n;
