import type { SnapshotKind } from '../snapshot-kinds.js';
import { HkrpgChallengeSnapshot } from './hkrpg-challenge.js';
import { HkrpgChallengeBossSnapshot } from './hkrpg-challenge-boss.js';
import { HkrpgChallengeStorySnapshot } from './hkrpg-challenge-story.js';
import { HkrpgCharactersSnapshot } from './hkrpg-character.js';
import { HkrpgIndexSnapshot } from './hkrpg-index.js';
import { HkrpgNoteSnapshot } from './hkrpg-notes.js';
import { HkrpgRogueSnapshot } from './hkrpg-rogue.js';

/**
 * Snapshot kinds of Stellar Transit, in SNAPSHOT_KINDS. Named with the game key because that is one
 * map across games and the main game already owns `index`, `characters` and friends. `hsr_index`
 * also answers `role/basicInfo`.
 */
export const HKRPG_KINDS = {
  hsr_index: { schema: HkrpgIndexSnapshot, periodic: false, games: [6] },
  hsr_characters: { schema: HkrpgCharactersSnapshot, periodic: false, games: [6] },
  hsr_note: { schema: HkrpgNoteSnapshot, periodic: false, games: [6] },
  hsr_challenge: { schema: HkrpgChallengeSnapshot, periodic: true, games: [6] },
  hsr_challenge_story: { schema: HkrpgChallengeStorySnapshot, periodic: true, games: [6] },
  hsr_challenge_boss: { schema: HkrpgChallengeBossSnapshot, periodic: true, games: [6] },
  hsr_rogue: { schema: HkrpgRogueSnapshot, periodic: true, games: [6] },
} as const satisfies Record<string, SnapshotKind>;
