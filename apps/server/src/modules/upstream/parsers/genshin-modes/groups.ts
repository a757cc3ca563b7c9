import type { UpstreamGroup } from '../parse-kit.js';
import { genshinAchievementGroup } from './achievement.parser.js';
import { genshinCharMasterGroup } from './char-master.parser.js';
import { genshinEndgameGroup } from './endgame.group.js';

/** The main game's endgame modes and calendar (game 2). */
export const GENSHIN_MODES_GROUPS: readonly UpstreamGroup[] = [
  genshinEndgameGroup,
  genshinCharMasterGroup,
  genshinAchievementGroup,
];
