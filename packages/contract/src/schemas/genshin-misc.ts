import type { SnapshotKind } from '../snapshot-kinds.js';

/*
 * calendar,achievements,toolbox: payload schemas and stored snapshot kinds (issue 4). Filled in by that feature.
 */

/** Snapshot kinds of this feature, merged into SNAPSHOT_KINDS. */
export const MISC_KINDS = {} as const satisfies Record<string, SnapshotKind>;
