import Type, { type Static } from 'typebox';
import type { SnapshotKind } from '../snapshot-kinds.js';
import { DateTimeObject, RoleBody, RoleIdString, ServerId, Url } from './common.js';

/*
 * Masquerade Stage (role_combat, char_master): payload schemas
 * (docs/reference/hoyolab-api.md#role-combat, docs/reference/hoyolab-api.md#char-master) and the
 * language-neutral stored snapshots (issue 4).
 */

const Opt = Type.Optional;
const Count = Type.Integer({ minimum: 0 });
const UnixSeconds = Type.Integer({ minimum: 0 });
/** genshin.py fails validation outside 0–4 (0 unknown, 1 easy, 2 normal, 3 hard, 4 visionary). */
const DifficultyId = Type.Integer({ minimum: 0, maximum: 4 });
/** 1 own, 2 trial, 3 support (borrowed); genshin.py accepts nothing else. */
const AvatarType = Type.Integer({ minimum: 1, maximum: 3 });

/** `GET genshin/api/role_combat`; `schedule_type` is what genshin.py ≤ 2024 still sends (ignored). */
export const RoleCombatQuery = Type.Object({
  role_id: RoleIdString,
  server: ServerId,
  need_detail: Opt(Type.Boolean()),
  schedule_type: Opt(Type.Integer({ minimum: 1, maximum: 2 })),
  lang: Opt(Type.String({ maxLength: 16 })),
});

export const RoleCombatStat = Type.Object({
  difficulty_id: DifficultyId,
  max_round_id: Type.Integer(),
  heraldry: Type.Integer(),
  get_medal_round_list: Type.Array(Type.Integer({ minimum: 0, maximum: 1 })),
  medal_num: Type.Integer(),
  coin_num: Type.Integer(),
  avatar_bonus_num: Type.Integer(),
  rent_cnt: Type.Integer(),
  tarot_finished_cnt: Type.Integer(),
});

export const RoleCombatSchedule = Type.Object({
  start_time: Type.String(),
  end_time: Type.String(),
  schedule_type: Type.Integer(),
  schedule_id: Type.Integer(),
  start_date_time: Type.Union([DateTimeObject, Type.Null()]),
  end_date_time: Type.Union([DateTimeObject, Type.Null()]),
});

export const TheaterAvatar = Type.Object({
  avatar_id: Type.Integer(),
  avatar_type: AvatarType,
  name: Type.String(),
  element: Type.String(),
  image: Url,
  level: Type.Integer(),
  rarity: Type.Integer(),
});

export const TheaterBuff = Type.Object({
  id: Type.Integer(),
  icon: Url,
  name: Type.String(),
  desc: Type.String(),
  is_enhanced: Type.Boolean(),
});

/**
 * A character of the battle statistics. `name` and `element` (in the request language) are
 * Chronicle's additions, always sent by Chronicle and absent from HoYoLAB's answers: clients name a
 * character by `name` when present, and Chronicle's characters are in no name table they could
 * download (docs/CLIENTS.md).
 */
export const TheaterStatAvatar = Type.Object({
  avatar_id: Type.Integer(),
  avatar_icon: Url,
  value: Type.String(),
  rarity: Type.Integer(),
  name: Opt(Type.String()),
  element: Opt(Type.String()),
});

export const TheaterSplendour = Type.Object({
  summary: Type.Object({ total_level: Type.Integer(), desc: Type.String() }),
  buffs: Type.Array(
    Type.Object({
      name: Type.String(),
      icon: Url,
      level: Type.Integer(),
      level_effect: Type.Array(
        Type.Object({ icon: Url, name: Type.String(), desc: Type.String() }),
      ),
    }),
  ),
});

export const TheaterAct = Type.Object({
  round_id: Type.Integer(),
  is_get_medal: Type.Boolean(),
  finish_time: Type.String(),
  finish_date_time: Type.Union([DateTimeObject, Type.Null()]),
  avatars: Type.Array(TheaterAvatar),
  choice_cards: Type.Array(TheaterBuff),
  buffs: Type.Array(TheaterBuff),
  enemies: Type.Array(Type.Object({ name: Type.String(), icon: Url, level: Type.Integer() })),
  splendour_buff: Type.Union([TheaterSplendour, Type.Null()]),
  is_tarot: Type.Boolean(),
  tarot_serial_no: Type.Integer(),
});

const NullableStat = Type.Union([TheaterStatAvatar, Type.Null()]);

export const RoleCombatDetail = Type.Object({
  rounds_data: Type.Array(TheaterAct),
  detail_stat: RoleCombatStat,
  backup_avatars: Type.Array(TheaterAvatar),
  lineup_link: Type.String(),
  /** Sic: the real key is misspelt and clients read it that way. */
  fight_statisic: Type.Object({
    max_defeat_avatar: NullableStat,
    max_damage_avatar: NullableStat,
    max_take_damage_avatar: NullableStat,
    total_coin_consumed: NullableStat,
    shortest_avatar_list: Type.Array(TheaterStatAvatar),
    total_use_time: Type.Integer(),
    is_show_battle_stats: Type.Boolean(),
  }),
});

export const RoleCombatSeason = Type.Object({
  stat: RoleCombatStat,
  schedule: RoleCombatSchedule,
  has_data: Type.Boolean(),
  has_detail_data: Type.Boolean(),
  detail: Type.Union([RoleCombatDetail, Type.Null()]),
});

/**
 * `data` of GET genshin/api/role_combat (docs/reference/hoyolab-api.md#role-combat): every stored
 * season, newest first.
 */
