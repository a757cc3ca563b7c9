import Type, { type Static } from 'typebox';
import { RoleQuery, Url } from './common.js';
import { Count, NumStr, Opt } from './honkai3rd-parts.js';

/*
 * Starfall Vanguard (game id 1, API family `honkai3rd`): the payloads of
 * docs/reference/other-games.md#second-game-records as real clients parse them, the query those
 * endpoints take, and the language-neutral stored snapshots.
 *
 * Which fields are required: every [gpy-req] field, and every field the doc's examples carry (the
 * doc asks servers to send "(new)" fields too, and an optional key would let the serializer drop
 * them silently). Fields the doc marks [U] or "(new)" without showing them in every example of
 * the object are optional. Ids of battlesuits, bosses and ELFs and every timestamp are strings of
 * digits in the real API, and stay strings here.
 *
 * One file per feature, like the main game's: this one holds the query and the objects several
 * endpoints share; honkai3rd-index.ts, honkai3rd-character.ts, honkai3rd-abyss.ts (both abyss
 * reports), honkai3rd-battle-field.ts, honkai3rd-god-war.ts and honkai3rd-notes.ts one feature each
 * (with its stored snapshots), honkai3rd-kinds.ts the snapshot kinds.
 */

/* ------------------------------------------------------------------------------------------------
 * Query (docs/reference/other-games.md#second-game-records): every endpoint takes the common pair
 * only. genshin.py sends the `server` of the bound account list, not one derived from the uid.
 * ---------------------------------------------------------------------------------------------- */

export const Honkai3rdRoleQuery = RoleQuery;

/* ------------------------------------------------------------------------------------------------
 * Shared objects (docs/reference/other-games.md#second-game-records "Shared HI3 objects").
 * ---------------------------------------------------------------------------------------------- */

/**
 * A battlesuit, in lineups, Elysian Realm runs and the character list. Mode reports send `level`
 * 0 and often "" for the art; genshin.py then fills `figure_path` from its own table. The type
 * (BIO, MECH, PSY, QUA, IMG, SD) is read from the `avatar_background_path` filename
 * (…/AttrYiNengSmall.png).
 */
export const Honkai3rdBattlesuit = Type.Object({
  id: NumStr,
  name: Type.String(),
  /** 1 B, 2 A, 3 S, 4 SS, 5 SSS. */
  star: Type.Integer({ minimum: 1, maximum: 5 }),
  avatar_background_path: Url,
  icon_path: Url,
  background_path: Url,
  large_background_path: Url,
  figure_path: Url,
  level: Count,
  oblique_avatar_background_path: Url,
  half_length_icon_path: Url,
  image_path: Url,
  wiki_url: Url,
  avatar_background_path_v2: Opt(Url),
  /** Seen 2 PSY, 4 QUA, 6 SD; 0 when unknown. */
  attribute_id: Opt(Count),
  attribute_background_path: Opt(Url),
  sec_part_icon: Opt(Url),
  /**
   * The type as a word (BIO, MECH, PSY, QUA, IMG, SD): Chronicle's addition, always sent by
   * Chronicle and absent from HoYoLAB's answers, so a client finds the element beside the name
   * without parsing a filename (docs/CLIENTS.md).
   */
  element: Opt(Type.String()),
});
export type Honkai3rdBattlesuit = Static<typeof Honkai3rdBattlesuit>;

/** genshin.py upper-cases the `boss_NNN` part of `avatar`. */
export const Honkai3rdBoss = Type.Object({ id: NumStr, name: Type.String(), avatar: Url });
export type Honkai3rdBoss = Static<typeof Honkai3rdBoss>;

/**
 * An ELF. genshin.py turns `rarity` 4/5 into "A"/"S" and fails on 0 or 1 (real data has 0 for an
 * "Astral Mate" partner), so only 4 and 5 are valid; send `elf: null` otherwise.
 */
export const Honkai3rdElf = Type.Object({
  id: NumStr,
  name: Type.String(),
  avatar: Url,
  rarity: Type.Integer({ minimum: 4, maximum: 5 }),
  /** Upgrade level. */
  star: Count,
  is_collaborator: Type.Boolean(),
  collaborator: Type.Integer(),
});
export type Honkai3rdElf = Static<typeof Honkai3rdElf>;
