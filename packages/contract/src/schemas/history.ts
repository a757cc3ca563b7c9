import Type, { type Static } from 'typebox';
import { RoleIdString, ServerId } from './common.js';

/*
 * Chronicle's history API (issue 18): the periods a role has stored of an endgame mode, beyond the
 * two that HoYoLAB's `schedule_type` reaches. Real clients never call these; the web's season
 * switches and the Progress page do, and bot authors may.
 */

/** The periodic kinds whose stored periods can be listed, with the page that shows each. */
export const HISTORY_PERIOD_KINDS = [
  'spiral_abyss',
  'role_combat',
  'hard_challenge',
  'gcg_challenge',
  'hsr_challenge',
  'hsr_challenge_story',
  'hsr_challenge_boss',
  'hsr_rogue',
  'bh3_new_abyss',
  'bh3_old_abyss',
  'bh3_battle_field',
] as const;
export type HistoryPeriodKind = (typeof HISTORY_PERIOD_KINDS)[number];

/** A schedule id as the `period` extension takes it: the digits of a stored period's key. */
export const PeriodId = Type.String({
  pattern: '^[1-9][0-9]{0,11}$',
  description:
    'Chronicle extension: a stored period (schedule id) of the role, as `history/periods` lists it; ' +
    'wins over `schedule_type`. Unknown: -9300.',
});

export const PeriodsQuery = Type.Object({
  game_id: Type.Integer({ minimum: 1, maximum: 99 }),
  role_id: RoleIdString,
  server: ServerId,
  kind: Type.Enum(HISTORY_PERIOD_KINDS),
});
export type PeriodsQuery = Static<typeof PeriodsQuery>;

/**
 * One stored period. `metrics` are the mode's numbers of that period (language-neutral keys, such as
 * `stars`, `floor`, `seconds`), `headline` the short text a list shows (`12-3`, `Act 8`, `3:41`).
 */
export const PeriodSummary = Type.Object({
  period: Type.String(),
  /** Start and end of the period, Unix seconds; equal when only one instant is known (bh3 cycles). */
  start_time: Type.Integer(),
  end_time: Type.Integer(),
  /** When Chronicle stored it, Unix ms. */
  captured_at: Type.Integer(),
  headline: Type.String(),
  metrics: Type.Record(Type.String(), Type.Number()),
});
export type PeriodSummary = Static<typeof PeriodSummary>;

export const PeriodsData = Type.Object({
  kind: Type.String(),
  /** Newest period first; the first two are what `schedule_type` 1 and 2 answer. */
  list: Type.Array(PeriodSummary),
});
export type PeriodsData = Static<typeof PeriodsData>;

export const TrendsQuery = Type.Object({
  game_id: Type.Integer({ minimum: 1, maximum: 99 }),
  role_id: RoleIdString,
  server: ServerId,
});
export type TrendsQuery = Static<typeof TrendsQuery>;

/** What a trend's values count; the page words and formats each. */
export const TREND_UNITS = [
  'count',
  'percent',
  'stars',
  'floor',
  'act',
  'seconds',
  'score',
] as const;
export type TrendUnit = (typeof TREND_UNITS)[number];

export const TrendPoint = Type.Object({
  /** When: a version's capture or a period's start, Unix seconds. */
  at: Type.Integer(),
  value: Type.Number(),
  /** Short language-neutral text of the value (`12-3 ★36`, `3:41`). */
  label: Type.String(),
  /** The period's schedule id for a per-season trend. */
  period: Type.Optional(Type.String()),
});
export type TrendPoint = Static<typeof TrendPoint>;

/**
 * One headline number over time. `key` names it (`days_active`, `abyss_stars`…); `kind` is the
 * stored record it comes from. Series of a role with no stored data are left out.
 */
export const TrendSeries = Type.Object({
  key: Type.String(),
  kind: Type.String(),
  unit: Type.Enum(TREND_UNITS),
  /** True where smaller is better (a clear time). */
  lower_is_better: Type.Boolean(),
  /** Oldest first. */
  points: Type.Array(TrendPoint),
});
export type TrendSeries = Static<typeof TrendSeries>;

export const TrendsData = Type.Object({ series: Type.Array(TrendSeries) });
export type TrendsData = Static<typeof TrendsData>;

export const BuildsQuery = Type.Object({
  game_id: Type.Integer({ minimum: 1, maximum: 99 }),
  role_id: RoleIdString,
  server: ServerId,
  character_id: Type.Integer({ minimum: 1 }),
});
export type BuildsQuery = Static<typeof BuildsQuery>;

/** A stat of a piece of gear, named and formatted in the request language (`Crit Rate`, `7.8%`). */
export const BuildStat = Type.Object({ name: Type.String(), value: Type.String() });
export type BuildStat = Static<typeof BuildStat>;

/**
 * A character's build at one moment, the same in every game: level, `rank` (constellation,
 * eidolon or battlesuit rank), the weapon (`refinement`: refinement, superimposition or weapon
 * rarity), talents or traces, and each slot's gear (artifact, relic or stigma).
 */
export const CharacterBuildVersion = Type.Object({
  /** When Chronicle stored this version, Unix ms. */
  captured_at: Type.Integer(),
  level: Type.Integer(),
  rank: Type.Integer(),
  weapon: Type.Union([
    Type.Object({ name: Type.String(), level: Type.Integer(), refinement: Type.Integer() }),
    Type.Null(),
  ]),
  skills: Type.Array(Type.Object({ name: Type.String(), level: Type.Integer() })),
  gear: Type.Array(
    Type.Object({
      slot: Type.Integer(),
      /** The slot's name (`Goblet`, `Body`, `T`). */
      slot_name: Type.String(),
      /** The set (or piece) name. */
      name: Type.String(),
      level: Type.Integer(),
      main: Type.Union([BuildStat, Type.Null()]),
      subs: Type.Array(BuildStat),
    }),
  ),
});
export type CharacterBuildVersion = Static<typeof CharacterBuildVersion>;

export const BuildsData = Type.Object({
  character: Type.Object({ id: Type.Integer(), name: Type.String() }),
  /** Oldest first; a version appears only when the build differs from the one before. */
  versions: Type.Array(CharacterBuildVersion),
});
export type BuildsData = Static<typeof BuildsData>;
