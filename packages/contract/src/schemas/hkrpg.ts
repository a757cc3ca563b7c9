import { PeriodId } from './history.js';
import Type, { type Static } from 'typebox';
import type { SnapshotKind } from '../snapshot-kinds.js';
import { RoleQuery, Url } from './common.js';

/*
 * Stellar Transit (game id 6, API family `hkrpg`): the payloads of OTHER-GAMES §3 as real clients
 * parse them, the queries of those endpoints, and the language-neutral stored snapshots.
 *
 * Which fields are required: every [gpy-req] field, and every field the doc's examples carry (the
 * doc asks servers to send "(new)" fields too, and an optional key would let the serializer drop
 * them silently). Fields the doc calls optional, or marks [U] without showing them in an example,
 * are optional. Numbers the real API sends as strings (`score`, Apocalyptic Shadow `star_num`) are
 * strings of digits here, so a server cannot answer with the JSON type clients do not expect.
 */

const Opt = Type.Optional;
const Count = Type.Integer({ minimum: 0 });
const UnixSeconds = Type.Integer({ minimum: 0 });
/** A number sent as a JSON string of digits (the doc's `numstr`), such as `"25360"`. */
const NumStr = Type.String({ pattern: '^[0-9]+$' });
/**
 * Flags clients send as `true` (`need_all`, `need_wiki`, `need_detail`) or `1`/empty (`isPrev`);
 * accepted in every spelling, like `need_detail` on the main game.
 */
const Flag = Type.String({ maxLength: 8 });

/* ------------------------------------------------------------------------------------------------
 * Queries (OTHER-GAMES §0.3, §3): every call carries `role_id` and `server`.
 * ---------------------------------------------------------------------------------------------- */

/** `index`, `role/basicInfo` and `note` take the common pair only, as the main game's calls do. */
export const HkrpgRoleQuery = RoleQuery;

/**
 * `avatar/info`: genshin.py always sends `need_wiki=true`; MehrakBot adds `id_list[]` [U]. A query
 * string gives one id as a string and a repeated key as a list of strings, so both are accepted.
 */
export const HkrpgAvatarInfoQuery = Type.Object({
  ...HkrpgRoleQuery.properties,
  need_wiki: Opt(Flag),
  'id_list[]': Opt(Type.Union([NumStr, Type.Array(NumStr, { maxItems: 200 })])),
});

/**
 * `challenge`, `challenge_story` and `challenge_boss`: `schedule_type` 1 is the current season and
 * 2 the previous one; `need_all=true` asks for every floor; Starward adds `isPrev` [U].
 */
export const HkrpgChallengeQuery = Type.Object({
  ...HkrpgRoleQuery.properties,
  schedule_type: Opt(Type.Integer({ minimum: 1, maximum: 2 })),
  period: Opt(PeriodId),
  need_all: Opt(Flag),
  isPrev: Opt(Flag),
});

/**
 * `rogue`: genshin.py and Starward send `schedule_type=3` (the current and the last period
 * together); 1 and 2 by analogy with the endgame modes [U].
 */
export const HkrpgRogueQuery = Type.Object({
  ...HkrpgRoleQuery.properties,
  schedule_type: Opt(Type.Integer({ minimum: 1, maximum: 3 })),
  need_detail: Opt(Flag),
});

/* ------------------------------------------------------------------------------------------------
 * Shared objects (OTHER-GAMES §0.4, §3 "Shared objects").
 * ---------------------------------------------------------------------------------------------- */

/** Server-local wall-clock time; genshin.py needs the five fields, Starward also reads `second`. */
export const HkrpgPartialTime = Type.Object({
  year: Type.Integer(),
  month: Type.Integer({ minimum: 1, maximum: 12 }),
  day: Type.Integer({ minimum: 1, maximum: 31 }),
  hour: Type.Integer({ minimum: 0, maximum: 23 }),
  minute: Type.Integer({ minimum: 0, maximum: 59 }),
  second: Opt(Type.Integer({ minimum: 0, maximum: 59 })),
});
export type HkrpgPartialTime = Static<typeof HkrpgPartialTime>;

