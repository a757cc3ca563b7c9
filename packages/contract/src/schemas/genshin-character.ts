import Type, { type Static } from 'typebox';
import { RoleBody, RoleIdLoose, ServerId } from './common.js';
import { IndexRelic, IndexRole, IndexWeapon } from './genshin-index.js';

/*
 * Characters (docs/reference/hoyolab-api.md#characters): the roster list, the detail build, the
 * legacy `character` call and `avatarBasicInfo`. The stored snapshot kind `characters` holds the
 * builds language-neutrally.
 */

const Opt = Type.Optional;

/** Sort orders of `character/list` (Chronicle's numbering; absent or 0 = the overview order). */
export const CHARACTER_SORT = {
  default: 0,
  level: 1,
  rarity: 2,
  fetter: 3,
  constellation: 4,
} as const;

export const CharacterListBody = Type.Object({
  ...RoleBody.properties,
  sort_type: Opt(Type.Integer({ minimum: 0, maximum: 4 })),
  /** English element names (`Pyro`); empty or absent = every element. */
  elements: Opt(Type.Array(Type.String({ maxLength: 16 }), { maxItems: 16 })),
  /** Weapon type codes (1 sword, 10 catalyst, 11 claymore, 12 bow, 13 polearm). */
  weapon_type: Opt(Type.Array(Type.Integer(), { maxItems: 16 })),
});

export const CharacterListItem = Type.Object({
  id: Type.Integer(),
  icon: Type.String(),
  name: Type.String(),
  element: Type.String(),
  fetter: Type.Integer(),
  level: Type.Integer(),
  rarity: Type.Integer(),
  actived_constellation_num: Type.Integer(),
  image: Type.String(),
  is_chosen: Type.Boolean(),
  side_icon: Type.String(),
  weapon_type: Type.Integer(),
  weapon: Type.Union([IndexWeapon, Type.Null()]),
});
export type CharacterListItem = Static<typeof CharacterListItem>;

export const CharacterListData = Type.Object({ list: Type.Array(CharacterListItem) });

/** A stat panel row: strings such as `"13348"`, `"31.1%"` or `""`. */
export const CharacterProp = Type.Object({
  property_type: Type.Integer(),
  base: Type.String(),
  add: Type.String(),
  final: Type.String(),
});

/** A relic stat; `times` is the number of upgrade rolls. */
export const RelicProp = Type.Object({
  property_type: Type.Integer(),
  value: Type.String(),
  times: Type.Integer({ minimum: 0 }),
});

export const RelicPropertyLists = Type.Object({
  sand_main_property_list: Type.Array(Type.Integer()),
  goblet_main_property_list: Type.Array(Type.Integer()),
  circlet_main_property_list: Type.Array(Type.Integer()),
  sub_property_list: Type.Array(Type.Integer()),
});
export type RelicPropertyLists = Static<typeof RelicPropertyLists>;

/** Every main/sub stat a relic may roll (the options the recommendation editor offers). */
export const RELIC_PROPERTY_OPTIONS: RelicPropertyLists = {
  sand_main_property_list: [3, 6, 9, 28, 23],
  goblet_main_property_list: [3, 6, 9, 28, 30, 40, 41, 42, 43, 44, 45, 46],
  circlet_main_property_list: [3, 6, 9, 28, 20, 22, 26],
  sub_property_list: [2, 3, 5, 6, 8, 9, 20, 22, 28, 23],
};

export const CharacterDetailBody = Type.Object({
  ...RoleBody.properties,
  character_ids: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 200 }),
});

export const DetailWeapon = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  icon: Type.String(),
  type: Type.Integer(),
  rarity: Type.Integer(),
  level: Type.Integer(),
  promote_level: Type.Integer(),
  type_name: Type.String(),
  desc: Type.String(),
  affix_level: Type.Integer(),
  main_property: CharacterProp,
  sub_property: Type.Union([CharacterProp, Type.Null()]),
});

export const DetailRelic = Type.Object({
  ...Type.Omit(IndexRelic, ['main_property', 'sub_property_list']).properties,
  main_property: RelicProp,
  sub_property_list: Type.Array(RelicProp),
});

export const Constellation = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  icon: Type.String(),
  effect: Type.String(),
  is_actived: Type.Boolean(),
  pos: Type.Integer(),
});

export const Costume = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  icon: Type.String(),
});

export const Skill = Type.Object({
  skill_id: Type.Integer(),
  /** 1 active talent, 2 passive. */
  skill_type: Type.Integer(),
  level: Type.Integer(),
  desc: Type.String(),
  skill_affix_list: Type.Array(Type.Object({ name: Type.String(), value: Type.String() })),
  icon: Type.String(),
  is_unlock: Type.Boolean(),
  name: Type.String(),
});

