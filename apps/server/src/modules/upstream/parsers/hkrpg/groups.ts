import type { UpstreamGroup } from '../parse-kit.js';
import { hkrpgChallengeBossGroup } from './challenge-boss.parser.js';
import { hkrpgChallengeStoryGroup } from './challenge-story.parser.js';
import { hkrpgChallengeGroup } from './challenge.parser.js';
import { hkrpgNoteGroup } from './note.parser.js';
import { hkrpgProfileGroup } from './profile.parser.js';

/** Stellar Transit's groups (game 6). */
export const HKRPG_GROUPS: readonly UpstreamGroup[] = [
  hkrpgProfileGroup,
  hkrpgNoteGroup,
  hkrpgChallengeGroup,
  hkrpgChallengeStoryGroup,
  hkrpgChallengeBossGroup,
];
