import { PeriodId } from './history.js';
import Type, { type Static } from 'typebox';
import { DateTimeObject, RoleIdString, ServerId, Url } from './common.js';

export const SpiralAbyssQuery = Type.Object({
  role_id: RoleIdString,
  server: ServerId,
  /** 1 = the current period (the latest stored), 2 = the previous one. */
  schedule_type: Type.Optional(Type.Integer({ minimum: 1, maximum: 2 })),
  period: Type.Optional(PeriodId),
  lang: Type.Optional(Type.String({ maxLength: 16 })),
});

/**
 * A character of a rank list. `name` and `element` (in the request language) are Chronicle's
 * additions: clients name a character by `name` when present, and Chronicle's characters are in
 * no name table they could download.
 */
export const AbyssRank = Type.Object({
  avatar_id: Type.Integer(),
  avatar_icon: Url,
  value: Type.Integer(),
  rarity: Type.Integer(),
  name: Type.String(),
  element: Type.String(),
});

export const AbyssEnemy = Type.Object({ name: Type.String(), icon: Url, level: Type.Integer() });

export const AbyssBattle = Type.Object({
  index: Type.Integer(),
  timestamp: Type.String(),
  /** With `name` and `element` added, as in the rank lists. */
  avatars: Type.Array(
    Type.Object({
      id: Type.Integer(),
      icon: Url,
      level: Type.Integer(),
      rarity: Type.Integer(),
      name: Type.String(),
      element: Type.String(),
    }),
  ),
  settle_date_time: Type.Union([DateTimeObject, Type.Null()]),
});

export const AbyssChamber = Type.Object({
  index: Type.Integer(),
  star: Type.Integer(),
  max_star: Type.Integer(),
  battles: Type.Array(AbyssBattle),
  top_half_floor_monster: Type.Array(AbyssEnemy),
  bottom_half_floor_monster: Type.Array(AbyssEnemy),
});

export const AbyssFloor = Type.Object({
  index: Type.Integer(),
  icon: Url,
  is_unlock: Type.Boolean(),
  settle_time: Type.String(),
  star: Type.Integer(),
  max_star: Type.Integer(),
  levels: Type.Array(AbyssChamber),
  settle_date_time: Type.Union([DateTimeObject, Type.Null()]),
  ley_line_disorder: Type.Array(Type.String()),
  ley_line_disorder_upper: Type.Array(Type.String()),
  ley_line_disorder_lower: Type.Array(Type.String()),
});

const RankList = Type.Array(AbyssRank);

/** `data` of GET genshin/api/spiralAbyss (docs/reference/hoyolab-api.md#spiral-abyss). */
export const SpiralAbyssData = Type.Object({
  schedule_id: Type.Integer(),
  start_time: Type.String(),
  end_time: Type.String(),
  total_battle_times: Type.Integer(),
  total_win_times: Type.Integer(),
  max_floor: Type.String(),
  total_star: Type.Integer(),
  is_unlock: Type.Boolean(),
  reveal_rank: RankList,
  defeat_rank: RankList,
  damage_rank: RankList,
  take_damage_rank: RankList,
  normal_skill_rank: RankList,
  energy_skill_rank: RankList,
  floors: Type.Array(AbyssFloor),
  is_just_skipped_floor: Type.Boolean(),
  skipped_floor: Type.String(),
});
export type SpiralAbyssData = Static<typeof SpiralAbyssData>;

/* ------------------------------------------------------------------------------------------------
 * The stored snapshot (kind `spiral_abyss`, one per period keyed by schedule id). Language-neutral:
 * characters, enemies and ley-line disorders are catalog ids; names and icons are resolved at read
 * time. Display text may still be given by an importer replaying real payloads (used when the
 * catalog has no entry).
 * ---------------------------------------------------------------------------------------------- */

const Opt = Type.Optional;
const Count = Type.Integer({ minimum: 0 });
const UnixSeconds = Type.Integer({ minimum: 0 });

const SnapshotRank = Type.Object({
  avatar_id: Type.Integer({ minimum: 1 }),
  value: Count,
  rarity: Opt(Type.Integer()),
});
const SnapshotEnemy = Type.Object({
  id: Type.Integer(),
  level: Type.Integer({ minimum: 1, maximum: 200 }),
  name: Opt(Type.String()),
  icon: Opt(Type.String()),
});
const SnapshotRanks = Type.Array(SnapshotRank);

export const AbyssSnapshot = Type.Object({
  schedule_id: Type.Integer({ minimum: 1 }),
  start_time: UnixSeconds,
  end_time: UnixSeconds,
  total_battle_times: Count,
  total_win_times: Count,
  /** `"12-3"`; `"0-0"` before any floor is cleared. */
  max_floor: Type.String({ pattern: '^[0-9]{1,2}-[0-9]$' }),
  total_star: Count,
  is_unlock: Type.Boolean(),
  reveal_rank: SnapshotRanks,
  defeat_rank: SnapshotRanks,
  damage_rank: SnapshotRanks,
  take_damage_rank: SnapshotRanks,
  normal_skill_rank: SnapshotRanks,
  energy_skill_rank: SnapshotRanks,
  floors: Type.Array(
    Type.Object({
      index: Type.Integer({ minimum: 1, maximum: 12 }),
      settle_time: UnixSeconds,
      star: Type.Integer({ minimum: 0, maximum: 9 }),
      /** Catalog `ley_line` ids; `ley_line_disorder` texts are the fallback of an importer. */
      ley_lines: Opt(Type.Array(Type.Integer())),
      ley_line_disorder: Opt(Type.Array(Type.String())),
      levels: Type.Array(
        Type.Object({
          index: Type.Integer({ minimum: 1, maximum: 3 }),
          star: Type.Integer({ minimum: 0, maximum: 3 }),
          battles: Type.Array(
            Type.Object({
              index: Type.Integer({ minimum: 1, maximum: 2 }),
              timestamp: UnixSeconds,
              avatars: Type.Array(
                Type.Object({
                  id: Type.Integer({ minimum: 1 }),
                  level: Type.Integer({ minimum: 1, maximum: 100 }),
                  rarity: Opt(Type.Integer()),
                }),
              ),
            }),
          ),
          top_half_floor_monster: Opt(Type.Array(SnapshotEnemy)),
          bottom_half_floor_monster: Opt(Type.Array(SnapshotEnemy)),
        }),
      ),
    }),
  ),
  /** Floor skipped at the start of the period (`"9-3"`), when the role skipped. */
  skipped_floor: Opt(Type.String()),
});
export type AbyssSnapshot = Static<typeof AbyssSnapshot>;
