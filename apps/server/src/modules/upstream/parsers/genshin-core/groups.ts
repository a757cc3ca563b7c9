import type { UpstreamGroup } from '../parse-kit.js';

/** The genshin-core groups. */
export const GENSHIN_CORE_GROUPS: readonly UpstreamGroup[] = [];
