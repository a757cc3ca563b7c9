import Type, { type Static } from 'typebox';
import { Url } from './common.js';
import { Opt, Count, UnixSeconds } from './hkrpg-parts.js';

/* ------------------------------------------------------------------------------------------------
 * docs/reference/other-games.md#third-game-notes note. The key `accepted_epedition_num` really is
 * misspelt; clients read it that way.
 * ---------------------------------------------------------------------------------------------- */

export const HkrpgExpedition = Type.Object({
  /** One or two character icons. */
  avatars: Type.Array(Url, { minItems: 1, maxItems: 2 }),
  status: Type.Union([Type.Literal('Ongoing'), Type.Literal('Finished')]),
  /** Seconds left. */
  remaining_time: Count,
  name: Type.String(),
  /** Reward icon. */
  item_url: Url,
  finish_ts: Opt(UnixSeconds),
});
export type HkrpgExpedition = Static<typeof HkrpgExpedition>;

/** `data` of GET hkrpg/api/note (docs/reference/other-games.md#third-game-notes). */
export const HkrpgNoteData = Type.Object({
  current_stamina: Count,
  max_stamina: Type.Integer({ minimum: 1 }),
  /** Seconds until full, 0 when full. */
  stamina_recover_time: Count,
  /** Optional for genshin.py; Starward reads it. */
  stamina_full_ts: Opt(UnixSeconds),
  current_reserve_stamina: Count,
  is_reserve_stamina_full: Type.Boolean(),
  accepted_epedition_num: Count,
  total_expedition_num: Count,
  expeditions: Type.Array(HkrpgExpedition),
  current_train_score: Count,
  max_train_score: Count,
  current_rogue_score: Count,
  max_rogue_score: Count,
  weekly_cocoon_cnt: Count,
  weekly_cocoon_limit: Count,
  rogue_tourn_weekly_unlocked: Type.Boolean(),
  rogue_tourn_weekly_max: Count,
  rogue_tourn_weekly_cur: Count,
  rogue_tourn_exp_is_full: Opt(Type.Boolean()),
  current_ts: Opt(UnixSeconds),
  grid_fight_weekly_cur: Opt(Count),
  grid_fight_weekly_max: Opt(Count),
  period_score: Opt(Count),
  period_max_score: Opt(Count),
});
export type HkrpgNoteData = Static<typeof HkrpgNoteData>;

/* ------------------------------------------------------------------------------------------------
 * Stored snapshot (hkrpg-snapshot-parts.ts says what the stored snapshots hold).
 * ---------------------------------------------------------------------------------------------- */

/**
 * Real-time notes as they were at `captured_at` (kind `hsr_note`); like the main game's notes, the
 * server moves stamina and assignments forward by the time elapsed since.
 */
export const HkrpgNoteSnapshot = Type.Object({
  current_stamina: Count,
  max_stamina: Type.Integer({ minimum: 1 }),
  /** Seconds until full at capture time. */
  stamina_recover_time: Count,
  current_reserve_stamina: Count,
  is_reserve_stamina_full: Type.Boolean(),
  total_expedition_num: Count,
  expeditions: Type.Array(
    Type.Object({
      /** Catalog assignment id; the real payload names it in text only. */
      id: Opt(Type.Integer()),
      avatar_ids: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 2 }),
      /** Seconds left at capture time. */
      remaining_time: Count,
      name: Opt(Type.String()),
      item_url: Opt(Type.String()),
    }),
  ),
  current_train_score: Count,
  max_train_score: Count,
  current_rogue_score: Count,
  max_rogue_score: Count,
  weekly_cocoon_cnt: Count,
  weekly_cocoon_limit: Count,
  rogue_tourn_weekly_unlocked: Type.Boolean(),
  rogue_tourn_weekly_max: Count,
  rogue_tourn_weekly_cur: Count,
  rogue_tourn_exp_is_full: Opt(Type.Boolean()),
  grid_fight_weekly_cur: Opt(Count),
  grid_fight_weekly_max: Opt(Count),
});
export type HkrpgNoteSnapshot = Static<typeof HkrpgNoteSnapshot>;
