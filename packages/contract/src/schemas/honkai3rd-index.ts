import Type, { type Static } from 'typebox';
import { Url } from './common.js';
import {
  AbyssLevel,
  Area,
  ArenaRank,
  Count,
  NumStr,
  OldAbyssType,
  Opt,
  PercentStr,
  RankLetter,
  RankLetterOrUnknown,
} from './honkai3rd-parts.js';

/* ------------------------------------------------------------------------------------------------
 * docs/reference/other-games.md#second-game-index index.
 * ---------------------------------------------------------------------------------------------- */

/** Superstring summary (level ≥ 81); its tier is `battle_field_area` and its score `abyss_score`. */
export const Honkai3rdNewAbyss = Type.Object({ level: AbyssLevel, cup_number: Count });

/** Old abyss summary (level ≤ 80). */
export const Honkai3rdOldAbyss = Type.Object({
  level_of_quantum: RankLetterOrUnknown,
  level_of_ow: RankLetterOrUnknown,
  latest_type: OldAbyssType,
  latest_level: RankLetter,
  latest_area: Area,
  level_of_greedy: Opt(RankLetterOrUnknown),
});

const StatsFields = {
  active_day_number: Count,
  achievement_number: Count,
  armor_number: Count,
  sss_armor_number: Count,
  stigmata_number: Count,
  five_star_stigmata_number: Count,
  weapon_number: Count,
  five_star_weapon_number: Count,
  suit_number: Count,
  /** "" counts as 0. */
  battle_field_ranking_percentage: Type.Union([PercentStr, Type.Literal('')]),
  battle_field_rank: ArenaRank,
  battle_field_score: Count,
  battle_field_area: Area,
  abyss_score: Count,
  god_war_max_punish_level: Count,
  god_war_extra_item_number: Count,
  god_war_max_challenge_score: Count,
  god_war_max_challenge_level: Count,
  god_war_max_level_avatar_number: Count,
  god_war_max_support_point: Count,
  abyss_floor: Count,
  explore_score: Count,
  explore_score_sum: Count,
};

/**
 * Flat counters with exactly one of `new_abyss` or `old_abyss`: genshin.py unpacks whichever key is
 * present (`new_abyss` wins when both are) and fails on null or on neither, so the other key is left
 * out rather than sent as null.
 */
export const Honkai3rdStats = Type.Union([
  Type.Object({ ...StatsFields, new_abyss: Honkai3rdNewAbyss, old_abyss: Opt(Type.Never()) }),
  Type.Object({ ...StatsFields, old_abyss: Honkai3rdOldAbyss, new_abyss: Opt(Type.Never()) }),
]);
export type Honkai3rdStats = Static<typeof Honkai3rdStats>;

/** Play-style radar (0–100 each) and the overall rating such as "S". */
export const Honkai3rdPreference = Type.Object({
  abyss: Count,
  main_line: Count,
  battle_field: Count,
  open_world: Count,
  community: Count,
  comprehensive_score: Count,
  comprehensive_rating: Type.String(),
  god_war: Count,
  is_god_war_unlock: Type.Boolean(),
});
export type Honkai3rdPreference = Static<typeof Honkai3rdPreference>;

/** `data` of GET honkai3rd/api/index (docs/reference/other-games.md#second-game-index). */
export const Honkai3rdIndexData = Type.Object({
  role: Type.Object({
    /** Capitalized as the real API sends it; genshin.py aliases it as `icon`. */
    AvatarUrl: Url,
    nickname: Type.String(),
    region: Type.String(),
    /** Captain level. */
    level: Type.Integer(),
    role_id: Opt(NumStr),
    game_head_icon: Opt(Url),
  }),
  stats: Honkai3rdStats,
  preference: Honkai3rdPreference,
  head_background: Url,
});
export type Honkai3rdIndexData = Static<typeof Honkai3rdIndexData>;

/* ------------------------------------------------------------------------------------------------
 * Stored snapshot (honkai3rd-snapshot-parts.ts says what the stored snapshots hold).
 * ---------------------------------------------------------------------------------------------- */

/** Index (kind `bh3_index`): the captain and the counters, already language-neutral. */
export const Honkai3rdIndexSnapshot = Type.Object({
  role: Type.Object({
    nickname: Type.String({ minLength: 1, maxLength: 32 }),
    level: Type.Integer({ minimum: 1, maximum: 100 }),
    /** `AvatarUrl`. */
    avatar_url: Opt(Type.String()),
    game_head_icon: Opt(Type.String()),
  }),
  stats: Honkai3rdStats,
  preference: Honkai3rdPreference,
  head_background: Opt(Type.String()),
});
export type Honkai3rdIndexSnapshot = Static<typeof Honkai3rdIndexSnapshot>;
