import Type, { type Static } from 'typebox';
import { Url } from './common.js';
import { Count, Opt, TsStr, UnixSeconds } from './honkai3rd-parts.js';

/* ------------------------------------------------------------------------------------------------
 * docs/reference/other-games.md#second-game-notes note (newer genshin.py, Starward).
 * ---------------------------------------------------------------------------------------------- */

const NoteMode = { schedule_end: TsStr, is_open: Type.Boolean() };

/** `data` of GET honkai3rd/api/note (docs/reference/other-games.md#second-game-notes). */
export const Honkai3rdNoteData = Type.Object({
  current_stamina: Count,
  max_stamina: Type.Integer({ minimum: 1 }),
  /** Seconds until full. */
  stamina_recover_time: Count,
  current_train_score: Count,
  max_train_score: Count,
  greedy_endless: Type.Object({
    ...NoteMode,
    cur_reward: Count,
    max_reward: Count,
    level_icon: Url,
  }),
  ultra_endless: Type.Object({
    ...NoteMode,
    group_level: Count,
    challenge_score: Count,
    level_icon: Url,
  }),
  /** Optional for genshin.py, but the doc's example carries it. */
  battle_field: Type.Object({
    ...NoteMode,
    cur_reward: Count,
    max_reward: Count,
    cur_sss_reward: Count,
    max_sss_reward: Count,
  }),
  god_war: Type.Object({ ...NoteMode, cur_reward: Count, max_reward: Count }),
});
export type Honkai3rdNoteData = Static<typeof Honkai3rdNoteData>;

/* ------------------------------------------------------------------------------------------------
 * Stored snapshot (honkai3rd-snapshot-parts.ts says what the stored snapshots hold).
 * ---------------------------------------------------------------------------------------------- */

const SnapNoteMode = { schedule_end: UnixSeconds, is_open: Type.Boolean() };

/**
 * Real-time notes as they were at `captured_at` (kind `bh3_note`); the server moves stamina
 * forward by the time elapsed since.
 */
export const Honkai3rdNoteSnapshot = Type.Object({
  current_stamina: Count,
  max_stamina: Type.Integer({ minimum: 1 }),
  stamina_recover_time: Count,
  current_train_score: Count,
  max_train_score: Count,
  greedy_endless: Type.Object({
    ...SnapNoteMode,
    cur_reward: Count,
    max_reward: Count,
    level_icon: Opt(Type.String()),
  }),
  ultra_endless: Type.Object({
    ...SnapNoteMode,
    group_level: Count,
    challenge_score: Count,
    level_icon: Opt(Type.String()),
  }),
  battle_field: Type.Object({
    ...SnapNoteMode,
    cur_reward: Count,
    max_reward: Count,
    cur_sss_reward: Count,
    max_sss_reward: Count,
  }),
  god_war: Type.Object({ ...SnapNoteMode, cur_reward: Count, max_reward: Count }),
});
export type Honkai3rdNoteSnapshot = Static<typeof Honkai3rdNoteSnapshot>;
