import Type, { type TSchema } from 'typebox';

/*
 * Stellar Transit shapes several hkrpg-*.ts files share but the package does not export: index.ts
 * re-exports the feature files, not this one, so the package's public names stay those of the one
 * file the feature files were split from.
 */

export const Opt = Type.Optional;
export const Count = Type.Integer({ minimum: 0 });
export const UnixSeconds = Type.Integer({ minimum: 0 });
/** A number sent as a JSON string of digits (the doc's `numstr`), such as `"25360"`. */
export const NumStr = Type.String({ pattern: '^[0-9]+$' });
/**
 * Flags clients send as `true` (`need_all`, `need_wiki`, `need_detail`) or `1`/empty (`isPrev`);
 * accepted in every spelling, like `need_detail` on the main game.
 */
export const Flag = Type.String({ maxLength: 8 });
/** Eidolons unlocked. */
export const Eidolon = Type.Integer({ minimum: 0, maximum: 6 });
/** Only 4 and 5 star characters exist. */
export const AvatarRarity = Type.Integer({ minimum: 4, maximum: 5 });

/**
 * `[current, previous]` whatever `schedule_type` asked: genshin.py names the report from
 * `groups[0]`, and the 2024 version fails on an empty list (Pure Fiction fails on both versions).
 */
export const Groups = <S extends TSchema>(season: S) =>
  Type.Array(season, { minItems: 1, maxItems: 2 });