export const HKRPG_ELEMENTS = [
  'physical',
  'fire',
  'ice',
  'lightning',
  'wind',
  'quantum',
  'imaginary',
] as const;
/** Element names are lowercase English in every language. */
export const HkrpgElement = Type.Enum(HKRPG_ELEMENTS);
export type HkrpgElement = Static<typeof HkrpgElement>;

/** Element bit flags as seen in data (fire's 2 is inferred). */
export const HKRPG_ELEMENT_IDS: Record<HkrpgElement, number> = {
  physical: 1,
  fire: 2,
  ice: 4,
  lightning: 8,
  wind: 16,
  quantum: 32,
  imaginary: 64,
};

/**
 * Path (`base_type`) 1–8: Destruction, The Hunt, Erudition, Harmony, Nihility, Preservation,
 * Abundance, Remembrance. Both genshin.py versions reject 9 (Elation) in `avatar/info` and the 2024
 * one also rejects 8, so a server must not send 9 there.
 */
export const HkrpgBaseType = Type.Integer({ minimum: 1, maximum: 8 });
/** Eidolons unlocked. */
const Eidolon = Type.Integer({ minimum: 0, maximum: 6 });
/** Only 4 and 5 star characters exist. */
const AvatarRarity = Type.Integer({ minimum: 4, maximum: 5 });

/** A character in endgame lineups and Simulated Universe runs; every field is [gpy-req]. */
export const HkrpgAvatarBrief = Type.Object({
  id: Type.Integer(),
  level: Type.Integer(),
  icon: Url,
  rarity: AvatarRarity,
  element: HkrpgElement,
  rank: Eidolon,
});
export type HkrpgAvatarBrief = Static<typeof HkrpgAvatarBrief>;

/** An equipped light cone; genshin.py fills its `wiki` from `equip_wiki`, the server never sends it. */
export const HkrpgLightCone = Type.Object({
  id: Type.Integer(),
  level: Type.Integer(),
  /** Superimposition 1–5. */
  rank: Type.Integer({ minimum: 1, maximum: 5 }),
  name: Type.String(),
  desc: Type.String(),
  icon: Url,
  rarity: Type.Integer(),
});
export type HkrpgLightCone = Static<typeof HkrpgLightCone>;

/* ------------------------------------------------------------------------------------------------
 * §3.1 index and §3.2 role/basicInfo.
 * ---------------------------------------------------------------------------------------------- */

const LinkPair = Type.Object({ link: Url, backup_link: Url });

export const HkrpgIndexStats = Type.Object({
  active_days: Count,
  avatar_num: Count,
  achievement_num: Count,
  chest_num: Count,
  /** The furthest Memory of Chaos stage, localized. */
  abyss_process: Type.String(),
  /** Required by newer genshin.py. */
  dream_paster_num: Count,
  /** Help links per stat; optional in the doc, so a server may leave it out. */
  field_ext_map: Opt(Type.Record(Type.String(), LinkPair)),
  season_title: Opt(Type.String()),
});

export const HkrpgIndexAvatar = Type.Object({
  id: Type.Integer(),
  level: Type.Integer(),
  name: Type.String(),
  element: HkrpgElement,
  icon: Url,
  rarity: AvatarRarity,
  rank: Eidolon,
  is_chosen: Type.Boolean(),
  equip: Type.Union([HkrpgLightCone, Type.Null()]),
  /**
   * No client is known to reject a path here, unlike `avatar/info`, so a newer path (9) passes; a
   * server still sends the value it would send there.
   */
  base_type: Type.Integer({ minimum: 1 }),
  figure_path: Url,
  element_id: Type.Integer(),
});
export type HkrpgIndexAvatar = Static<typeof HkrpgIndexAvatar>;

