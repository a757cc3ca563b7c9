import Type, { type Static } from 'typebox';
import { Url } from './common.js';
import { HkrpgSeason } from './hkrpg-challenge.js';
import { HkrpgStoryBuff } from './hkrpg-challenge-story.js';
import { HkrpgAvatarBrief, HkrpgPartialTime } from './hkrpg-common.js';
import { Count, Groups, NumStr, Opt, UnixSeconds } from './hkrpg-parts.js';
import { Fallback, SnapAvatar, SnapBuff, SnapFloor, SnapSeason } from './hkrpg-snapshot-parts.js';

/*
 * docs/reference/other-games.md#third-game-challenge-boss Apocalyptic Shadow (`challenge_boss`):
 * Memory of Chaos's season with both bosses (hkrpg-challenge.ts) and Pure Fiction's buffs
 * (hkrpg-challenge-story.ts).
 */

export const HkrpgBoss = Type.Object({ id: Type.Integer(), name_mi18n: Type.String(), icon: Url });
export type HkrpgBoss = Static<typeof HkrpgBoss>;

/** An Apocalyptic Shadow season: both halves' bosses must be objects (genshin.py rejects null). */
export const HkrpgBossSeason = Type.Object({
  ...Type.Omit(HkrpgSeason, ['upper_boss', 'lower_boss', 'tierce_boss']).properties,
  upper_boss: HkrpgBoss,
  lower_boss: HkrpgBoss,
  tierce_boss: Opt(Type.Union([HkrpgBoss, Type.Null()])),
});
export type HkrpgBossSeason = Static<typeof HkrpgBossSeason>;

export const HkrpgBossNode = Type.Object({
  /** Null on quick-cleared floors; both genshin.py versions accept that. */
  challenge_time: Type.Union([HkrpgPartialTime, Type.Null()]),
  avatars: Type.Array(HkrpgAvatarBrief),
  buff: Type.Union([HkrpgStoryBuff, Type.Null()]),
  /** The floor score is the sum of its nodes' scores. */
  score: NumStr,
  boss_defeated: Type.Boolean(),
});
export type HkrpgBossNode = Static<typeof HkrpgBossNode>;

/** An Apocalyptic Shadow floor; it has no `round_num`. */
export const HkrpgBossFloor = Type.Object({
  name: Type.String(),
  /** Stars 0–3 as a string ("3"): Starward parses it as one. */
  star_num: Type.String({ pattern: '^[0-3]$' }),
  maze_id: Type.Integer(),
  is_fast: Type.Boolean(),
  last_update_time: HkrpgPartialTime,
  node_1: HkrpgBossNode,
  node_2: HkrpgBossNode,
  node_3: Opt(Type.Union([HkrpgBossNode, Type.Null()])),
  extra_star_num: Opt(NumStr),
  is_tierce: Opt(Type.Boolean()),
});
export type HkrpgBossFloor = Static<typeof HkrpgBossFloor>;

/**
 * `data` of GET hkrpg/api/challenge_boss (docs/reference/other-games.md#third-game-challenge-boss).
 */
export const HkrpgChallengeBossData = Type.Object({
  star_num: Type.Integer({ minimum: 0, maximum: 12 }),
  extra_star_num: Opt(Count),
  max_floor: Type.String(),
  battle_num: Count,
  has_data: Type.Boolean(),
  all_floor_detail: Type.Array(HkrpgBossFloor),
  groups: Groups(HkrpgBossSeason),
  max_floor_id: Type.Integer(),
});
export type HkrpgChallengeBossData = Static<typeof HkrpgChallengeBossData>;

/* ------------------------------------------------------------------------------------------------
 * Stored snapshot (hkrpg-snapshot-parts.ts says what the stored snapshots hold).
 * ---------------------------------------------------------------------------------------------- */

const SnapBoss = Type.Object({ id: Type.Integer(), ...Fallback });

const SnapBossNode = Type.Object({
  /** Absent on quick-cleared floors (the payload's null). */
  challenge_time: Opt(UnixSeconds),
  avatars: Type.Array(SnapAvatar, { maxItems: 4 }),
  buff: Type.Union([SnapBuff, Type.Null()]),
  score: Count,
  boss_defeated: Type.Boolean(),
});

/** Apocalyptic Shadow (kind `hsr_challenge_boss`), one per season. */
export const HkrpgChallengeBossSnapshot = Type.Object({
  ...SnapSeason,
  star_num: Type.Integer({ minimum: 0, maximum: 12 }),
  upper_boss: SnapBoss,
  lower_boss: SnapBoss,
  tierce_boss: Opt(SnapBoss),
  floors: Type.Array(
    Type.Object({
      ...SnapFloor,
      star_num: Type.Integer({ minimum: 0, maximum: 3 }),
      last_update_time: UnixSeconds,
      node_1: SnapBossNode,
      node_2: SnapBossNode,
      node_3: Opt(SnapBossNode),
    }),
  ),
});
export type HkrpgChallengeBossSnapshot = Static<typeof HkrpgChallengeBossSnapshot>;
