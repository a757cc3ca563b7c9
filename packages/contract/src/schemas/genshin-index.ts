import Type, { type Static } from 'typebox';
import { RoleIdString, ServerId } from './common.js';

export const IndexQuery = Type.Object({
  role_id: RoleIdString,
  server: ServerId,
  /** 1 (mobile, Starward) adds weapon/relic summaries to avatars; 0 (desktop) leaves them empty. */
  avatar_list_type: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
  lang: Type.Optional(Type.String({ maxLength: 16 })),
});

const AffixSet = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  affixes: Type.Array(Type.Object({ activation_number: Type.Integer(), effect: Type.String() })),
});

export const IndexWeapon = Type.Object({
  id: Type.Integer(),
  icon: Type.String(),
  type: Type.Integer(),
  rarity: Type.Integer(),
  level: Type.Integer(),
  affix_level: Type.Integer(),
  name: Type.String(),
});

export const IndexRelic = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  icon: Type.String(),
  pos: Type.Integer(),
  rarity: Type.Integer(),
  level: Type.Integer(),
  set: AffixSet,
  pos_name: Type.String(),
  main_property: Type.Null(),
  sub_property_list: Type.Array(Type.Unknown()),
});

export const IndexAvatar = Type.Object({
  id: Type.Integer(),
  image: Type.String(),
  name: Type.String(),
  element: Type.String(),
  fetter: Type.Integer(),
  level: Type.Integer(),
  rarity: Type.Integer(),
  actived_constellation_num: Type.Integer(),
  card_image: Type.String(),
  is_chosen: Type.Boolean(),
  /** Chronicle extension: side icon URL, handy for compact rows. */
  side_icon: Type.String(),
  weapon: Type.Union([IndexWeapon, Type.Null()]),
  relics: Type.Array(IndexRelic),
});

const LinkPair = Type.Object({ link: Type.String(), backup_link: Type.String() });

export const IndexStats = Type.Object({
  active_day_number: Type.Integer(),
  achievement_number: Type.Integer(),
  avatar_number: Type.Integer(),
  full_fetter_avatar_num: Type.Integer(),
  way_point_number: Type.Integer(),
  domain_number: Type.Integer(),
  spiral_abyss: Type.String(),
  anemoculus_number: Type.Integer(),
  geoculus_number: Type.Integer(),
  electroculus_number: Type.Integer(),
  dendroculus_number: Type.Integer(),
  hydroculus_number: Type.Integer(),
  pyroculus_number: Type.Integer(),
  moonoculus_number: Type.Integer(),
  common_chest_number: Type.Integer(),
  exquisite_chest_number: Type.Integer(),
  precious_chest_number: Type.Integer(),
  luxurious_chest_number: Type.Integer(),
  magic_chest_number: Type.Integer(),
  role_combat: Type.Object({
    is_unlock: Type.Boolean(),
    max_round_id: Type.Integer(),
    has_data: Type.Boolean(),
    has_detail_data: Type.Boolean(),
  }),
  hard_challenge: Type.Object({
    is_unlock: Type.Boolean(),
    difficulty: Type.Integer(),
    name: Type.String(),
    has_data: Type.Boolean(),
  }),
  field_ext_map: Type.Record(Type.String(), LinkPair),
});

const Offering = Type.Object({ name: Type.String(), level: Type.Integer(), icon: Type.String() });

export const WorldExploration = Type.Object({
  id: Type.Integer(),
  parent_id: Type.Integer(),
  name: Type.String(),
  exploration_percentage: Type.Integer(),
  type: Type.String(),
  level: Type.Integer(),
  offerings: Type.Array(Offering),
  area_exploration_list: Type.Array(
    Type.Object({ name: Type.String(), exploration_percentage: Type.Integer() }),
  ),
  boss_list: Type.Array(Type.Object({ name: Type.String(), kill_num: Type.Integer() })),
  icon: Type.String(),
  inner_icon: Type.String(),
  background_image: Type.String(),
  cover: Type.String(),
  map_url: Type.String(),
  strategy_url: Type.String(),
  is_hot: Type.Boolean(),
  index_active: Type.Boolean(),
  detail_active: Type.Boolean(),
  seven_statue_level: Type.Integer(),
  world_type: Type.Integer(),
  natan_reputation: Type.Union([
    Type.Object({
      tribal_list: Type.Array(
        Type.Object({
          icon: Type.String(),
          image: Type.String(),
          name: Type.String(),
          id: Type.Integer(),
          level: Type.Integer(),
        }),
      ),
    }),
    Type.Null(),
  ]),
});

