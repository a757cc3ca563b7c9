import Type, { type Static } from 'typebox';
import { HkrpgAvatarBrief, HkrpgPartialTime } from './hkrpg-common.js';
import { Count, Groups, Opt, UnixSeconds } from './hkrpg-parts.js';
import { SnapAvatar, SnapFloor, SnapSeason } from './hkrpg-snapshot-parts.js';

/* ------------------------------------------------------------------------------------------------
 * docs/reference/other-games.md#third-game-challenge,
 * docs/reference/other-games.md#third-game-challenge-story,
 * docs/reference/other-games.md#third-game-challenge-boss endgame modes: Memory of Chaos
 * (`challenge`), Pure Fiction (`challenge_story`) and Apocalyptic Shadow (`challenge_boss`).
 * ---------------------------------------------------------------------------------------------- */

/**
 * A season in `groups`. Seen statuses are "Running", "End" and "New"; newer Memory of Chaos and
 * Pure Fiction payloads carry null bosses, which only Apocalyptic Shadow fills.
 */
export const HkrpgSeason = Type.Object({
  schedule_id: Type.Integer(),
  begin_time: HkrpgPartialTime,
  end_time: HkrpgPartialTime,
  status: Type.String(),
  name_mi18n: Type.String(),
  upper_boss: Opt(Type.Null()),
  lower_boss: Opt(Type.Null()),
  tierce_boss: Opt(Type.Null()),
});
export type HkrpgSeason = Static<typeof HkrpgSeason>;

export const HkrpgChallengeNode = Type.Object({
  challenge_time: HkrpgPartialTime,
  /** `[]` on quick-cleared floors. */
  avatars: Type.Array(HkrpgAvatarBrief),
});
export type HkrpgChallengeNode = Static<typeof HkrpgChallengeNode>;

/** A Memory of Chaos floor. `node_1` and `node_2` are objects even on quick-cleared floors. */
export const HkrpgChallengeFloor = Type.Object({
  name: Type.String(),
  /** Cycles used over both halves; 0 on quick-cleared floors. */
  round_num: Count,
  star_num: Type.Integer({ minimum: 0, maximum: 3 }),
  node_1: HkrpgChallengeNode,
  node_2: HkrpgChallengeNode,
  node_3: Opt(Type.Union([HkrpgChallengeNode, Type.Null()])),
  /** Memory of Chaos rather than the older Forgotten Hall "memory". */
  is_chaos: Type.Boolean(),
  /** Floor id, such as 4312 (season 43, floor 12). */
  maze_id: Type.Integer(),
  is_fast: Type.Boolean(),
  extra_star_num: Opt(Count),
  is_tierce: Opt(Type.Boolean()),
});
export type HkrpgChallengeFloor = Static<typeof HkrpgChallengeFloor>;

/** `data` of GET hkrpg/api/challenge (docs/reference/other-games.md#third-game-challenge). */
export const HkrpgChallengeData = Type.Object({
  schedule_id: Type.Integer(),
  /** Required by the 2024 genshin.py. */
  begin_time: HkrpgPartialTime,
  end_time: HkrpgPartialTime,
  star_num: Type.Integer({ minimum: 0, maximum: 36 }),
  extra_star_num: Opt(Count),
  /** Name of the furthest floor, such as "Lupine Moon-Devourer (XII)". */
  max_floor: Type.String(),
  battle_num: Count,
  has_data: Type.Boolean(),
  /** Null when `need_all=true`, which every known client sends. */
  max_floor_detail: Type.Union([HkrpgChallengeFloor, Type.Null()]),
  /** Highest floor first. */
  all_floor_detail: Type.Array(HkrpgChallengeFloor),
  /** Not [gpy-req], but every recorded answer has it (the doc's example does too). */
  max_floor_id: Type.Integer(),
  groups: Groups(HkrpgSeason),
});
export type HkrpgChallengeData = Static<typeof HkrpgChallengeData>;

/* ------------------------------------------------------------------------------------------------
 * Stored snapshot (hkrpg-snapshot-parts.ts says what the stored snapshots hold).
 * ---------------------------------------------------------------------------------------------- */

const SnapChallengeNode = Type.Object({
  challenge_time: UnixSeconds,
  avatars: Type.Array(SnapAvatar, { maxItems: 4 }),
});

/** Memory of Chaos (kind `hsr_challenge`), one per season; floors highest first. */
export const HkrpgChallengeSnapshot = Type.Object({
  ...SnapSeason,
  star_num: Type.Integer({ minimum: 0, maximum: 36 }),
  floors: Type.Array(
    Type.Object({
      ...SnapFloor,
      round_num: Count,
      star_num: Type.Integer({ minimum: 0, maximum: 3 }),
      is_chaos: Type.Boolean(),
      node_1: SnapChallengeNode,
      node_2: SnapChallengeNode,
      node_3: Opt(SnapChallengeNode),
    }),
  ),
});
export type HkrpgChallengeSnapshot = Static<typeof HkrpgChallengeSnapshot>;
