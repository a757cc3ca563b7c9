import type { UpstreamGroup } from '../parse-kit.js';
import { gcgGroup } from './gcg.parser.js';

/** Card Duel's groups (game 2). */
export const GCG_GROUPS: readonly UpstreamGroup[] = [gcgGroup];
