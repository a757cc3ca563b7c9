import Type, { type Static } from 'typebox';
import { Url } from './common.js';
import { Honkai3rdBattlesuit, Honkai3rdElf } from './honkai3rd-common.js';
import { Count, Opt, TsStr, UnixSeconds } from './honkai3rd-parts.js';
import { SnapBattlesuit, SnapElf } from './honkai3rd-snapshot-parts.js';

const NullableElf = Type.Union([Honkai3rdElf, Type.Null()]);

/* ------------------------------------------------------------------------------------------------
 * docs/reference/other-games.md#second-game-god-war godWar (Elysian Realm).
 * ---------------------------------------------------------------------------------------------- */

/**
 * Signet ids 1–14 as genshin.py names them (1 Deliverance … 14 Reverie; 9 unused). Other ids parse,
 * but reading their name raises, so they are refused here.
 */
const SignetId = Type.Integer({ minimum: 1, maximum: 14 });

export const Honkai3rdGodWarRun = Type.Object({
  settle_time_second: TsStr,
  score: Count,
  /** Difficulty. */
  punish_level: Count,
  /** Floors cleared. */
  level: Count,
  buffs: Type.Array(Type.Object({ id: SignetId, icon: Url, number: Count })),
  conditions: Type.Array(
    Type.Object({ name: Type.String(), desc: Type.String(), difficulty: Count }),
  ),
  main_avatar: Honkai3rdBattlesuit,
  support_avatars: Type.Array(Honkai3rdBattlesuit),
  elf: NullableElf,
  /** The remembrance sigil; genshin.py parses its id from the `…/<digits>.png` filename. */
  extra_item_icon: Type.String({ pattern: '[0-9]+\\.png$' }),
});
export type Honkai3rdGodWarRun = Static<typeof Honkai3rdGodWarRun>;

export const Honkai3rdGodWarSummary = Type.Object({
  max_level_avatar_number: Count,
  max_support_point: Count,
  extra_item_number: Count,
  max_punish_level: Count,
  max_challenge_score: Count,
  avatar_numbers: Count,
  max_challenge_level: Count,
});

/** Per-battlesuit Elysian Realm stats [U]. */
export const Honkai3rdGodWarTranscript = Type.Object({
  avatar: Honkai3rdBattlesuit,
  level: Count,
  challenge_success_times: Count,
  max_challenge_score: Count,
  max_punish_level: Count,
  max_challenge_level: Count,
});

/** `data` of GET honkai3rd/api/godWar (docs/reference/other-games.md#second-game-god-war). */
export const Honkai3rdGodWarData = Type.Object({
  records: Type.Array(Honkai3rdGodWarRun),
  /** Collection progress (signets, sigils …). */
  collections: Type.Array(
    Type.Object({ type: Type.String(), collected_number: Count, total_number: Count }),
  ),
  summary: Honkai3rdGodWarSummary,
  avatar_transcript: Type.Array(Honkai3rdGodWarTranscript),
});
export type Honkai3rdGodWarData = Static<typeof Honkai3rdGodWarData>;

/* ------------------------------------------------------------------------------------------------
 * Stored snapshot (honkai3rd-snapshot-parts.ts says what the stored snapshots hold).
 * ---------------------------------------------------------------------------------------------- */

/** Elysian Realm (kind `bh3_god_war`): every stored run and the totals. */
export const Honkai3rdGodWarSnapshot = Type.Object({
  records: Type.Array(
    Type.Object({
      settle_time_second: UnixSeconds,
      score: Count,
      punish_level: Count,
      level: Count,
      buffs: Type.Array(Type.Object({ id: SignetId, number: Count, icon: Opt(Type.String()) })),
      conditions: Type.Array(
        Type.Object({
          id: Opt(Type.Integer()),
          difficulty: Count,
          name: Opt(Type.String()),
          desc: Opt(Type.String()),
        }),
      ),
      main_avatar: SnapBattlesuit,
      support_avatars: Type.Array(SnapBattlesuit, { maxItems: 2 }),
      elf: SnapElf,
      /** Remembrance sigil id (the digits of the icon filename). */
      extra_item_id: Type.Integer({ minimum: 1 }),
    }),
  ),
  collections: Type.Array(
    Type.Object({
      type: Type.String({ maxLength: 32 }),
      collected_number: Count,
      total_number: Count,
    }),
  ),
  summary: Honkai3rdGodWarSummary,
  avatar_transcript: Opt(
    Type.Array(
      Type.Object({
        avatar: SnapBattlesuit,
        level: Count,
        challenge_success_times: Count,
        max_challenge_score: Count,
        max_punish_level: Count,
        max_challenge_level: Count,
      }),
    ),
  ),
});
export type Honkai3rdGodWarSnapshot = Static<typeof Honkai3rdGodWarSnapshot>;
