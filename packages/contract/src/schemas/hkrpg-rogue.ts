import Type, { type Static } from 'typebox';
import { Url } from './common.js';
import { HkrpgAvatarBrief, HkrpgPartialTime } from './hkrpg-common.js';
import { Fallback, SnapAvatar } from './hkrpg-snapshot-parts.js';
import { Opt, Count, UnixSeconds } from './hkrpg-parts.js';

/* ------------------------------------------------------------------------------------------------
 * docs/reference/other-games.md#third-game-rogue rogue (Simulated Universe).
 * ---------------------------------------------------------------------------------------------- */

/** Blessing counts per path; path ids 120–127 [U]. */
export const HkrpgRogueBaseType = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  cnt: Count,
});

export const HkrpgRogueRun = Type.Object({
  /** World name. */
  name: Type.String(),
  finish_time: HkrpgPartialTime,
  score: Count,
  final_lineup: Type.Array(HkrpgAvatarBrief),
  base_type_list: Type.Array(HkrpgRogueBaseType),
  cached_avatars: Type.Array(HkrpgAvatarBrief),
  buffs: Type.Array(
    Type.Object({
      base_type: HkrpgRogueBaseType,
      items: Type.Array(
        Type.Object({
          id: Type.Integer(),
          name: Type.String(),
          is_evoluted: Type.Boolean(),
          rank: Type.Integer(),
        }),
      ),
    }),
  ),
  miracles: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), icon: Url })),
  difficulty: Type.Integer(),
  /** World number. */
  progress: Type.Integer(),
});
export type HkrpgRogueRun = Static<typeof HkrpgRogueRun>;

export const HkrpgRogueRecord = Type.Object({
  basic: Type.Object({
    id: Type.Integer(),
    finish_cnt: Count,
    schedule_begin: HkrpgPartialTime,
    schedule_end: HkrpgPartialTime,
    /** Read by one client only [U]. */
    current_rogue_score: Opt(Count),
    max_rogue_score: Opt(Count),
  }),
  records: Type.Array(HkrpgRogueRun),
  has_data: Type.Boolean(),
  /** Read by one client only [U]. */
  best_record: Opt(Type.Union([HkrpgRogueRun, Type.Null()])),
});
export type HkrpgRogueRecord = Static<typeof HkrpgRogueRecord>;

/** `data` of GET hkrpg/api/rogue (docs/reference/other-games.md#third-game-rogue). */
export const HkrpgRogueData = Type.Object({
  role: Type.Object({ nickname: Type.String(), server: Type.String(), level: Type.Integer() }),
  basic_info: Type.Object({
    unlocked_buff_num: Count,
    unlocked_miracle_num: Count,
    unlocked_skill_points: Count,
  }),
  current_record: HkrpgRogueRecord,
  last_record: HkrpgRogueRecord,
});
export type HkrpgRogueData = Static<typeof HkrpgRogueData>;

/* ------------------------------------------------------------------------------------------------
 * Stored snapshot (hkrpg-snapshot-parts.ts says what the stored snapshots hold).
 * ---------------------------------------------------------------------------------------------- */

const SnapRogueBaseType = Type.Object({ id: Type.Integer(), cnt: Count, name: Opt(Type.String()) });

/**
 * Simulated Universe (kind `hsr_rogue`), one per weekly period keyed by its id; `basic_info` is the
 * role's totals when the period was captured.
 */
export const HkrpgRogueSnapshot = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  begin_time: UnixSeconds,
  end_time: UnixSeconds,
  finish_cnt: Count,
  current_rogue_score: Opt(Count),
  max_rogue_score: Opt(Count),
  basic_info: Type.Object({
    unlocked_buff_num: Count,
    unlocked_miracle_num: Count,
    unlocked_skill_points: Count,
  }),
  records: Type.Array(
    Type.Object({
      /** World number; the world's name comes from the catalog. */
      progress: Type.Integer({ minimum: 1 }),
      name: Opt(Type.String()),
      difficulty: Count,
      score: Count,
      finish_time: UnixSeconds,
      final_lineup: Type.Array(SnapAvatar),
      cached_avatars: Type.Array(SnapAvatar),
      base_type_list: Type.Array(SnapRogueBaseType),
      buffs: Type.Array(
        Type.Object({
          base_type: SnapRogueBaseType,
          items: Type.Array(
            Type.Object({
              id: Type.Integer(),
              is_evoluted: Type.Boolean(),
              rank: Count,
              name: Opt(Type.String()),
            }),
          ),
        }),
      ),
      miracles: Type.Array(Type.Object({ id: Type.Integer(), ...Fallback })),
    }),
  ),
});
export type HkrpgRogueSnapshot = Static<typeof HkrpgRogueSnapshot>;
