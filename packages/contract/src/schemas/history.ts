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