export const Home = Type.Object({
  level: Type.Integer(),
  visit_num: Type.Integer(),
  comfort_num: Type.Integer(),
  item_num: Type.Integer(),
  name: Type.String(),
  icon: Type.String(),
  comfort_level_name: Type.String(),
  comfort_level_icon: Type.String(),
});

export const IndexRole = Type.Object({
  AvatarUrl: Type.String(),
  nickname: Type.String(),
  region: Type.String(),
  level: Type.Integer(),
  game_head_icon: Type.String(),
});

/** `data` of GET genshin/api/index (docs/reference/hoyolab-api.md#player-overview). */
export const IndexData = Type.Object({
  role: IndexRole,
  avatars: Type.Array(IndexAvatar),
  stats: IndexStats,
  city_explorations: Type.Array(Type.Unknown()),
  world_explorations: Type.Array(WorldExploration),
  homes: Type.Array(Home),
});
export type IndexData = Static<typeof IndexData>;

/* ------------------------------------------------------------------------------------------------
 * The stored snapshot (kind `index`). Language-neutral: ids instead of names, so one snapshot serves
 * every language; names and icons are resolved through the catalog at read time. Display fields the
 * HoYoLAB shape has may still be given (an importer replaying real payloads) and are used when the
 * catalog has no entry.
 * ---------------------------------------------------------------------------------------------- */

const Opt = Type.Optional;

export const IndexSnapshotAvatar = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  level: Type.Integer({ minimum: 1, maximum: 100 }),
  fetter: Type.Integer({ minimum: 0, maximum: 10 }),
  actived_constellation_num: Type.Integer({ minimum: 0, maximum: 6 }),
  is_chosen: Opt(Type.Boolean()),
  /** Overrides the catalog element (travellers change element). */
  element: Opt(Type.String()),
  name: Opt(Type.String()),
  rarity: Opt(Type.Integer()),
  weapon: Opt(
    Type.Union([
      Type.Object({
        id: Type.Integer(),
        level: Type.Integer({ minimum: 1, maximum: 100 }),
        affix_level: Type.Integer({ minimum: 1, maximum: 5 }),
        rarity: Opt(Type.Integer()),
        type: Opt(Type.Integer()),
        name: Opt(Type.String()),
      }),
      Type.Null(),
    ]),
  ),
  relics: Opt(
    Type.Array(
      Type.Object({
        id: Type.Integer(),
        pos: Type.Integer({ minimum: 1, maximum: 5 }),
        rarity: Type.Integer({ minimum: 1, maximum: 5 }),
        level: Type.Integer({ minimum: 0, maximum: 20 }),
        set_id: Type.Integer(),
      }),
    ),
  ),
});

export const IndexSnapshotRegion = Type.Object({
  id: Type.Integer(),
  parent_id: Type.Integer(),
  exploration_percentage: Type.Integer({ minimum: 0 }),
  type: Type.Union([Type.Literal('Reputation'), Type.Literal('TypeUnknow')]),
  level: Type.Integer({ minimum: 0 }),
  seven_statue_level: Type.Integer({ minimum: 0 }),
  world_type: Opt(Type.Integer()),
  is_hot: Opt(Type.Boolean()),
  offerings: Type.Array(Type.Object({ id: Type.Integer(), level: Type.Integer({ minimum: 0 }) })),
  areas: Type.Array(
    Type.Object({ id: Type.Integer(), exploration_percentage: Type.Integer({ minimum: 0 }) }),
  ),
  bosses: Type.Array(Type.Object({ id: Type.Integer(), kill_num: Type.Integer({ minimum: 0 }) })),
  tribes: Opt(Type.Array(Type.Object({ id: Type.Integer(), level: Type.Integer({ minimum: 0 }) }))),
});

export const IndexSnapshotHome = Type.Object({
  id: Type.Integer(),
  level: Type.Integer({ minimum: 1, maximum: 10 }),
  visit_num: Type.Integer({ minimum: 0 }),
  comfort_num: Type.Integer({ minimum: 0 }),
  item_num: Type.Integer({ minimum: 0 }),
});

export const IndexSnapshot = Type.Object({
  role: Type.Object({
    nickname: Type.String({ minLength: 1, maxLength: 32 }),
    level: Type.Integer({ minimum: 1, maximum: 60 }),
    game_head_icon: Opt(Type.String()),
  }),
  avatars: Type.Array(IndexSnapshotAvatar),
  stats: IndexStats,
  world_explorations: Type.Array(IndexSnapshotRegion),
  homes: Type.Array(IndexSnapshotHome),
});
export type IndexSnapshot = Static<typeof IndexSnapshot>;
