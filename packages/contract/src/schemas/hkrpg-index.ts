import Type, { type Static } from 'typebox';
import { Url } from './common.js';
import { HkrpgElement, HkrpgLightCone } from './hkrpg-common.js';
import { AvatarRarity, Count, Eidolon, Opt } from './hkrpg-parts.js';
import { SnapAvatar, SnapLightCone } from './hkrpg-snapshot-parts.js';

/* ------------------------------------------------------------------------------------------------
 * docs/reference/other-games.md#third-game-index index and
 * docs/reference/other-games.md#third-game-basic-info role/basicInfo.
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

/** `data` of GET hkrpg/api/index (docs/reference/other-games.md#third-game-index). */
export const HkrpgIndexData = Type.Object({
  stats: HkrpgIndexStats,
  avatar_list: Type.Array(HkrpgIndexAvatar),
  /** Required by newer genshin.py. */
  cur_head_icon_url: Url,
  phone_background_image_url: Url,
});
export type HkrpgIndexData = Static<typeof HkrpgIndexData>;

/**
 * `data` of GET hkrpg/api/role/basicInfo (docs/reference/other-games.md#third-game-basic-info);
 * genshin.py merges it into index.
 */
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
 * Stored snapshot (hkrpg-snapshot-parts.ts says what the stored snapshots hold).
 * ---------------------------------------------------------------------------------------------- */

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
