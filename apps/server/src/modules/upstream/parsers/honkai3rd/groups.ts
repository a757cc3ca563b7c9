import type { UpstreamGroup } from '../parse-kit.js';
import { honkai3rdNoteGroup } from './note.parser.js';

/** Starfall Vanguard's groups (game 1). */
export const HONKAI3RD_GROUPS: readonly UpstreamGroup[] = [honkai3rdNoteGroup];