/** `data` of GET hkrpg/api/index (OTHER-GAMES §3.1). */
export const HkrpgIndexData = Type.Object({
  stats: HkrpgIndexStats,
  avatar_list: Type.Array(HkrpgIndexAvatar),
  /** Required by newer genshin.py. */
  cur_head_icon_url: Url,
  phone_background_image_url: Url,
});
export type HkrpgIndexData = Static<typeof HkrpgIndexData>;

/** `data` of GET hkrpg/api/role/basicInfo (OTHER-GAMES §3.2); genshin.py merges it into index. */
export const HkrpgBasicInfoData = Type.Object({
  nickname: Type.String(),
  /** Server code, such as `prod_official_usa`. */
  region: Type.String(),
  /** Trailblaze level. */
  level: Type.Integer(),
  avatar: Url,
});
export type HkrpgBasicInfoData = Static<typeof HkrpgBasicInfoData>;

/* ------------------------------------------------------------------------------------------------
 * §3.3 avatar/info.
 * ---------------------------------------------------------------------------------------------- */

/** A relic stat: `value` is formatted ("705", "43.2%"); `times` counts rolls, 0 on the main stat. */
export const HkrpgRelicProp = Type.Object({
  property_type: Type.Integer(),
  value: Type.String(),
  times: Count,
});
export type HkrpgRelicProp = Static<typeof HkrpgRelicProp>;

/** A cavern relic (pos 1–4) or planar ornament (pos 5–6). */
export const HkrpgRelic = Type.Object({
  id: Type.Integer(),
  level: Type.Integer({ minimum: 0, maximum: 15 }),
  /** 1 head, 2 hands, 3 body, 4 feet, 5 planar sphere, 6 link rope. */
  pos: Type.Integer({ minimum: 1, maximum: 6 }),
  name: Type.String(),
  desc: Type.String(),
  icon: Url,
  rarity: Type.Integer(),
  /** Only newer clients accept null here, so the object is always sent. */
  main_property: HkrpgRelicProp,
  properties: Type.Array(HkrpgRelicProp),
});
export type HkrpgRelic = Static<typeof HkrpgRelic>;

/** An eidolon (`id` such as 130801: the character id followed by the two-digit position). */
export const HkrpgRank = Type.Object({
  id: Type.Integer(),
  pos: Type.Integer({ minimum: 1, maximum: 6 }),
  name: Type.String(),
  icon: Url,
  desc: Type.String(),
  is_unlocked: Type.Boolean(),
});
export type HkrpgRank = Static<typeof HkrpgRank>;

/** A panel stat; formatted strings, percentages end in "%". */
export const HkrpgCharProp = Type.Object({
  property_type: Type.Integer(),
  base: Type.String(),
  add: Type.String(),
  final: Type.String(),
});
export type HkrpgCharProp = Static<typeof HkrpgCharProp>;

export const HkrpgSkillStage = Type.Object({
  name: Type.String(),
  desc: Type.String(),
  level: Type.Integer(),
  remake: Type.String(),
  item_url: Url,
  is_activated: Type.Boolean(),
  is_rank_work: Type.Boolean(),
  exclusive_skill: Type.Object({ name: Type.String(), desc: Type.String() }),
  special_point_type: Type.String(),
});

/** 1 stat bonus, 2 main skill, 3 bonus ability, 4 memosprite or extra skill. */
export const HkrpgPointType = Type.Integer({ minimum: 1, maximum: 4 });

/** A node of the trace tree. */
export const HkrpgSkill = Type.Object({
  point_id: NumStr,
  point_type: HkrpgPointType,
  item_url: Url,
  level: Type.Integer(),
  is_activated: Type.Boolean(),
  is_rank_work: Type.Boolean(),
  /** "0" for the root. */
  pre_point: NumStr,
  /** "Point01".."Point22". */
  anchor: Type.String(),
  /** The slot label, such as "Basic ATK". */
  remake: Type.String(),
  skill_stages: Type.Array(HkrpgSkillStage),
  special_point_type: Type.String(),
});
export type HkrpgSkill = Static<typeof HkrpgSkill>;

