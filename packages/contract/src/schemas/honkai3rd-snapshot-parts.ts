import Type from 'typebox';
import { Opt, Count } from './honkai3rd-parts.js';

/* ------------------------------------------------------------------------------------------------
 * Stored snapshots (what an operator ingests). Language-neutral like the main game's: battlesuits,
 * weapons, stigmata, costumes, bosses, ELFs and Elysian Realm conditions are catalog ids (the
 * battlesuit's art URLs and type are catalog attributes); the optional `name`/`icon` fields are
 * the fallback of an importer replaying real payloads. Ids and times are numbers; the server
 * renders them as the strings clients expect.
 * ---------------------------------------------------------------------------------------------- */

/*
 * Pieces the snapshots of several honkai3rd-*.ts files share; like honkai3rd-parts.ts, not
 * exported by the package.
 */

export const Fallback = {
  name: Opt(Type.String()),
  icon: Opt(Type.String()),
};

/** A battlesuit in a report or run: mode reports carry no level. */
export const SnapBattlesuit = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  star: Opt(Type.Integer({ minimum: 1, maximum: 5 })),
  attribute_id: Opt(Count),
  ...Fallback,
});

export const SnapBoss = Type.Object({ id: Count, ...Fallback });

/** ELFs of rarity other than 4 or 5 are stored as null (see {@link Honkai3rdElf}). */
export const SnapElf = Type.Union([
  Type.Object({
    id: Type.Integer({ minimum: 1 }),
    rarity: Type.Integer({ minimum: 4, maximum: 5 }),
    star: Count,
    is_collaborator: Opt(Type.Boolean()),
    collaborator: Opt(Type.Integer()),
    ...Fallback,
  }),
  Type.Null(),
]);

export const SnapLineup = Type.Array(SnapBattlesuit, { maxItems: 3 });
