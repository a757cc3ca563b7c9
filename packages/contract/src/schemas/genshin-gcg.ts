import type { SnapshotKind } from '../snapshot-kinds.js';

/*
 * Card Duel (gcg): payload schemas and stored snapshot kinds (issue 4). Filled in by that feature.
 */

/** Snapshot kinds of this feature, merged into SNAPSHOT_KINDS. */
export const GCG_KINDS = {} as const satisfies Record<string, SnapshotKind>;
