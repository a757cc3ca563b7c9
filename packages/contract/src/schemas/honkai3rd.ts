import Type, { type Static } from 'typebox';
import type { SnapshotKind } from '../snapshot-kinds.js';
import { RoleQuery, Url } from './common.js';

/*
 * Starfall Vanguard (game id 1, API family `honkai3rd`): the payloads of OTHER-GAMES §4 as real
 * clients parse them, the query those endpoints take, and the language-neutral stored snapshots.
 *
 * Which fields are required: every [gpy-req] field, and every field the doc's examples carry (the
 * doc asks servers to send "(new)" fields too, and an optional key would let the serializer drop
 * them silently). Fields the doc marks [U] or "(new)" without showing them in every example of
 * the object are optional. Ids of battlesuits, bosses and ELFs and every timestamp are strings of
 * digits in the real API, and stay strings here.
 */

const Opt = Type.Optional;
const Count = Type.Integer({ minimum: 0 });
const UnixSeconds = Type.Integer({ minimum: 0 });
/** A number sent as a JSON string of digits (the doc's `numstr`), such as `"105"`. */
const NumStr = Type.String({ pattern: '^[0-9]+$' });
/** Unix seconds sent as a string (the doc's `tsstr`), such as `"1737907200"`. */
const TsStr = Type.String({ pattern: '^[0-9]+$' });
/** A percentage sent as a decimal string, such as `"6.20"`. */
const PercentStr = Type.String({ pattern: '^[0-9]+(\\.[0-9]+)?$' });
/** Competitive tier 1–4 (`area`, `battle_field_area`, `latest_area`). */
const Area = Type.Integer({ minimum: 1, maximum: 4 });
/** Memorial Arena bracket 1–7 (top-percentage bands, OTHER-GAMES §5). */
const ArenaRank = Type.Integer({ minimum: 1, maximum: 7 });
/** Superstring rank within the top tier: 1 Forbidden … 8 Red Lotus, 9 Nirvana. */
const AbyssLevel = Type.Integer({ minimum: 1, maximum: 9 });
/** Old abyss rank letters (A = 4 … D = 1), or "UnknownRank" where genshin.py expects a letter. */
const RankLetter = Type.Union([
  Type.Literal('A'),
  Type.Literal('B'),
  Type.Literal('C'),
  Type.Literal('D'),
]);
const RankLetterOrUnknown = Type.Union([RankLetter, Type.Literal('UnknownRank')]);
/** Old abyss modes: Q-Singularis, Dirac Sea, and the "Greedy" one. */
const OldAbyssType = Type.Union([
  Type.Literal('Quantum'),
  Type.Literal('OW'),
  Type.Literal('Greedy'),
]);

/* ------------------------------------------------------------------------------------------------
 * Query (OTHER-GAMES §4): every endpoint takes the common pair only. genshin.py sends the `server`
 * of the bound account list, not one derived from the uid.
 * ---------------------------------------------------------------------------------------------- */

export const Honkai3rdRoleQuery = RoleQuery;

/* ------------------------------------------------------------------------------------------------
 * Shared objects (OTHER-GAMES §4 "Shared HI3 objects").
 * ---------------------------------------------------------------------------------------------- */

/**
 * A battlesuit, in lineups, Elysian Realm runs and the character list. Mode reports send `level`
 * 0 and often "" for the art; genshin.py then fills `figure_path` from its own table. The type
 * (BIO, MECH, PSY, QUA, IMG, SD) is read from the `avatar_background_path` filename
 * (…/AttrYiNengSmall.png).
 */
export const Honkai3rdBattlesuit = Type.Object({
  id: NumStr,
  name: Type.String(),
  /** 1 B, 2 A, 3 S, 4 SS, 5 SSS. */
  star: Type.Integer({ minimum: 1, maximum: 5 }),
  avatar_background_path: Url,
  icon_path: Url,
  background_path: Url,
  large_background_path: Url,
  figure_path: Url,
  level: Count,
  oblique_avatar_background_path: Url,
  half_length_icon_path: Url,
  image_path: Url,
  wiki_url: Url,
  avatar_background_path_v2: Opt(Url),
  /** Seen 2 PSY, 4 QUA, 6 SD; 0 when unknown. */
  attribute_id: Opt(Count),
  attribute_background_path: Opt(Url),
  sec_part_icon: Opt(Url),
});
export type Honkai3rdBattlesuit = Static<typeof Honkai3rdBattlesuit>;

/** genshin.py upper-cases the `boss_NNN` part of `avatar`. */
export const Honkai3rdBoss = Type.Object({ id: NumStr, name: Type.String(), avatar: Url });
export type Honkai3rdBoss = Static<typeof Honkai3rdBoss>;

