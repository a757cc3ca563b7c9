import { PeriodId } from './history.js';
import Type, { type Static } from 'typebox';
import { RoleQuery, Url } from './common.js';
import { AvatarRarity, Eidolon, Flag, NumStr, Opt } from './hkrpg-parts.js';

/*
 * Stellar Transit (game id 6, API family `hkrpg`): the payloads of
 * docs/reference/other-games.md#third-game-records as real clients parse them, the queries of those
 * endpoints, and the language-neutral stored snapshots.
 *
 * Which fields are required: every [gpy-req] field, and every field the doc's examples carry (the
 * doc asks servers to send "(new)" fields too, and an optional key would let the serializer drop
 * them silently). Fields the doc calls optional, or marks [U] without showing them in an example,
 * are optional. Numbers the real API sends as strings (`score`, Apocalyptic Shadow `star_num`) are
 * strings of digits here, so a server cannot answer with the JSON type clients do not expect.
 *
 * One file per feature, like the main game's: this one holds the queries and the objects several
 * endpoints share; hkrpg-index.ts, hkrpg-character.ts, hkrpg-notes.ts, hkrpg-challenge.ts,
 * hkrpg-challenge-story.ts, hkrpg-challenge-boss.ts and hkrpg-rogue.ts one feature each (with its
 * stored snapshots), hkrpg-kinds.ts the snapshot kinds.
 */

/* ------------------------------------------------------------------------------------------------
 * Queries (docs/reference/other-games.md#conventions,
 * docs/reference/other-games.md#third-game-records): every call carries `role_id` and `server`.
 * ---------------------------------------------------------------------------------------------- */

/** `index`, `role/basicInfo` and `note` take the common pair only, as the main game's calls do. */
export const HkrpgRoleQuery = RoleQuery;

/**
 * `avatar/info`: genshin.py always sends `need_wiki=true`; MehrakBot adds `id_list[]` [U]. A query
 * string gives one id as a string and a repeated key as a list of strings, so both are accepted.
 */
export const HkrpgAvatarInfoQuery = Type.Object({
  ...HkrpgRoleQuery.properties,
  need_wiki: Opt(Flag),
  'id_list[]': Opt(Type.Union([NumStr, Type.Array(NumStr, { maxItems: 200 })])),
});

/**
 * `challenge`, `challenge_story` and `challenge_boss`: `schedule_type` 1 is the current season and
 * 2 the previous one; `need_all=true` asks for every floor; Starward adds `isPrev` [U].
 */
export const HkrpgChallengeQuery = Type.Object({
  ...HkrpgRoleQuery.properties,
  schedule_type: Opt(Type.Integer({ minimum: 1, maximum: 2 })),
  period: Opt(PeriodId),
  need_all: Opt(Flag),
  isPrev: Opt(Flag),
});

/**
 * `rogue`: genshin.py and Starward send `schedule_type=3` (the current and the last period
 * together); 1 and 2 by analogy with the endgame modes [U].
 */
export const HkrpgRogueQuery = Type.Object({
  ...HkrpgRoleQuery.properties,
  schedule_type: Opt(Type.Integer({ minimum: 1, maximum: 3 })),
  need_detail: Opt(Flag),
});

/* ------------------------------------------------------------------------------------------------
 * Shared objects (docs/reference/other-games.md#partial-time,
 * docs/reference/other-games.md#third-game-records "Shared objects").
 * ---------------------------------------------------------------------------------------------- */

/** Server-local wall-clock time; genshin.py needs the five fields, Starward also reads `second`. */
export const HkrpgPartialTime = Type.Object({
  year: Type.Integer(),
  month: Type.Integer({ minimum: 1, maximum: 12 }),
  day: Type.Integer({ minimum: 1, maximum: 31 }),
  hour: Type.Integer({ minimum: 0, maximum: 23 }),
  minute: Type.Integer({ minimum: 0, maximum: 59 }),
  second: Opt(Type.Integer({ minimum: 0, maximum: 59 })),
});
export type HkrpgPartialTime = Static<typeof HkrpgPartialTime>;

export const HKRPG_ELEMENTS = [
  'physical',
  'fire',
  'ice',
  'lightning',
  'wind',
  'quantum',
  'imaginary',
] as const;
/** Element names are lowercase English in every language. */
export const HkrpgElement = Type.Enum(HKRPG_ELEMENTS);
export type HkrpgElement = Static<typeof HkrpgElement>;

/** Element bit flags as seen in data (fire's 2 is inferred). */
export const HKRPG_ELEMENT_IDS: Record<HkrpgElement, number> = {
  physical: 1,
  fire: 2,
  ice: 4,
  lightning: 8,
  wind: 16,
  quantum: 32,
  imaginary: 64,
};

/**
 * Path (`base_type`) 1–8: Destruction, The Hunt, Erudition, Harmony, Nihility, Preservation,
 * Abundance, Remembrance. Both genshin.py versions reject 9 (Elation) in `avatar/info` and the 2024
 * one also rejects 8, so a server must not send 9 there.
 */
export const HkrpgBaseType = Type.Integer({ minimum: 1, maximum: 8 });

/**
 * A character in endgame lineups and Simulated Universe runs; every field but `name` is [gpy-req].
 * `name` (in the request language) is Chronicle's addition, always sent by Chronicle and absent
 * from HoYoLAB's answers: clients name a character by `name` when present, and Chronicle's
 * characters are in no name table they could download (docs/CLIENTS.md).
 */
export const HkrpgAvatarBrief = Type.Object({
  id: Type.Integer(),
  level: Type.Integer(),
  icon: Url,
  rarity: AvatarRarity,
  element: HkrpgElement,
  rank: Eidolon,
  name: Opt(Type.String()),
});
export type HkrpgAvatarBrief = Static<typeof HkrpgAvatarBrief>;

/** An equipped light cone; genshin.py fills its `wiki` from `equip_wiki`, the server never sends it. */
export const HkrpgLightCone = Type.Object({
  id: Type.Integer(),
  level: Type.Integer(),
  /** Superimposition 1–5. */
  rank: Type.Integer({ minimum: 1, maximum: 5 }),
  name: Type.String(),
  desc: Type.String(),
  icon: Url,
  rarity: Type.Integer(),
});
export type HkrpgLightCone = Static<typeof HkrpgLightCone>;
