import type { SnapshotKind } from '../snapshot-kinds.js';

/*
 * Trial of Dread (hard_challenge): payload schemas and stored snapshot kinds (issue 4). Filled in by that feature.
 */

/** Snapshot kinds of this feature, merged into SNAPSHOT_KINDS. */
export const HARD_CHALLENGE_KINDS = {} as const satisfies Record<string, SnapshotKind>;
