import { PeriodId } from './history.js';
import Type, { type Static } from 'typebox';
import type { SnapshotKind } from '../snapshot-kinds.js';
import { DateTimeObject, RoleIdLoose, RoleIdString, ServerId, Url } from './common.js';

/*
 * Trial of Dread (hard_challenge, docs/reference/hoyolab-api.md#hard-challenge), its popularity
 * ranking and achievements
 * (docs/reference/hoyolab-api.md#achievements): payload schemas and the language-neutral stored
 * snapshots (issue 4).
 */

const Opt = Type.Optional;
const Count = Type.Integer({ minimum: 0 });
const UnixSeconds = Type.Integer({ minimum: 0 });

export const HardChallengeQuery = Type.Object({
  role_id: RoleIdString,
  server: ServerId,
  /** genshin.py and Starward send `true`; accepted in any spelling, the detail is always included. */
  need_detail: Opt(Type.String({ maxLength: 8 })),
  /** Chronicle keeps every season: 1 = the latest stored (default), 2 = the one before. */
  schedule_type: Opt(Type.Integer({ minimum: 1, maximum: 2 })),
  period: Opt(PeriodId),
  lang: Opt(Type.String({ maxLength: 16 })),
});

export const HardChallengeBest = Type.Object({
  difficulty: Type.Integer({ minimum: 1, maximum: 6 }),
  second: Type.Integer(),
  icon: Type.String(),
});

export const HardChallengeTeamMember = Type.Object({
  avatar_id: Type.Integer(),
  name: Type.String(),
  element: Type.String(),
  image: Url,
  level: Type.Integer({ minimum: 1 }),
  rarity: Type.Integer(),
  /** Constellation. */
  rank: Type.Integer(),
});

/**
 * A best character of a boss. `name` and `element` (in the request language) are Chronicle's
 * additions, always sent by Chronicle and absent from HoYoLAB's answers: clients name a character
 * by `name` when present, and Chronicle's characters are in no name table they could download
 * (docs/CLIENTS.md).
 */
export const HardChallengeBestAvatar = Type.Object({
  avatar_id: Type.Integer(),
  side_icon: Url,
  dps: Type.String(),
  /** 1 = strongest single hit, 2 = highest total damage. */
  type: Type.Union([Type.Literal(1), Type.Literal(2)]),
  name: Opt(Type.String()),
  element: Opt(Type.String()),
});

export const HardChallengeMonster = Type.Object({
  monster_id: Type.Integer(),
  name: Type.String(),
  level: Type.Integer(),
  icon: Url,
  /** Five lines of Unity rich text; unused ones are "". */
  desc: Type.Array(Type.String()),
  /** type 1 = advantage, 0 = disadvantage; desc holds `{SPRITE_PRESET#1100x}` element sprites. */
  tags: Type.Array(Type.Object({ type: Type.Integer(), desc: Type.String() })),
});

export const HardChallengeChallenge = Type.Object({
  name: Type.String(),
  second: Type.Integer(),
  teams: Type.Array(HardChallengeTeamMember),
  best_avatar: Type.Array(HardChallengeBestAvatar),
  monster: HardChallengeMonster,
});

export const HardChallengeMode = Type.Object({
  best: Type.Union([HardChallengeBest, Type.Null()]),
  challenge: Type.Array(HardChallengeChallenge),
  has_data: Type.Boolean(),
});

export const HardChallengeSeason = Type.Object({
  schedule: Type.Object({
    schedule_id: Type.String(),
    start_time: Type.String(),
    end_time: Type.String(),
    start_date_time: Type.Union([DateTimeObject, Type.Null()]),
    end_date_time: Type.Union([DateTimeObject, Type.Null()]),
    is_valid: Type.Boolean(),
    name: Type.String(),
  }),
  single: HardChallengeMode,
  mp: HardChallengeMode,
  blings: Type.Array(
    Type.Object({
      avatar_id: Type.Integer(),
      name: Type.String(),
      element: Type.String(),
      image: Url,
      rarity: Type.Integer(),
      is_plus: Type.Boolean(),
    }),
  ),
});
export type HardChallengeSeason = Static<typeof HardChallengeSeason>;

/** `data` of GET genshin/api/hard_challenge: the season, then the real API's empty placeholder. */
export const HardChallengeData = Type.Object({
  data: Type.Array(HardChallengeSeason),
  is_unlock: Type.Boolean(),
  links: Type.Object({ lineup_link: Type.String(), play_link: Type.String() }),
});
export type HardChallengeData = Static<typeof HardChallengeData>;

export const HardChallengePopularityQuery = Type.Object({
  /** A stored season; the newest season any public role has stored when omitted. */
  schedule_id: Opt(Type.String({ pattern: '^[0-9]{1,12}$' })),
  lang: Opt(Type.String({ maxLength: 16 })),
});