/**
 * A memosprite (`servant_detail`). A character without one has `servant_id "0"` with empty strings
 * and lists, which newer genshin.py reads as "none".
 */
export const HkrpgMemosprite = Type.Object({
  servant_id: NumStr,
  servant_name: Type.String(),
  servant_icon: Url,
  servant_properties: Type.Array(HkrpgCharProp),
  servant_skills: Type.Array(HkrpgSkill),
  is_health_secret: Type.Boolean(),
});
export type HkrpgMemosprite = Static<typeof HkrpgMemosprite>;

export const HkrpgDetailAvatar = Type.Object({
  id: Type.Integer(),
  level: Type.Integer(),
  name: Type.String(),
  element: HkrpgElement,
  icon: Url,
  rarity: AvatarRarity,
  rank: Eidolon,
  /** Splash art (…/avatar_image/<id>@2x.png). */
  image: Url,
  equip: Type.Union([HkrpgLightCone, Type.Null()]),
  relics: Type.Array(HkrpgRelic, { maxItems: 4 }),
  ornaments: Type.Array(HkrpgRelic, { maxItems: 2 }),
  /** Six entries in real data; the doc's example shows fewer, so only the upper bound is checked. */
  ranks: Type.Array(HkrpgRank, { maxItems: 6 }),
  properties: Type.Array(HkrpgCharProp),
  skills: Type.Array(HkrpgSkill),
  base_type: HkrpgBaseType,
  figure_path: Url,
  element_id: Type.Integer(),
  servant_detail: HkrpgMemosprite,
  avatar_ld_type: Opt(Type.String()),
  cur_enhanced_id: Opt(Type.Integer()),
  special_skills: Opt(Type.Array(Type.Unknown())),
});
export type HkrpgDetailAvatar = Static<typeof HkrpgDetailAvatar>;

/** Names may hold templates such as `#1[i]` (seen in CN data). */
export const HkrpgPropertyInfo = Type.Object({
  property_type: Type.Integer(),
  name: Type.String(),
  icon: Url,
  property_name_relic: Type.String(),
  property_name_filter: Type.String(),
});
export type HkrpgPropertyInfo = Static<typeof HkrpgPropertyInfo>;

export const HkrpgRecommendProperty = Type.Object({
  recommend_relic_properties: Type.Array(Type.Integer()),
  custom_relic_properties: Type.Array(Type.Integer()),
  is_custom_property_valid: Type.Boolean(),
});
export type HkrpgRecommendProperty = Static<typeof HkrpgRecommendProperty>;

/**
 * `data` of GET hkrpg/api/avatar/info (OTHER-GAMES §3.3). genshin.py looks up
 * `recommend_property[avatar id]` and `property_info[property type]` and fails on a missing key;
 * a schema cannot say that, so {@link hkrpgAvatarInfoMissingKeys} checks it.
 */
export const HkrpgAvatarInfoData = Type.Object({
  avatar_list: Type.Array(HkrpgDetailAvatar),
  /** Light cone id → wiki URL; `{}` without `need_wiki` [U]. */
  equip_wiki: Type.Record(Type.String(), Url),
  relic_wiki: Type.Record(Type.String(), Url),
  property_info: Type.Record(Type.String(), HkrpgPropertyInfo),
  recommend_property: Type.Record(Type.String(), HkrpgRecommendProperty),
  /** Maps relic stat ids to panel stat ids (27 → 1, 52 → 5…). */
  relic_properties: Type.Array(
    Type.Object({ property_type: Type.Integer(), modify_property_type: Type.Integer() }),
  ),
});
export type HkrpgAvatarInfoData = Static<typeof HkrpgAvatarInfoData>;

/**
 * The keys genshin.py would miss in an `avatar/info` answer (OTHER-GAMES §0.5 #4): avatar ids
 * without a `recommend_property` entry (`recommend_property.<id>`) and property types used by a
 * relic, an ornament, a character or a memosprite without a `property_info` entry
 * (`property_info.<type>`). Empty when the maps are complete.
 */