/**
 * An ELF. genshin.py turns `rarity` 4/5 into "A"/"S" and fails on 0 or 1 (real data has 0 for an
 * "Astral Mate" partner), so only 4 and 5 are valid; send `elf: null` otherwise.
 */
export const Honkai3rdElf = Type.Object({
  id: NumStr,
  name: Type.String(),
  avatar: Url,
  rarity: Type.Integer({ minimum: 4, maximum: 5 }),
  /** Upgrade level. */
  star: Count,
  is_collaborator: Type.Boolean(),
  collaborator: Type.Integer(),
});
export type Honkai3rdElf = Static<typeof Honkai3rdElf>;

const NullableElf = Type.Union([Honkai3rdElf, Type.Null()]);

/* ------------------------------------------------------------------------------------------------
 * §4.1 index.
 * ---------------------------------------------------------------------------------------------- */

/** Superstring summary (level ≥ 81); its tier is `battle_field_area` and its score `abyss_score`. */
export const Honkai3rdNewAbyss = Type.Object({ level: AbyssLevel, cup_number: Count });

/** Old abyss summary (level ≤ 80). */
export const Honkai3rdOldAbyss = Type.Object({
  level_of_quantum: RankLetterOrUnknown,
  level_of_ow: RankLetterOrUnknown,
  latest_type: OldAbyssType,
  latest_level: RankLetter,
  latest_area: Area,
  level_of_greedy: Opt(RankLetterOrUnknown),
});

const StatsFields = {
  active_day_number: Count,
  achievement_number: Count,
  armor_number: Count,
  sss_armor_number: Count,
  stigmata_number: Count,
  five_star_stigmata_number: Count,
  weapon_number: Count,
  five_star_weapon_number: Count,
  suit_number: Count,
  /** "" counts as 0. */
  battle_field_ranking_percentage: Type.Union([PercentStr, Type.Literal('')]),
  battle_field_rank: ArenaRank,
  battle_field_score: Count,
  battle_field_area: Area,
  abyss_score: Count,
  god_war_max_punish_level: Count,
  god_war_extra_item_number: Count,
  god_war_max_challenge_score: Count,
  god_war_max_challenge_level: Count,
  god_war_max_level_avatar_number: Count,
  god_war_max_support_point: Count,
  abyss_floor: Count,
  explore_score: Count,
  explore_score_sum: Count,
};

/**
 * Flat counters with exactly one of `new_abyss` or `old_abyss`: genshin.py unpacks whichever key is
 * present (`new_abyss` wins when both are) and fails on null or on neither, so the other key is left
 * out rather than sent as null.
 */
export const Honkai3rdStats = Type.Union([
  Type.Object({ ...StatsFields, new_abyss: Honkai3rdNewAbyss, old_abyss: Opt(Type.Never()) }),
  Type.Object({ ...StatsFields, old_abyss: Honkai3rdOldAbyss, new_abyss: Opt(Type.Never()) }),
]);
export type Honkai3rdStats = Static<typeof Honkai3rdStats>;

/** Play-style radar (0–100 each) and the overall rating such as "S". */
export const Honkai3rdPreference = Type.Object({
  abyss: Count,
  main_line: Count,
  battle_field: Count,
  open_world: Count,
  community: Count,
  comprehensive_score: Count,
  comprehensive_rating: Type.String(),
  god_war: Count,
  is_god_war_unlock: Type.Boolean(),
});
export type Honkai3rdPreference = Static<typeof Honkai3rdPreference>;

/** `data` of GET honkai3rd/api/index (OTHER-GAMES §4.1). */
export const Honkai3rdIndexData = Type.Object({
  role: Type.Object({
    /** Capitalized as the real API sends it; genshin.py aliases it as `icon`. */
    AvatarUrl: Url,
    nickname: Type.String(),
    region: Type.String(),
    /** Captain level. */
    level: Type.Integer(),
    role_id: Opt(NumStr),
    game_head_icon: Opt(Url),
  }),
  stats: Honkai3rdStats,
  preference: Honkai3rdPreference,
  head_background: Url,
});
export type Honkai3rdIndexData = Static<typeof Honkai3rdIndexData>;

/* ------------------------------------------------------------------------------------------------
 * §4.2 characters.
 * ---------------------------------------------------------------------------------------------- */

/** A weapon or stigma; an empty stigma slot has `id` 0 (genshin.py drops it). */
export const Honkai3rdEquip = Type.Object({
  id: Count,
  name: Type.String(),
  /** Current stars. */
  rarity: Count,
  max_rarity: Count,
  icon: Url,
  level: Count,
  wiki_url: Url,
});
export type Honkai3rdEquip = Static<typeof Honkai3rdEquip>;

