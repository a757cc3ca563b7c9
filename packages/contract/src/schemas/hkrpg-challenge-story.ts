import Type, { type Static } from 'typebox';
import { Url } from './common.js';
import { HkrpgSeason } from './hkrpg-challenge.js';
import { HkrpgAvatarBrief, HkrpgPartialTime } from './hkrpg-common.js';
import { Count, Groups, NumStr, Opt, UnixSeconds } from './hkrpg-parts.js';
import { SnapAvatar, SnapBuff, SnapFloor, SnapSeason } from './hkrpg-snapshot-parts.js';

/*
 * docs/reference/other-games.md#third-game-challenge-story Pure Fiction (`challenge_story`); its
 * season is Memory of Chaos's (hkrpg-challenge.ts).
 */

/** A Pure Fiction or Apocalyptic Shadow buff; `simple_desc_mi18m` (sic) is newer. */
export const HkrpgStoryBuff = Type.Object({
  id: Type.Integer(),
  name_mi18n: Type.String(),
  desc_mi18n: Type.String(),
  icon: Url,
  simple_desc_mi18m: Opt(Type.String()),
});
export type HkrpgStoryBuff = Static<typeof HkrpgStoryBuff>;

/** A Pure Fiction half: quick-cleared floors have score "0", a null buff and no avatars. */
export const HkrpgStoryNode = Type.Object({
  challenge_time: HkrpgPartialTime,
  avatars: Type.Array(HkrpgAvatarBrief),
  buff: Type.Union([HkrpgStoryBuff, Type.Null()]),
  /** At most "40000" per half. */
  score: NumStr,
});
export type HkrpgStoryNode = Static<typeof HkrpgStoryNode>;

export const HkrpgStoryFloor = Type.Object({
  name: Type.String(),
  round_num: Count,
  star_num: Type.Integer({ minimum: 0, maximum: 3 }),
  maze_id: Type.Integer(),
  is_fast: Type.Boolean(),
  node_1: HkrpgStoryNode,
  node_2: HkrpgStoryNode,
  node_3: Opt(Type.Union([HkrpgStoryNode, Type.Null()])),
  extra_star_num: Opt(Count),
  is_tierce: Opt(Type.Boolean()),
});
export type HkrpgStoryFloor = Static<typeof HkrpgStoryFloor>;

/**
 * `data` of GET hkrpg/api/challenge_story
 * (docs/reference/other-games.md#third-game-challenge-story): Memory of Chaos without the top-level
 * schedule and times, which clients read from `groups`.
 */
export const HkrpgChallengeStoryData = Type.Object({
  star_num: Type.Integer({ minimum: 0, maximum: 12 }),
  extra_star_num: Opt(Count),
  max_floor: Type.String(),
  battle_num: Count,
  has_data: Type.Boolean(),
  all_floor_detail: Type.Array(HkrpgStoryFloor),
  groups: Groups(HkrpgSeason),
  max_floor_id: Type.Integer(),
});
export type HkrpgChallengeStoryData = Static<typeof HkrpgChallengeStoryData>;

/* ------------------------------------------------------------------------------------------------
 * Stored snapshot (hkrpg-snapshot-parts.ts says what the stored snapshots hold).
 * ---------------------------------------------------------------------------------------------- */

const SnapStoryNode = Type.Object({
  challenge_time: UnixSeconds,
  avatars: Type.Array(SnapAvatar, { maxItems: 4 }),
  buff: Type.Union([SnapBuff, Type.Null()]),
  score: Count,
});

/** Pure Fiction (kind `hsr_challenge_story`), one per season. */
export const HkrpgChallengeStorySnapshot = Type.Object({
  ...SnapSeason,
  star_num: Type.Integer({ minimum: 0, maximum: 12 }),
  floors: Type.Array(
    Type.Object({
      ...SnapFloor,
      round_num: Count,
      star_num: Type.Integer({ minimum: 0, maximum: 3 }),
      node_1: SnapStoryNode,
      node_2: SnapStoryNode,
      node_3: Opt(SnapStoryNode),
    }),
  ),
});
export type HkrpgChallengeStorySnapshot = Static<typeof HkrpgChallengeStorySnapshot>;
