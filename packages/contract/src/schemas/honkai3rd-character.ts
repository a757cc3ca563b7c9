import Type, { type Static } from 'typebox';
import { Url } from './common.js';
import { Honkai3rdBattlesuit } from './honkai3rd-common.js';
import { Fallback } from './honkai3rd-snapshot-parts.js';
import { Opt, Count } from './honkai3rd-parts.js';

/* ------------------------------------------------------------------------------------------------
 * docs/reference/other-games.md#second-game-characters characters.
 * ---------------------------------------------------------------------------------------------- */

/** A weapon or stigma; an empty stigma slot has `id` 0 (genshin.py drops it). */
export const Honkai3rdEquip = Type.Object({
  id: Count,
  name: Type.String(),
  /** Current stars. */
  rarity: Count,
  max_rarity: Count,
  icon: Url,
  level: Count,
  wiki_url: Url,
});
export type Honkai3rdEquip = Static<typeof Honkai3rdEquip>;

/** The weapon's icon filename encodes its type (…/WeaponIcons/Weapon_<Type>_…). */
export const Honkai3rdWeapon = Type.Object({
  ...Honkai3rdEquip.properties,
  homology_level: Count,
});
export type Honkai3rdWeapon = Static<typeof Honkai3rdWeapon>;

export const Honkai3rdCharacter = Type.Object({
  /** With the real `level`, `figure_path` and `image_path`, unlike mode reports. */
  avatar: Honkai3rdBattlesuit,
  weapon: Honkai3rdWeapon,
  /** Three slots, T, M and B in that order; stigma names end in "(T)", "(M)" or "(B)". */
  stigmatas: Type.Array(Honkai3rdEquip, { maxItems: 3 }),
  costumes: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), icon: Url })),
});
export type Honkai3rdCharacter = Static<typeof Honkai3rdCharacter>;

/**
 * `data` of GET honkai3rd/api/characters (docs/reference/other-games.md#second-game-characters).
 */
export const Honkai3rdCharactersData = Type.Object({
  characters: Type.Array(Type.Object({ character: Honkai3rdCharacter, is_chosen: Type.Boolean() })),
});
export type Honkai3rdCharactersData = Static<typeof Honkai3rdCharactersData>;

/* ------------------------------------------------------------------------------------------------
 * Stored snapshot (honkai3rd-snapshot-parts.ts says what the stored snapshots hold).
 * ---------------------------------------------------------------------------------------------- */

const SnapEquip = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  rarity: Count,
  max_rarity: Count,
  level: Count,
  ...Fallback,
});

/** Battlesuits with their gear (kind `bh3_characters`). */
export const Honkai3rdCharactersSnapshot = Type.Object({
  characters: Type.Array(
    Type.Object({
      id: Type.Integer({ minimum: 1 }),
      level: Type.Integer({ minimum: 1, maximum: 100 }),
      star: Type.Integer({ minimum: 1, maximum: 5 }),
      is_chosen: Opt(Type.Boolean()),
      weapon: Type.Object({ ...SnapEquip.properties, homology_level: Opt(Count) }),
      /** Slots T, M and B; null for an empty slot. */
      stigmatas: Type.Array(Type.Union([SnapEquip, Type.Null()]), { maxItems: 3 }),
      costume_ids: Opt(Type.Array(Type.Integer())),
      attribute_id: Opt(Count),
      ...Fallback,
    }),
  ),
});
export type Honkai3rdCharactersSnapshot = Static<typeof Honkai3rdCharactersSnapshot>;
