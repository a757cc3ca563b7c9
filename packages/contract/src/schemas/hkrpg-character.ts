import Type, { type Static } from 'typebox';
import { Url } from './common.js';
import { HkrpgBaseType, HkrpgElement, HkrpgLightCone } from './hkrpg-common.js';
import { AvatarRarity, Count, Eidolon, NumStr, Opt } from './hkrpg-parts.js';
import { Fallback, SnapLightCone } from './hkrpg-snapshot-parts.js';

/* ------------------------------------------------------------------------------------------------
 * docs/reference/other-games.md#third-game-characters avatar/info.
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
 * `data` of GET hkrpg/api/avatar/info (docs/reference/other-games.md#third-game-characters).
 * genshin.py looks up `recommend_property[avatar id]` and `property_info[property type]` and fails
 * on a missing key;
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
 * The keys genshin.py would miss in an `avatar/info` answer
 * (docs/reference/other-games.md#client-quirks #4): avatar ids without a `recommend_property` entry
 * (`recommend_property.<id>`) and property types used by a
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
 * Stored snapshots (hkrpg-snapshot-parts.ts says what the stored snapshots hold).
 * ---------------------------------------------------------------------------------------------- */

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