/** The weapon's icon filename encodes its type (…/WeaponIcons/Weapon_<Type>_…). */
export const Honkai3rdWeapon = Type.Object({
  ...Honkai3rdEquip.properties,
  homology_level: Count,
});
export type Honkai3rdWeapon = Static<typeof Honkai3rdWeapon>;

export const Honkai3rdCharacter = Type.Object({
  /** With the real `level`, `figure_path` and `image_path`, unlike mode reports. */
  avatar: Honkai3rdBattlesuit,
  weapon: Honkai3rdWeapon,
  /** Three slots, T, M and B in that order; stigma names end in "(T)", "(M)" or "(B)". */
  stigmatas: Type.Array(Honkai3rdEquip, { maxItems: 3 }),
  costumes: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), icon: Url })),
});
export type Honkai3rdCharacter = Static<typeof Honkai3rdCharacter>;

/** `data` of GET honkai3rd/api/characters (OTHER-GAMES §4.2). */
export const Honkai3rdCharactersData = Type.Object({
  characters: Type.Array(Type.Object({ character: Honkai3rdCharacter, is_chosen: Type.Boolean() })),
});
export type Honkai3rdCharactersData = Static<typeof Honkai3rdCharactersData>;

/* ------------------------------------------------------------------------------------------------
 * §4.3–4.4 abyss reports. genshin.py calls both endpoints and keeps the first that succeeded, so
 * the one that does not apply to the player answers retcode -1 rather than an empty `reports`.
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

/** `data` of GET honkai3rd/api/newAbyssReport (OTHER-GAMES §4.3), newest first [U]. */
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

/** `data` of GET honkai3rd/api/latestOldAbyssReport (OTHER-GAMES §4.4). */
export const Honkai3rdOldAbyssData = Type.Object({
  reports: Type.Array(Honkai3rdOldAbyssReport),
});
export type Honkai3rdOldAbyssData = Static<typeof Honkai3rdOldAbyssData>;

/* ------------------------------------------------------------------------------------------------
 * §4.5 battleFieldReport (Memorial Arena).
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

/** `data` of GET honkai3rd/api/battleFieldReport (OTHER-GAMES §4.5). */
export const Honkai3rdBattleFieldData = Type.Object({
  reports: Type.Array(Honkai3rdBattleFieldReport),
});
export type Honkai3rdBattleFieldData = Static<typeof Honkai3rdBattleFieldData>;

/* ------------------------------------------------------------------------------------------------
 * §4.6 godWar (Elysian Realm).
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

/** `data` of GET honkai3rd/api/godWar (OTHER-GAMES §4.6). */
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
 * §4.7 note (newer genshin.py, Starward).
 * ---------------------------------------------------------------------------------------------- */

const NoteMode = { schedule_end: TsStr, is_open: Type.Boolean() };

/** `data` of GET honkai3rd/api/note (OTHER-GAMES §4.7). */
export const Honkai3rdNoteData = Type.Object({
  current_stamina: Count,
  max_stamina: Type.Integer({ minimum: 1 }),
  /** Seconds until full. */
  stamina_recover_time: Count,
  current_train_score: Count,
  max_train_score: Count,
  greedy_endless: Type.Object({
    ...NoteMode,
    cur_reward: Count,
    max_reward: Count,
    level_icon: Url,
  }),
  ultra_endless: Type.Object({
    ...NoteMode,
    group_level: Count,
    challenge_score: Count,
    level_icon: Url,
  }),
  /** Optional for genshin.py, but the doc's example carries it. */
  battle_field: Type.Object({
    ...NoteMode,
    cur_reward: Count,
    max_reward: Count,
    cur_sss_reward: Count,
    max_sss_reward: Count,
  }),
  god_war: Type.Object({ ...NoteMode, cur_reward: Count, max_reward: Count }),
});
export type Honkai3rdNoteData = Static<typeof Honkai3rdNoteData>;

/* ------------------------------------------------------------------------------------------------
 * Stored snapshots (what an operator ingests). Language-neutral like the main game's: battlesuits,
 * weapons, stigmata, costumes, bosses, ELFs and Elysian Realm conditions are catalog ids (the
 * battlesuit's art URLs and type are catalog attributes); the optional `name`/`icon` fields are
 * the fallback of an importer replaying real payloads. Ids and times are numbers; the server
 * renders them as the strings clients expect.
 * ---------------------------------------------------------------------------------------------- */

const Fallback = {
  name: Opt(Type.String()),
  icon: Opt(Type.String()),
};

