import type { UpstreamGroup } from '../parse-kit.js';
import { genshinAbyssGroup } from './abyss.parser.js';
import { genshinIndexGroup } from './index.group.js';
import { genshinNotesGroup } from './notes.parser.js';

/** The main game's core records: the overview and characters, the Spiral Abyss, the notes. */
export const GENSHIN_CORE_GROUPS: readonly UpstreamGroup[] = [
  genshinIndexGroup,
  genshinAbyssGroup,
  genshinNotesGroup,
];
