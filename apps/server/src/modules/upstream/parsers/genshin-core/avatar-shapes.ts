import { CharacterProp, RelicProp, RelicPropertyLists } from '@chronicle/contract';
import Type, { type Static, type TSchema } from 'typebox';

/*
 * What the core parsers require of the avatar shapes of `index`, `character/list` and
 * `character/detail`. An answer holds hundreds of these (thousands of fields), so each is checked
 * whole with a compiled schema (`Reader.asChecked`, whose error still names the offending field)
 * instead of field by field; one at a time, since finding the error in a whole list is slow. Numbers carry the snapshot schemas' ranges; display fields
 * (names, art) may be missing or null, as the `opt*` readers allow; unknown fields are ignored.
 */

const Opt = <T extends TSchema>(schema: T) => Type.Optional(Type.Union([schema, Type.Null()]));
const OptStr = Opt(Type.String());
const OptInt = Opt(Type.Integer());
const Int = (minimum: number, maximum?: number) =>
  Type.Integer(maximum === undefined ? { minimum } : { minimum, maximum });

/** A weapon summary `{id, icon, type, rarity, level, affix_level, name}`. */
export const WeaponShape = Type.Object({
  id: Type.Integer(),
  level: Int(1, 100),
  affix_level: Int(1, 5),
  name: OptStr,
  icon: OptStr,
  type: OptInt,
  rarity: OptInt,
});

/** A relic summary with its set and the set's bonuses. */
export const RelicShape = Type.Object({
  id: Type.Integer(),
  pos: Int(1, 5),
  rarity: Int(1, 5),
  level: Int(0, 20),
  name: OptStr,
  icon: OptStr,
  pos_name: OptStr,
  set: Type.Object({
    id: Type.Integer(),
    name: OptStr,
    affixes: Opt(
      Type.Array(Type.Object({ activation_number: Type.Integer(), effect: Type.String() })),
    ),
  }),
});

/** The fields every avatar shape carries. */
const core = {
  id: Int(1),
  level: Int(1, 100),
  fetter: Int(0, 10),
  actived_constellation_num: Int(0, 6),
  is_chosen: Opt(Type.Boolean()),
  element: OptStr,
  name: OptStr,
  rarity: OptInt,
  image: OptStr,
  side_icon: OptStr,
};

/** An overview avatar; `weapon` and `relics` are empty unless asked with `avatar_list_type=1`. */
export const IndexAvatarShape = Type.Object({
  ...core,
  card_image: OptStr,
  weapon: Opt(WeaponShape),
  relics: Opt(Type.Array(RelicShape)),
});

/** A `character/list` row, and (without the weapon) a detail's `base`. */
export const RosterShape = Type.Object({
  ...core,
  icon: OptStr,
  weapon_type: OptInt,
  weapon: Opt(WeaponShape),
});

const SkillShape = Type.Object({
  skill_id: Type.Integer(),
  skill_type: Int(1, 2),
  level: Int(0, 15),
  is_unlock: Type.Boolean(),
  name: OptStr,
  icon: OptStr,
  desc: OptStr,
  skill_affix_list: Opt(Type.Array(Type.Object({ name: OptStr, value: Type.String() }))),
});

const Named = { id: Type.Integer(), name: OptStr, icon: OptStr };

/** One entry of `character/detail`'s `list`. */
export const DetailShape = Type.Object({
  base: RosterShape,
  weapon: Opt(
    Type.Object({
      ...WeaponShape.properties,
      promote_level: Int(0, 6),
      type_name: OptStr,
      desc: OptStr,
      main_property: CharacterProp,
      sub_property: Opt(CharacterProp),
    }),
  ),
  relics: Type.Array(
    Type.Object({
      ...RelicShape.properties,
      main_property: RelicProp,
      sub_property_list: Type.Array(RelicProp, { maxItems: 4 }),
    }),
  ),
  constellations: Type.Array(Type.Object({ ...Named, effect: OptStr, pos: Type.Integer() }), {
    maxItems: 6,
  }),
  costumes: Opt(Type.Array(Type.Object(Named))),
  selected_properties: Type.Array(CharacterProp),
  base_properties: Type.Array(CharacterProp),
  extra_properties: Type.Array(CharacterProp),
  element_properties: Type.Array(CharacterProp),
  skills: Type.Array(SkillShape),
  recommend_relic_property: Type.Object({
    recommend_properties: RelicPropertyLists,
    custom_properties: Opt(RelicPropertyLists),
  }),
});

export type WeaponAnswer = Static<typeof WeaponShape>;
export type RelicAnswer = Static<typeof RelicShape>;
export type IndexAvatarAnswer = Static<typeof IndexAvatarShape>;
export type RosterAnswer = Static<typeof RosterShape>;
export type DetailAnswer = Static<typeof DetailShape>;
