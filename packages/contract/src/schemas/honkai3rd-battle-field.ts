import Type, { type Static } from 'typebox';
import { Honkai3rdBattlesuit, Honkai3rdBoss, Honkai3rdElf } from './honkai3rd-common.js';
import { Area, ArenaRank, Count, PercentStr, TsStr, UnixSeconds } from './honkai3rd-parts.js';
import { SnapBoss, SnapElf, SnapLineup } from './honkai3rd-snapshot-parts.js';

const NullableElf = Type.Union([Honkai3rdElf, Type.Null()]);

/* ------------------------------------------------------------------------------------------------
 * docs/reference/other-games.md#second-game-battle-field battleFieldReport (Memorial Arena).
 * ---------------------------------------------------------------------------------------------- */

export const Honkai3rdBattleInfo = Type.Object({
  elf: NullableElf,
  lineup: Type.Array(Honkai3rdBattlesuit, { maxItems: 3 }),
  boss: Honkai3rdBoss,
  score: Count,
});

export const Honkai3rdBattleFieldReport = Type.Object({
  /** Weekly total. */
  score: Count,
  rank: ArenaRank,
  ranking_percentage: PercentStr,
  area: Area,
  /** End of the week. */
  time_second: TsStr,
  /** One per boss, three in practice. */
  battle_infos: Type.Array(Honkai3rdBattleInfo),
});
export type Honkai3rdBattleFieldReport = Static<typeof Honkai3rdBattleFieldReport>;

/**
 * `data` of GET honkai3rd/api/battleFieldReport
 * (docs/reference/other-games.md#second-game-battle-field).
 */
export const Honkai3rdBattleFieldData = Type.Object({
  reports: Type.Array(Honkai3rdBattleFieldReport),
});
export type Honkai3rdBattleFieldData = Static<typeof Honkai3rdBattleFieldData>;

/* ------------------------------------------------------------------------------------------------
 * Stored snapshot (honkai3rd-snapshot-parts.ts says what the stored snapshots hold).
 * ---------------------------------------------------------------------------------------------- */

/** A Memorial Arena week (kind `bh3_battle_field`), keyed by the week's end. */
export const Honkai3rdBattleFieldSnapshot = Type.Object({
  time_second: UnixSeconds,
  score: Count,
  rank: ArenaRank,
  ranking_percentage: PercentStr,
  area: Area,
  battle_infos: Type.Array(
    Type.Object({ elf: SnapElf, lineup: SnapLineup, boss: SnapBoss, score: Count }),
    { maxItems: 4 },
  ),
});
export type Honkai3rdBattleFieldSnapshot = Static<typeof Honkai3rdBattleFieldSnapshot>;
