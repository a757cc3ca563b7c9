import Type, { type Static } from 'typebox';
import { Honkai3rdBattlesuit, Honkai3rdBoss, Honkai3rdElf } from './honkai3rd-common.js';
import {
  AbyssLevel,
  Area,
  Count,
  OldAbyssType,
  Opt,
  RankLetter,
  TsStr,
  UnixSeconds,
} from './honkai3rd-parts.js';
import { SnapBoss, SnapElf, SnapLineup } from './honkai3rd-snapshot-parts.js';

const NullableElf = Type.Union([Honkai3rdElf, Type.Null()]);

/* ------------------------------------------------------------------------------------------------
 * docs/reference/other-games.md#second-game-abyss-reports abyss reports. genshin.py calls both
 * endpoints and keeps the first that succeeded, so the one that does not apply to the player
 * answers retcode -1 rather than an empty `reports`.
 * ---------------------------------------------------------------------------------------------- */

/** A Superstring cycle; genshin.py assumes the top tier, there is no `area`. */
export const Honkai3rdNewAbyssReport = Type.Object({
  score: Count,
  /** Settlement time. */
  updated_time_second: TsStr,
  boss: Honkai3rdBoss,
  lineup: Type.Array(Honkai3rdBattlesuit, { maxItems: 3 }),
  /** Placement in the room. */
  rank: Type.Integer({ minimum: 1 }),
  /** Trophies gained or lost (may be negative). */
  settled_cup_number: Type.Integer(),
  /** Trophies after the cycle. */
  cup_number: Count,
  elf: NullableElf,
  /** Rank at the start of the cycle. */
  level: AbyssLevel,
  /** Rank after settlement. */
  settled_level: AbyssLevel,
});
export type Honkai3rdNewAbyssReport = Static<typeof Honkai3rdNewAbyssReport>;

/**
 * `data` of GET honkai3rd/api/newAbyssReport
 * (docs/reference/other-games.md#second-game-abyss-reports), newest first [U].
 */
export const Honkai3rdNewAbyssData = Type.Object({
  reports: Type.Array(Honkai3rdNewAbyssReport),
});
export type Honkai3rdNewAbyssData = Static<typeof Honkai3rdNewAbyssData>;

export const Honkai3rdOldAbyssReport = Type.Object({
  score: Count,
  time_second: TsStr,
  area: Area,
  lineup: Type.Array(Honkai3rdBattlesuit, { maxItems: 3 }),
  boss: Honkai3rdBoss,
  /** genshin.py also accepts an integer; the real API sends the letter. */
  level: RankLetter,
  /** Such as "Relegation"; the promotion and stay values are unknown [U]. */
  reward_type: Type.String(),
  elf: NullableElf,
  type: OldAbyssType,
  floor: Count,
});
export type Honkai3rdOldAbyssReport = Static<typeof Honkai3rdOldAbyssReport>;

/**
 * `data` of GET honkai3rd/api/latestOldAbyssReport
 * (docs/reference/other-games.md#second-game-abyss-reports).
 */
export const Honkai3rdOldAbyssData = Type.Object({
  reports: Type.Array(Honkai3rdOldAbyssReport),
});
export type Honkai3rdOldAbyssData = Static<typeof Honkai3rdOldAbyssData>;

/* ------------------------------------------------------------------------------------------------
 * Stored snapshots (honkai3rd-snapshot-parts.ts says what the stored snapshots hold).
 * ---------------------------------------------------------------------------------------------- */

/**
 * A Superstring cycle (kind `bh3_new_abyss`), one per cycle keyed by its settlement time; the
 * endpoint lists every stored cycle, newest first.
 */
export const Honkai3rdNewAbyssSnapshot = Type.Object({
  updated_time_second: UnixSeconds,
  score: Count,
  rank: Type.Integer({ minimum: 1 }),
  settled_cup_number: Type.Integer(),
  cup_number: Count,
  level: AbyssLevel,
  settled_level: AbyssLevel,
  boss: SnapBoss,
  lineup: SnapLineup,
  elf: SnapElf,
});
export type Honkai3rdNewAbyssSnapshot = Static<typeof Honkai3rdNewAbyssSnapshot>;

/** An old abyss cycle (kind `bh3_old_abyss`), keyed by its time like `bh3_new_abyss`. */
export const Honkai3rdOldAbyssSnapshot = Type.Object({
  time_second: UnixSeconds,
  score: Count,
  area: Area,
  level: RankLetter,
  reward_type: Type.String({ maxLength: 32 }),
  type: OldAbyssType,
  floor: Opt(Count),
  boss: SnapBoss,
  lineup: SnapLineup,
  elf: SnapElf,
});
export type Honkai3rdOldAbyssSnapshot = Static<typeof Honkai3rdOldAbyssSnapshot>;
