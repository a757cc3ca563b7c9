import Type from 'typebox';
import { HkrpgElement } from './hkrpg-common.js';
import { AvatarRarity, Count, Eidolon, Opt, UnixSeconds } from './hkrpg-parts.js';

/* ------------------------------------------------------------------------------------------------
 * Stored snapshots (what an operator ingests). Language-neutral like the main game's: characters,
 * light cones, relics, eidolons, traces, floors, buffs and bosses are catalog ids resolved in the
 * request language at read time; the optional `name`/`desc`/`icon` fields are the fallback of an
 * importer replaying real payloads. Times are Unix seconds; the server renders them as
 * PartialTime in the region's time. Numbers sent as strings are stored as numbers.
 * ---------------------------------------------------------------------------------------------- */

/*
 * Pieces the snapshots of several hkrpg-*.ts files share; like hkrpg-parts.ts, not exported by the
 * package.
 */

/** Texts and art an importer may carry when the catalog has no entry. */
export const Fallback = {
  name: Opt(Type.String()),
  icon: Opt(Type.String()),
};

export const SnapAvatar = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  level: Type.Integer({ minimum: 1, maximum: 80 }),
  rank: Eidolon,
  /** Catalog attributes; given by an importer when the catalog has no entry. */
  rarity: Opt(AvatarRarity),
  element: Opt(HkrpgElement),
  icon: Opt(Type.String()),
});

export const SnapLightCone = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  level: Type.Integer({ minimum: 1, maximum: 80 }),
  rank: Type.Integer({ minimum: 1, maximum: 5 }),
  rarity: Opt(Type.Integer({ minimum: 3, maximum: 5 })),
  ...Fallback,
  desc: Opt(Type.String()),
});

/** A season of an endgame mode; the period key is `schedule_id`. */
export const SnapSeason = {
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

export const SnapFloor = {
  maze_id: Type.Integer({ minimum: 1 }),
  is_fast: Type.Boolean(),
  /** Floor name fallback; the catalog names it by `maze_id`. */
  name: Opt(Type.String()),
  extra_star_num: Opt(Count),
  is_tierce: Opt(Type.Boolean()),
};

export const SnapBuff = Type.Object({
  id: Type.Integer(),
  ...Fallback,
  desc: Opt(Type.String()),
});