export function hkrpgAvatarInfoMissingKeys(data: HkrpgAvatarInfoData): string[] {
  const missing = new Set<string>();
  const used = new Set<number>();
  for (const avatar of data.avatar_list) {
    if (!Object.hasOwn(data.recommend_property, String(avatar.id))) {
      missing.add(`recommend_property.${avatar.id}`);
    }
    for (const relic of [...avatar.relics, ...avatar.ornaments]) {
      used.add(relic.main_property.property_type);
      for (const p of relic.properties) used.add(p.property_type);
    }
    for (const p of avatar.properties) used.add(p.property_type);
    for (const p of avatar.servant_detail.servant_properties) used.add(p.property_type);
  }
  for (const type of used) {
    if (!Object.hasOwn(data.property_info, String(type))) missing.add(`property_info.${type}`);
  }
  return [...missing];
}

/* ------------------------------------------------------------------------------------------------
 * §3.4 note. The key `accepted_epedition_num` really is misspelt; clients read it that way.
 * ---------------------------------------------------------------------------------------------- */

export const HkrpgExpedition = Type.Object({
  /** One or two character icons. */
  avatars: Type.Array(Url, { minItems: 1, maxItems: 2 }),
  status: Type.Union([Type.Literal('Ongoing'), Type.Literal('Finished')]),
  /** Seconds left. */
  remaining_time: Count,
  name: Type.String(),
  /** Reward icon. */
  item_url: Url,
  finish_ts: Opt(UnixSeconds),
});
export type HkrpgExpedition = Static<typeof HkrpgExpedition>;

/** `data` of GET hkrpg/api/note (OTHER-GAMES §3.4). */
export const HkrpgNoteData = Type.Object({
  current_stamina: Count,
  max_stamina: Type.Integer({ minimum: 1 }),
  /** Seconds until full, 0 when full. */
  stamina_recover_time: Count,
  /** Optional for genshin.py; Starward reads it. */
  stamina_full_ts: Opt(UnixSeconds),
  current_reserve_stamina: Count,
  is_reserve_stamina_full: Type.Boolean(),
  accepted_epedition_num: Count,
  total_expedition_num: Count,
  expeditions: Type.Array(HkrpgExpedition),
  current_train_score: Count,
  max_train_score: Count,
  current_rogue_score: Count,
  max_rogue_score: Count,
  weekly_cocoon_cnt: Count,
  weekly_cocoon_limit: Count,
  rogue_tourn_weekly_unlocked: Type.Boolean(),
  rogue_tourn_weekly_max: Count,
  rogue_tourn_weekly_cur: Count,
  rogue_tourn_exp_is_full: Opt(Type.Boolean()),
  current_ts: Opt(UnixSeconds),
  grid_fight_weekly_cur: Opt(Count),
  grid_fight_weekly_max: Opt(Count),
  period_score: Opt(Count),
  period_max_score: Opt(Count),
});
export type HkrpgNoteData = Static<typeof HkrpgNoteData>;

/* ------------------------------------------------------------------------------------------------
 * §3.5–3.7 endgame modes: Memory of Chaos (`challenge`), Pure Fiction (`challenge_story`) and
 * Apocalyptic Shadow (`challenge_boss`).
 * ---------------------------------------------------------------------------------------------- */

export const HkrpgBoss = Type.Object({ id: Type.Integer(), name_mi18n: Type.String(), icon: Url });
export type HkrpgBoss = Static<typeof HkrpgBoss>;

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

/**
 * `[current, previous]` whatever `schedule_type` asked: genshin.py names the report from
 * `groups[0]`, and the 2024 version fails on an empty list (Pure Fiction fails on both versions).
 */
const Groups = <S extends typeof HkrpgSeason | typeof HkrpgBossSeason>(season: S) =>
  Type.Array(season, { minItems: 1, maxItems: 2 });

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

/** `data` of GET hkrpg/api/challenge (OTHER-GAMES §3.5). */
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
 * `data` of GET hkrpg/api/challenge_story (OTHER-GAMES §3.6): Memory of Chaos without the top-level
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

