import type { UpstreamGroup } from '../parse-kit.js';

/** The hkrpg groups. */
export const HKRPG_GROUPS: readonly UpstreamGroup[] = [];
