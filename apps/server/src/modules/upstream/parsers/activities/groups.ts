import type { UpstreamGroup } from '../parse-kit.js';

/** The activities groups. */
export const ACTIVITIES_GROUPS: readonly UpstreamGroup[] = [];
