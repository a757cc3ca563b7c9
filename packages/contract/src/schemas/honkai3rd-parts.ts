import Type from 'typebox';

/*
 * Starfall Vanguard shapes several honkai3rd-*.ts files share but the package does not export:
 * index.ts re-exports the feature files, not this one, so the package's public names stay those of
 * the one file the feature files were split from.
 */

export const Opt = Type.Optional;
export const Count = Type.Integer({ minimum: 0 });
export const UnixSeconds = Type.Integer({ minimum: 0 });
/** A number sent as a JSON string of digits (the doc's `numstr`), such as `"105"`. */
export const NumStr = Type.String({ pattern: '^[0-9]+$' });
/** Unix seconds sent as a string (the doc's `tsstr`), such as `"1737907200"`. */
export const TsStr = Type.String({ pattern: '^[0-9]+$' });
/** A percentage sent as a decimal string, such as `"6.20"`. */
export const PercentStr = Type.String({ pattern: '^[0-9]+(\\.[0-9]+)?$' });
/** Competitive tier 1–4 (`area`, `battle_field_area`, `latest_area`). */
export const Area = Type.Integer({ minimum: 1, maximum: 4 });
/**
 * Memorial Arena bracket 1–7 (top-percentage bands,
 * docs/reference/other-games.md#second-game-lookup-tables).
 */
export const ArenaRank = Type.Integer({ minimum: 1, maximum: 7 });
/** Superstring rank within the top tier: 1 Forbidden … 8 Red Lotus, 9 Nirvana. */
export const AbyssLevel = Type.Integer({ minimum: 1, maximum: 9 });
/** Old abyss rank letters (A = 4 … D = 1), or "UnknownRank" where genshin.py expects a letter. */
export const RankLetter = Type.Union([
  Type.Literal('A'),
  Type.Literal('B'),
  Type.Literal('C'),
  Type.Literal('D'),
]);
export const RankLetterOrUnknown = Type.Union([RankLetter, Type.Literal('UnknownRank')]);
/** Old abyss modes: Q-Singularis, Dirac Sea, and the "Greedy" one. */
export const OldAbyssType = Type.Union([
  Type.Literal('Quantum'),
  Type.Literal('OW'),
  Type.Literal('Greedy'),
]);