export const RoleCombatData = Type.Object({
  data: Type.Array(RoleCombatSeason),
  is_unlock: Type.Boolean(),
  links: Type.Object({
    lineup_link: Type.String(),
    lineup_link_pc: Type.String(),
    strategy_link: Type.String(),
    lineup_publish_link: Type.String(),
    lineup_publish_link_pc: Type.String(),
  }),
});
export type RoleCombatData = Static<typeof RoleCombatData>;
export type RoleCombatSeason = Static<typeof RoleCombatSeason>;
export type TheaterAct = Static<typeof TheaterAct>;
export type TheaterBuff = Static<typeof TheaterBuff>;

/** `GET genshin/api/char_master` (docs/reference/hoyolab-api.md#char-master). */
export const CharMasterQuery = Type.Object({
  role_id: RoleIdString,
  server: ServerId,
  lang: Opt(Type.String({ maxLength: 16 })),
});
export const CharMasterData = Type.Object({
  list: Type.Array(
    Type.Object({
      avatar_id: Type.Integer(),
      name: Type.String(),
      icon: Url,
      /** 1 locked, 2 unlocked, 3 completed. */
      status: Type.Integer({ minimum: 1, maximum: 3 }),
      has_red_dot: Type.Boolean(),
      level_id: Type.Integer(),
    }),
  ),
});
export type CharMasterData = Static<typeof CharMasterData>;

/** `POST genshin/api/char_master/red_dot/cancel`: one avatar's red dot, or all when none given. */
export const CharMasterRedDotBody = Type.Object({
  ...RoleBody.properties,
  avatar_id: Opt(Type.Integer({ minimum: 1 })),
});

/* ------------------------------------------------------------------------------------------------
 * Stored snapshots. Characters, enemies, cards and buffs are catalog ids (names, icons and texts
 * resolved at read time); `name`/`desc`/`icon` are the fallback of an importer replaying payloads.
 * ---------------------------------------------------------------------------------------------- */

const SnapAvatar = Type.Object({
  avatar_id: Type.Integer({ minimum: 1 }),
  avatar_type: AvatarType,
  level: Type.Integer({ minimum: 1, maximum: 100 }),
  rarity: Opt(Type.Integer()),
});
const SnapBuff = Type.Object({
  id: Type.Integer(),
  is_enhanced: Type.Boolean(),
  name: Opt(Type.String()),
  desc: Opt(Type.String()),
  icon: Opt(Type.String()),
});
const SnapStat = Type.Object({
  avatar_id: Type.Integer({ minimum: 1 }),
  value: Type.String({ maxLength: 32 }),
});

export const RoleCombatSnapshot = Type.Object({
  schedule_id: Type.Integer({ minimum: 1 }),
  start_time: UnixSeconds,
  end_time: UnixSeconds,
  is_unlock: Type.Boolean(),
  stat: Type.Object({
    difficulty_id: DifficultyId,
    max_round_id: Type.Integer({ minimum: 0, maximum: 10 }),
    heraldry: Count,
    get_medal_round_list: Type.Array(Type.Integer({ minimum: 0, maximum: 1 }), { maxItems: 10 }),
    medal_num: Count,
    coin_num: Count,
    avatar_bonus_num: Count,
    rent_cnt: Count,
    tarot_finished_cnt: Opt(Count),
  }),
  rounds: Opt(
    Type.Array(
      Type.Object({
        round_id: Type.Integer({ minimum: 0, maximum: 10 }),
        is_get_medal: Type.Boolean(),
        finish_time: UnixSeconds,
        avatars: Type.Array(SnapAvatar),
        choice_cards: Type.Array(SnapBuff),
        buffs: Type.Array(SnapBuff),
        enemies: Type.Array(
          Type.Object({
            id: Type.Integer(),
            level: Type.Integer({ minimum: 1, maximum: 200 }),
            name: Opt(Type.String()),
            icon: Opt(Type.String()),
          }),
        ),
        splendour: Opt(
          Type.Object({
            total_level: Count,
            buffs: Type.Array(Type.Object({ id: Type.Integer(), level: Count })),
          }),
        ),
        is_tarot: Opt(Type.Boolean()),
        tarot_serial_no: Opt(Count),
      }),
    ),
  ),
  backup_avatars: Opt(Type.Array(SnapAvatar)),
  fight: Opt(
    Type.Object({
      max_defeat: Opt(SnapStat),
      max_damage: Opt(SnapStat),
      max_take_damage: Opt(SnapStat),
      total_coin_consumed: Opt(SnapStat),
      shortest: Opt(Type.Array(SnapStat)),
      total_use_time: Count,
    }),
  ),
});
export type RoleCombatSnapshot = Static<typeof RoleCombatSnapshot>;

export const CharMasterSnapshot = Type.Object({
  list: Type.Array(
    Type.Object({
      avatar_id: Type.Integer({ minimum: 1 }),
      status: Type.Integer({ minimum: 1, maximum: 3 }),
      has_red_dot: Type.Boolean(),
      level_id: Count,
    }),
  ),
});
export type CharMasterSnapshot = Static<typeof CharMasterSnapshot>;

/** Snapshot kinds of this feature, merged into SNAPSHOT_KINDS. */
export const ROLE_COMBAT_KINDS = {
  role_combat: { schema: RoleCombatSnapshot, periodic: true, games: [2] },
  char_master: { schema: CharMasterSnapshot, periodic: false, games: [2] },
} as const satisfies Record<string, SnapshotKind>;