export const CharacterDetail = Type.Object({
  base: Type.Omit(CharacterListItem, ['weapon']),
  weapon: Type.Union([DetailWeapon, Type.Null()]),
  relics: Type.Array(DetailRelic),
  constellations: Type.Array(Constellation),
  costumes: Type.Array(Costume),
  selected_properties: Type.Array(CharacterProp),
  base_properties: Type.Array(CharacterProp),
  extra_properties: Type.Array(CharacterProp),
  element_properties: Type.Array(CharacterProp),
  skills: Type.Array(Skill),
  recommend_relic_property: Type.Object({
    recommend_properties: RelicPropertyLists,
    custom_properties: Type.Union([RelicPropertyLists, Type.Null()]),
    has_set_recommend_prop: Type.Boolean(),
  }),
});
export type CharacterDetail = Static<typeof CharacterDetail>;

export const PropertyInfo = Type.Object({
  property_type: Type.Integer(),
  name: Type.String(),
  icon: Type.String(),
  filter_name: Type.String(),
});

export const CharacterDetailData = Type.Object({
  list: Type.Array(CharacterDetail),
  /** Every property_type used anywhere in the answer (keys are strings). */
  property_map: Type.Record(Type.String(), PropertyInfo),
  relic_property_options: RelicPropertyLists,
  relic_wiki: Type.Record(Type.String(), Type.String()),
  weapon_wiki: Type.Record(Type.String(), Type.String()),
  avatar_wiki: Type.Record(Type.String(), Type.String()),
});
export type CharacterDetailData = Static<typeof CharacterDetailData>;

/** Legacy `POST character`: `character_ids` optional (all when absent). */
export const LegacyCharacterBody = Type.Object({
  ...RoleBody.properties,
  character_ids: Opt(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 200 })),
});

export const LegacyCharacter = Type.Object({
  id: Type.Integer(),
  image: Type.String(),
  icon: Type.String(),
  name: Type.String(),
  element: Type.String(),
  fetter: Type.Integer(),
  level: Type.Integer(),
  rarity: Type.Integer(),
  actived_constellation_num: Type.Integer(),
  card_image: Type.String(),
  is_chosen: Type.Boolean(),
  weapon: Type.Union([Type.Omit(DetailWeapon, ['main_property', 'sub_property']), Type.Null()]),
  reliquaries: Type.Array(Type.Omit(IndexRelic, ['main_property', 'sub_property_list'])),
  constellations: Type.Array(Constellation),
  costumes: Type.Array(Costume),
  external: Type.Null(),
});

export const LegacyCharacterData = Type.Object({
  avatars: Type.Array(LegacyCharacter),
  role: Type.Omit(IndexRole, ['game_head_icon']),
});

/** genshin-kit.js sends `character_ids` only, hoyoapi adds the role. */
export const AvatarBasicInfoBody = Type.Object({
  character_ids: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 200 }),
  role_id: Opt(RoleIdLoose),
  server: Opt(ServerId),
});

export const AvatarBasicInfoData = Type.Object({
  avatars: Type.Array(
    Type.Object({
      id: Type.Integer(),
      image: Type.String(),
      icon: Type.String(),
      name: Type.String(),
      element: Type.String(),
      rarity: Type.Integer(),
      weapon_type: Type.Integer(),
      weapon_type_name: Type.String(),
    }),
  ),
});

/* ------------------------------------------------------------------------------------------------
 * The stored snapshot (kind `characters`): per character, what the index snapshot does not hold.
 * Ids and numbers only; names, descriptions and effects come from the catalog (kinds
 * `constellation`, `skill`, `costume`, `property`, `weapon_type`).
 * ---------------------------------------------------------------------------------------------- */

export const CharacterBuild = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  weapon: Opt(
    Type.Object({
      promote_level: Type.Integer({ minimum: 0, maximum: 6 }),
      main_property: CharacterProp,
      sub_property: Type.Union([CharacterProp, Type.Null()]),
    }),
  ),
  /** Stats of the relics the index snapshot lists, matched by `pos`. */
  relics: Type.Array(
    Type.Object({
      pos: Type.Integer({ minimum: 1, maximum: 5 }),
      main_property: RelicProp,
      sub_property_list: Type.Array(RelicProp, { maxItems: 4 }),
    }),
  ),
  /** Six ids in order, or none for characters without constellations. */
  constellation_ids: Type.Array(Type.Integer(), { maxItems: 6 }),
  skills: Type.Array(
    Type.Object({
      skill_id: Type.Integer(),
      skill_type: Type.Integer({ minimum: 1, maximum: 2 }),
      level: Type.Integer({ minimum: 0, maximum: 15 }),
      is_unlock: Type.Boolean(),
      /** Values of the skill's affixes; their names are the catalog texts `affix1`, `affix2`… */
      affix_values: Opt(Type.Array(Type.String())),
    }),
  ),
  costume_ids: Opt(Type.Array(Type.Integer())),
  selected_properties: Type.Array(CharacterProp),
  base_properties: Type.Array(CharacterProp),
  extra_properties: Type.Array(CharacterProp),
  element_properties: Type.Array(CharacterProp),
  recommend_properties: RelicPropertyLists,
  custom_properties: Opt(Type.Union([RelicPropertyLists, Type.Null()])),
});
export type CharacterBuild = Static<typeof CharacterBuild>;

export const CharactersSnapshot = Type.Object({ avatars: Type.Array(CharacterBuild) });
export type CharactersSnapshot = Static<typeof CharactersSnapshot>;
