import type { UpstreamGroup } from '../parse-kit.js';

/** The gcg groups. */
export const GCG_GROUPS: readonly UpstreamGroup[] = [];