export const PopularAvatar = Type.Object({
  avatar_id: Type.Integer(),
  name: Type.String(),
  element: Type.String(),
  side_icon: Url,
  rarity: Type.Integer(),
  /** Public roles that fielded the character in this season (any boss, solo or co-op). */
  count: Type.Integer(),
  /** count ÷ roles of the season, in percent with one decimal. */
  rate: Type.Number(),
});

/** `data` of GET genshin/api/hard_challenge/popularity (Chronicle's design, same style). */
export const HardChallengePopularityData = Type.Object({
  schedule_id: Type.String(),
  /** Public roles with a record of the season: the sample every rate is relative to. */
  total: Type.Integer(),
  avatar_list: Type.Array(PopularAvatar),
  monster_list: Type.Array(
    Type.Object({
      monster_id: Type.Integer(),
      name: Type.String(),
      icon: Url,
      total: Type.Integer(),
      avatar_list: Type.Array(PopularAvatar),
    }),
  ),
});
export type HardChallengePopularityData = Static<typeof HardChallengePopularityData>;

export const AchievementBody = Type.Object({ role_id: RoleIdLoose, server: ServerId });

/**
 * `data` of POST genshin/api/achievement (docs/reference/hoyolab-api.md#achievements): progress per
 * category.
 */
export const AchievementData = Type.Object({
  achievement_num: Type.Integer(),
  list: Type.Array(
    Type.Object({
      id: Type.String(),
      name: Type.String(),
      icon: Url,
      finish_num: Type.Integer(),
      percentage: Type.Integer(),
      show_percent: Type.Boolean(),
    }),
  ),
});
export type AchievementData = Static<typeof AchievementData>;

/* ------------------------------------------------------------------------------------------------
 * Stored snapshots. `hard_challenge` is periodic (keyed by schedule id); characters, bosses and the
 * season title are catalog ids, resolved in the request language at read time.
 * ---------------------------------------------------------------------------------------------- */

const SnapshotChallenge = Type.Object({
  second: Count,
  teams: Type.Array(
    Type.Object({
      avatar_id: Type.Integer({ minimum: 1 }),
      level: Type.Integer({ minimum: 1, maximum: 100 }),
      rank: Type.Integer({ minimum: 0, maximum: 6 }),
    }),
  ),
  best_avatar: Type.Array(
    Type.Object({
      avatar_id: Type.Integer({ minimum: 1 }),
      dps: Count,
      type: Type.Union([Type.Literal(1), Type.Literal(2)]),
    }),
  ),
  monster: Type.Object({
    /** Catalog `monster` id: name, icon, `desc_1`…`desc_5` and the tag words come from there. */
    monster_id: Type.Integer({ minimum: 1 }),
    level: Type.Integer({ minimum: 1, maximum: 200 }),
    /** Element sprite ids (11001…11007) the boss is weak to (type 1) or resists (type 0). */
    tags: Opt(
      Type.Array(
        Type.Object({
          type: Type.Union([Type.Literal(0), Type.Literal(1)]),
          sprite: Type.Integer({ minimum: 11001, maximum: 11099 }),
        }),
      ),
    ),
  }),
});

const SnapshotMode = Type.Object({
  best: Type.Union([
    Type.Object({ difficulty: Type.Integer({ minimum: 1, maximum: 6 }), second: Count }),
    Type.Null(),
  ]),
  challenge: Type.Array(SnapshotChallenge),
});

export const HardChallengeSnapshot = Type.Object({
  schedule_id: Type.String({ pattern: '^[1-9][0-9]{0,11}$' }),
  start_time: UnixSeconds,
  end_time: UnixSeconds,
  /** Catalog `hard_challenge_season` id of the season title; `name` is an importer's fallback. */
  season_id: Opt(Type.Integer()),
  name: Opt(Type.String()),
  single: SnapshotMode,
  mp: SnapshotMode,
});
export type HardChallengeSnapshot = Static<typeof HardChallengeSnapshot>;

/** Achievements: finished count per catalog `achievement_category` (its name, icon and total). */
export const AchievementSnapshot = Type.Object({
  categories: Type.Array(
    Type.Object({
      id: Type.Integer({ minimum: 1 }),
      finish_num: Count,
      /** Achievements in the category when captured; the catalog's `total` attribute otherwise. */
      total: Opt(Type.Integer({ minimum: 1 })),
    }),
  ),
});
export type AchievementSnapshot = Static<typeof AchievementSnapshot>;

/** Snapshot kinds of this feature, merged into SNAPSHOT_KINDS. */
export const HARD_CHALLENGE_KINDS = {
  hard_challenge: { schema: HardChallengeSnapshot, periodic: true, games: [2] },
  achievement: { schema: AchievementSnapshot, periodic: false, games: [2] },
} as const satisfies Record<string, SnapshotKind>;