/** `data` of GET hkrpg/api/challenge_boss (OTHER-GAMES §3.7). */
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
 * §3.8 rogue (Simulated Universe).
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

/** `data` of GET hkrpg/api/rogue (OTHER-GAMES §3.8). */
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
 * Stored snapshots (what an operator ingests). Language-neutral like the main game's: characters,
 * light cones, relics, eidolons, traces, floors, buffs and bosses are catalog ids resolved in the
 * request language at read time; the optional `name`/`desc`/`icon` fields are the fallback of an
 * importer replaying real payloads. Times are Unix seconds; the server renders them as
 * PartialTime in the region's time. Numbers sent as strings are stored as numbers.
 * ---------------------------------------------------------------------------------------------- */

/** Texts and art an importer may carry when the catalog has no entry. */
const Fallback = {
  name: Opt(Type.String()),
  icon: Opt(Type.String()),
};

const SnapAvatar = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  level: Type.Integer({ minimum: 1, maximum: 80 }),
  rank: Eidolon,
  /** Catalog attributes; given by an importer when the catalog has no entry. */
  rarity: Opt(AvatarRarity),
  element: Opt(HkrpgElement),
  icon: Opt(Type.String()),
});

const SnapLightCone = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  level: Type.Integer({ minimum: 1, maximum: 80 }),
  rank: Type.Integer({ minimum: 1, maximum: 5 }),
  rarity: Opt(Type.Integer({ minimum: 3, maximum: 5 })),
  ...Fallback,
  desc: Opt(Type.String()),
});

export const HkrpgIndexSnapshot = Type.Object({
  role: Type.Object({
    nickname: Type.String({ minLength: 1, maxLength: 32 }),
    level: Type.Integer({ minimum: 1, maximum: 80 }),
    /** Profile icon (`avatar` of role/basicInfo). */
    avatar: Opt(Type.String()),
    cur_head_icon_url: Opt(Type.String()),
    phone_background_image_url: Opt(Type.String()),
  }),
  stats: Type.Object({
    active_days: Count,
    avatar_num: Count,
    achievement_num: Count,
    chest_num: Count,
    dream_paster_num: Count,
    /** `maze_id` of the furthest Memory of Chaos floor; 0 or absent before the first clear. */
    abyss_process_id: Opt(Count),
    abyss_process: Opt(Type.String()),
  }),
  avatars: Type.Array(
    Type.Object({
      ...SnapAvatar.properties,
      is_chosen: Opt(Type.Boolean()),
      equip: Type.Union([SnapLightCone, Type.Null()]),
      base_type: Opt(Type.Integer({ minimum: 1 })),
      element_id: Opt(Type.Integer()),
      name: Opt(Type.String()),
      figure_path: Opt(Type.String()),
    }),
  ),
});
export type HkrpgIndexSnapshot = Static<typeof HkrpgIndexSnapshot>;

const SnapRelic = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  level: Type.Integer({ minimum: 0, maximum: 15 }),
  pos: Type.Integer({ minimum: 1, maximum: 6 }),
  rarity: Opt(Type.Integer({ minimum: 2, maximum: 5 })),
  main_property: HkrpgRelicProp,
  properties: Type.Array(HkrpgRelicProp, { maxItems: 4 }),
  ...Fallback,
  desc: Opt(Type.String()),
});

/** A trace; its names, descriptions and icons come from the catalog by `point_id`. */
const SnapSkill = Type.Object({
  point_id: NumStr,
  point_type: HkrpgPointType,
  level: Count,
  is_activated: Type.Boolean(),
  is_rank_work: Type.Boolean(),
  pre_point: NumStr,
  anchor: Type.String({ maxLength: 16 }),
  special_point_type: Opt(Type.String({ maxLength: 32 })),
  /** Levels of the skill's stages, in order, when they differ from `level`. */
  stage_levels: Opt(Type.Array(Count)),
});