/** A battlesuit in a report or run: mode reports carry no level. */
const SnapBattlesuit = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  star: Opt(Type.Integer({ minimum: 1, maximum: 5 })),
  attribute_id: Opt(Count),
  ...Fallback,
});

const SnapBoss = Type.Object({ id: Count, ...Fallback });

/** ELFs of rarity other than 4 or 5 are stored as null (see {@link Honkai3rdElf}). */
const SnapElf = Type.Union([
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

const SnapLineup = Type.Array(SnapBattlesuit, { maxItems: 3 });

/** Index (kind `bh3_index`): the captain and the counters, already language-neutral. */
export const Honkai3rdIndexSnapshot = Type.Object({
  role: Type.Object({
    nickname: Type.String({ minLength: 1, maxLength: 32 }),
    level: Type.Integer({ minimum: 1, maximum: 100 }),
    /** `AvatarUrl`. */
    avatar_url: Opt(Type.String()),
    game_head_icon: Opt(Type.String()),
  }),
  stats: Honkai3rdStats,
  preference: Honkai3rdPreference,
  head_background: Opt(Type.String()),
});
export type Honkai3rdIndexSnapshot = Static<typeof Honkai3rdIndexSnapshot>;

const SnapEquip = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  rarity: Count,
  max_rarity: Count,
  level: Count,
  ...Fallback,
});

/** Battlesuits with their gear (kind `bh3_characters`). */
export const Honkai3rdCharactersSnapshot = Type.Object({
  characters: Type.Array(
    Type.Object({
      id: Type.Integer({ minimum: 1 }),
      level: Type.Integer({ minimum: 1, maximum: 100 }),
      star: Type.Integer({ minimum: 1, maximum: 5 }),
      is_chosen: Opt(Type.Boolean()),
      weapon: Type.Object({ ...SnapEquip.properties, homology_level: Opt(Count) }),
      /** Slots T, M and B; null for an empty slot. */
      stigmatas: Type.Array(Type.Union([SnapEquip, Type.Null()]), { maxItems: 3 }),
      costume_ids: Opt(Type.Array(Type.Integer())),
      attribute_id: Opt(Count),
      ...Fallback,
    }),
  ),
});
export type Honkai3rdCharactersSnapshot = Static<typeof Honkai3rdCharactersSnapshot>;

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

const SnapNoteMode = { schedule_end: UnixSeconds, is_open: Type.Boolean() };

/**
 * Real-time notes as they were at `captured_at` (kind `bh3_note`); the server moves stamina
 * forward by the time elapsed since.
 */
export const Honkai3rdNoteSnapshot = Type.Object({
  current_stamina: Count,
  max_stamina: Type.Integer({ minimum: 1 }),
  stamina_recover_time: Count,
  current_train_score: Count,
  max_train_score: Count,
  greedy_endless: Type.Object({
    ...SnapNoteMode,
    cur_reward: Count,
    max_reward: Count,
    level_icon: Opt(Type.String()),
  }),
  ultra_endless: Type.Object({
    ...SnapNoteMode,
    group_level: Count,
    challenge_score: Count,
    level_icon: Opt(Type.String()),
  }),
  battle_field: Type.Object({
    ...SnapNoteMode,
    cur_reward: Count,
    max_reward: Count,
    cur_sss_reward: Count,
    max_sss_reward: Count,
  }),
  god_war: Type.Object({ ...SnapNoteMode, cur_reward: Count, max_reward: Count }),
});
export type Honkai3rdNoteSnapshot = Static<typeof Honkai3rdNoteSnapshot>;

/**
 * Snapshot kinds of Starfall Vanguard. Named with the game key because SNAPSHOT_KINDS is one map
 * across games (SNAPSHOT_KINDS merges it). The abyss and arena kinds are
 * periodic with the cycle's Unix time as the period, so every cycle is kept.
 */
export const HONKAI3RD_KINDS = {
  bh3_index: { schema: Honkai3rdIndexSnapshot, periodic: false, games: [1] },
  bh3_characters: { schema: Honkai3rdCharactersSnapshot, periodic: false, games: [1] },
  bh3_note: { schema: Honkai3rdNoteSnapshot, periodic: false, games: [1] },
  bh3_new_abyss: { schema: Honkai3rdNewAbyssSnapshot, periodic: true, games: [1] },
  bh3_old_abyss: { schema: Honkai3rdOldAbyssSnapshot, periodic: true, games: [1] },
  bh3_battle_field: { schema: Honkai3rdBattleFieldSnapshot, periodic: true, games: [1] },
  bh3_god_war: { schema: Honkai3rdGodWarSnapshot, periodic: false, games: [1] },
} as const satisfies Record<string, SnapshotKind>;
