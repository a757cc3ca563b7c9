import type { UpstreamGroup } from '../parse-kit.js';

/** The genshin-modes groups. */
export const GENSHIN_MODES_GROUPS: readonly UpstreamGroup[] = [];