/** One character's build (kind `hsr_characters`), what the index snapshot does not hold. */
export const HkrpgCharacterBuild = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  level: Type.Integer({ minimum: 1, maximum: 80 }),
  rank: Eidolon,
  equip: Type.Union([SnapLightCone, Type.Null()]),
  relics: Type.Array(SnapRelic, { maxItems: 4 }),
  ornaments: Type.Array(SnapRelic, { maxItems: 2 }),
  properties: Type.Array(HkrpgCharProp),
  skills: Type.Array(SnapSkill),
  /** Absent for characters without a memosprite. */
  servant: Opt(
    Type.Object({
      servant_id: Type.Integer({ minimum: 1 }),
      properties: Type.Array(HkrpgCharProp),
      skills: Type.Array(SnapSkill),
      is_health_secret: Opt(Type.Boolean()),
      ...Fallback,
    }),
  ),
  recommend: HkrpgRecommendProperty,
  /** Catalog attributes an importer may carry. */
  rarity: Opt(AvatarRarity),
  element: Opt(HkrpgElement),
  base_type: Opt(HkrpgBaseType),
  ...Fallback,
});
export type HkrpgCharacterBuild = Static<typeof HkrpgCharacterBuild>;

export const HkrpgCharactersSnapshot = Type.Object({ avatars: Type.Array(HkrpgCharacterBuild) });
export type HkrpgCharactersSnapshot = Static<typeof HkrpgCharactersSnapshot>;

/**
 * Real-time notes as they were at `captured_at` (kind `hsr_note`); like the main game's notes, the
 * server moves stamina and assignments forward by the time elapsed since.
 */
export const HkrpgNoteSnapshot = Type.Object({
  current_stamina: Count,
  max_stamina: Type.Integer({ minimum: 1 }),
  /** Seconds until full at capture time. */
  stamina_recover_time: Count,
  current_reserve_stamina: Count,
  is_reserve_stamina_full: Type.Boolean(),
  total_expedition_num: Count,
  expeditions: Type.Array(
    Type.Object({
      /** Catalog assignment id; the real payload names it in text only. */
      id: Opt(Type.Integer()),
      avatar_ids: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 2 }),
      /** Seconds left at capture time. */
      remaining_time: Count,
      name: Opt(Type.String()),
      item_url: Opt(Type.String()),
    }),
  ),
  current_train_score: Count,
  max_train_score: Count,
  current_rogue_score: Count,
  max_rogue_score: Count,
  weekly_cocoon_cnt: Count,
  weekly_cocoon_limit: Count,
  rogue_tourn_weekly_unlocked: Type.Boolean(),
  rogue_tourn_weekly_max: Count,
  rogue_tourn_weekly_cur: Count,
  rogue_tourn_exp_is_full: Opt(Type.Boolean()),
  grid_fight_weekly_cur: Opt(Count),
  grid_fight_weekly_max: Opt(Count),
});
export type HkrpgNoteSnapshot = Static<typeof HkrpgNoteSnapshot>;

/** A season of an endgame mode; the period key is `schedule_id`. */
const SnapSeason = {
  schedule_id: Type.Integer({ minimum: 1 }),
  begin_time: UnixSeconds,
  end_time: UnixSeconds,
  /** Season name (`name_mi18n`) fallback; the catalog names it by `schedule_id`. */
  name: Opt(Type.String()),
  battle_num: Count,
  has_data: Type.Boolean(),
  extra_star_num: Opt(Count),
  /** `maze_id` of the furthest floor, 0 when none. */
  max_floor_id: Count,
};

const SnapFloor = {
  maze_id: Type.Integer({ minimum: 1 }),
  is_fast: Type.Boolean(),
  /** Floor name fallback; the catalog names it by `maze_id`. */
  name: Opt(Type.String()),
  extra_star_num: Opt(Count),
  is_tierce: Opt(Type.Boolean()),
};

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

const SnapBuff = Type.Object({
  id: Type.Integer(),
  ...Fallback,
  desc: Opt(Type.String()),
});

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
