import Type, { type Static } from 'typebox';
import type { SnapshotKind } from '../snapshot-kinds.js';
import { GCG_COVER_CATEGORIES } from './genshin-gcg.js';

/*
 * Card Duel's language-neutral stored snapshots (kinds `gcg` and `gcg_challenge`); the payloads
 * clients read are in genshin-gcg.ts.
 */

const Opt = Type.Optional;
const Count = Type.Integer({ minimum: 0 });
const UnixSeconds = Type.Integer({ minimum: 0 });
const Id = Type.Integer({ minimum: 1 });

/* ------------------------------------------------------------------------------------------------
 * Stored snapshots. Language-neutral: cards, card backs, terms (tags, sources, match types, skill
 * kinds), opponents and seasons are catalog ids resolved in the request language at read time.
 * Owner choices (covers, privacy) live in role settings so ingest never overwrites them; the
 * snapshot's `covers` are the game's own and the default.
 * ---------------------------------------------------------------------------------------------- */

const SnapshotDeck = Type.Object({
  id: Id,
  name: Type.String({ maxLength: 64 }),
  avatar_card_ids: Type.Array(Id, { maxItems: 3 }),
  action_cards: Type.Array(Type.Object({ id: Id, num: Type.Integer({ minimum: 1, maximum: 2 }) })),
  card_back_id: Opt(Id),
  cover_card_id: Opt(Id),
  update_time: Opt(UnixSeconds),
});
export type GcgSnapshotDeck = Static<typeof SnapshotDeck>;

const SnapshotSide = Type.Object({
  name: Type.String({ maxLength: 64 }),
  /** Character card ids played. */
  card_ids: Type.Array(Id, { maxItems: 3 }),
  is_overflow: Opt(Type.Boolean()),
});

export const GcgSnapshot = Type.Object({
  level: Count,
  nickname: Type.String({ maxLength: 64 }),
  /** Totals in the game; counted from the catalog when absent. */
  avatar_card_num_total: Opt(Count),
  action_card_num_total: Opt(Count),
  cards: Type.Array(
    Type.Object({
      id: Id,
      num: Count,
      proficiency: Opt(Count),
      use_count: Opt(Count),
    }),
  ),
  /** Gained card back ids. */
  card_back_ids: Type.Array(Id),
  /** Every card back of the game, gained or not; only the gained ones are known when absent. */
  card_back_all_ids: Opt(Type.Array(Id)),
  covers: Type.Array(Type.Object({ id: Id, category: Type.Enum(GCG_COVER_CATEGORIES) })),
  hornor_character_id: Opt(Id),
  decks: Type.Array(SnapshotDeck),
  matches: Type.Array(
    Type.Object({
      game_id: Type.String({ maxLength: 64 }),
      self: SnapshotSide,
      opposite: SnapshotSide,
      /** Catalog `gcg_term` id of the match type. */
      match_type_id: Id,
      match_time: UnixSeconds,
      is_win: Type.Boolean(),
      is_favourite: Opt(Type.Boolean()),
    }),
  ),
});
export type GcgSnapshot = Static<typeof GcgSnapshot>;

/** One card-challenge season of a role (kind `gcg_challenge`, keyed by schedule id). */
export const GcgChallengeSnapshot = Type.Object({
  schedule_id: Id,
  begin: UnixSeconds,
  end: UnixSeconds,
  nickname: Type.String({ maxLength: 64 }),
  /** Catalog `gcg_term` id of the medal earned, absent without one. */
  medal_id: Opt(Id),
  opponents: Type.Array(
    Type.Object({
      id: Id,
      level: Type.Integer({ minimum: 1, maximum: 3 }),
      is_win: Type.Boolean(),
      match_time: Opt(UnixSeconds),
      deck_id: Opt(Id),
    }),
  ),
  decks: Type.Array(SnapshotDeck),
});
export type GcgChallengeSnapshot = Static<typeof GcgChallengeSnapshot>;

/** Snapshot kinds of this feature, merged into SNAPSHOT_KINDS. */
export const GCG_KINDS = {
  gcg: { schema: GcgSnapshot, periodic: false, games: [2] },
  gcg_challenge: { schema: GcgChallengeSnapshot, periodic: true, games: [2] },
} as const satisfies Record<string, SnapshotKind>;
