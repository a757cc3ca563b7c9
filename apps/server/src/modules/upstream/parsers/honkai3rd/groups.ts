import type { UpstreamGroup } from '../parse-kit.js';
import { honkai3rdAbyssGroup } from './abyss.parser.js';
import { honkai3rdBattleFieldGroup } from './battle-field.parser.js';
import { honkai3rdGodWarGroup } from './god-war.parser.js';
import { honkai3rdIndexGroup } from './index.parser.js';
import { honkai3rdNoteGroup } from './note.parser.js';

/** Starfall Vanguard's groups (game 1). */
export const HONKAI3RD_GROUPS: readonly UpstreamGroup[] = [
  honkai3rdIndexGroup,
  honkai3rdAbyssGroup,
  honkai3rdBattleFieldGroup,
  honkai3rdGodWarGroup,
  honkai3rdNoteGroup,
];
