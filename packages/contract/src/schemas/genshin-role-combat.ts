import type { SnapshotKind } from '../snapshot-kinds.js';

/*
 * Masquerade Stage (role_combat,char_master): payload schemas and stored snapshot kinds (issue 4). Filled in by that feature.
 */

/** Snapshot kinds of this feature, merged into SNAPSHOT_KINDS. */
export const ROLE_COMBAT_KINDS = {} as const satisfies Record<string, SnapshotKind>;
