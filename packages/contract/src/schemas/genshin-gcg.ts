import Type, { type Static } from 'typebox';
import { DateTimeObject, RoleBody, RoleQuery, Url } from './common.js';

/*
 * Card Duel (gcg/*, docs/reference/hoyolab-api.md#card-game): payloads as clients read them (the
 * stored snapshots are in genshin-gcg-snapshot.ts). basicInfo and cardList keep the recorded shapes
 * (including the misspelt `linups`, `hornor_character` and `CGCCardCategoryCardBack`); the other
 * endpoints are only named by clients and are designed in the same style.
 */

const Opt = Type.Optional;
const Count = Type.Integer({ minimum: 0 });
/** Query flags arrive as the strings clients send. */
const QueryFlag = Type.Union([Type.Literal('true'), Type.Literal('false')]);

/** `card_type` of a card (hoyoapi also lists CardTypeUnknown). */
export const GCG_CARD_TYPES = [
  'CardTypeCharacter',
  'CardTypeModify',
  'CardTypeAssist',
  'CardTypeEvent',
  'CardTypeUnknown',
] as const;
export type GcgCardType = (typeof GCG_CARD_TYPES)[number];

/** `cost_type` of a dice cost. */
export const GCG_COST_TYPES = [
  'CostTypeCryo',
  'CostTypeDendro',
  'CostTypeElectro',
  'CostTypeGeo',
  'CostTypeHydro',
  'CostTypePyro',
  'CostTypeAnemo',
  'CostTypeSame',
  'CostTypeVoid',
  'CostTypeEnergy',
] as const;
export type GcgCostType = (typeof GCG_COST_TYPES)[number];

/** `category` of a cover; the card back one is spelt `CGC…` by the real server. */
export const GCG_COVER_CATEGORIES = [
  'GCGCardCategoryAvatarCard',
  'GCGCardCategoryActionCard',
  'CGCCardCategoryCardBack',
] as const;
export type GcgCoverCategory = (typeof GCG_COVER_CATEGORIES)[number];

export const GcgCost = Type.Object({
  cost_type: Type.Enum(GCG_COST_TYPES),
  cost_value: Count,
});
export type GcgCost = Static<typeof GcgCost>;

/** A showcased card (or card back) of the profile. */
export const GcgCover = Type.Object({
  id: Type.Integer(),
  image: Url,
  category: Type.Enum(GCG_COVER_CATEGORIES),
  action_cost: Type.Array(GcgCost),
  has_data: Type.Boolean(),
  image_v2: Url,
  /** Localized card (or card back) name; an addition to the recorded shape. */
  name: Opt(Type.String()),
});
export type GcgCover = Static<typeof GcgCover>;

/** One side of a replay: the character cards it played (`linups` sic: icon URLs). */
export const GcgReplaySide = Type.Object({
  name: Type.String(),
  linups: Type.Array(Url),
  is_overflow: Type.Boolean(),
});

export const GcgReplay = Type.Object({
  game_id: Type.String(),
  self: GcgReplaySide,
  opposite: GcgReplaySide,
  /** Localized match type ("Casual duel", …). */
  match_type: Type.String(),
  match_time: Type.Union([DateTimeObject, Type.Null()]),
  is_win: Type.Boolean(),
});
export type GcgReplay = Static<typeof GcgReplay>;

/** The character card the role plays most (`hornor_character` sic). */
export const GcgHonorCharacter = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  image: Url,
  icon: Url,
  proficiency: Count,
  use_count: Count,
  tags: Type.Array(Type.String()),
});
export type GcgHonorCharacter = Static<typeof GcgHonorCharacter>;

/** A card-challenge season. */
export const GcgSchedule = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  begin: Type.Union([DateTimeObject, Type.Null()]),
  end: Type.Union([DateTimeObject, Type.Null()]),
});
export type GcgSchedule = Static<typeof GcgSchedule>;

export const GcgChallengeBasic = Type.Object({
  /** null while no season is stored. */
  schedule: Type.Union([GcgSchedule, Type.Null()]),
  nickname: Type.String(),
  uid: Type.String(),
  win_cnt: Count,
  medal: Url,
  has_data: Type.Boolean(),
});

export const GcgStats = Type.Object({
  level: Count,
  nickname: Type.String(),
  avatar_card_num_gained: Count,
  avatar_card_num_total: Count,
  action_card_num_gained: Count,
  action_card_num_total: Count,
});
export type GcgStats = Static<typeof GcgStats>;

/**
 * `data` of GET gcg/basicInfo (docs/reference/hoyolab-api.md#card-game-profile). Hidden
 * covers/replays are empty for visitors only.
 */
export const GcgBasicInfoData = Type.Object({
  ...GcgStats.properties,
  covers: Type.Array(GcgCover),
  replays: Type.Array(GcgReplay),
  hornor_character: Type.Union([GcgHonorCharacter, Type.Null()]),
  challenge_basic: GcgChallengeBasic,
  is_hide_covers: Type.Boolean(),
  is_hide_replays: Type.Boolean(),
  /** Card backs gained/total (an addition used by the pages). */
  card_back_num_gained: Count,
  card_back_num_total: Count,
});
export type GcgBasicInfoData = Static<typeof GcgBasicInfoData>;

export const GcgCardListQuery = Type.Object({
  ...RoleQuery.properties,
  need_avatar: Opt(QueryFlag),
  need_action: Opt(QueryFlag),
  need_stats: Opt(QueryFlag),
  offset: Opt(Type.Integer({ minimum: 0, maximum: 100000 })),
  /** 32 when absent. */
  limit: Opt(Type.Integer({ minimum: 1, maximum: 100 })),
});

export const GcgCardSkill = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  desc: Type.String(),
  /** Localized skill kind ("Normal Attack", …). */
  tag: Type.String(),
});

export const GcgCard = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  image: Url,
  desc: Type.String(),
  card_type: Type.Enum(GCG_CARD_TYPES),
  /** Copies owned; 0 for a card not gained yet. */
  num: Count,
  tags: Type.Array(Type.String()),
  proficiency: Count,
  use_count: Count,
  /** 0 for action cards. */
  hp: Count,
  card_skills: Type.Array(GcgCardSkill),
  action_cost: Type.Array(GcgCost),
  card_sources: Type.Array(Type.String()),
  rank_id: Type.Integer(),
  deck_recommend: Type.String(),
  card_wiki: Url,
  icon: Url,
});
export type GcgCard = Static<typeof GcgCard>;

/**
 * `data` of GET gcg/cardList (docs/reference/hoyolab-api.md#card-game-card-list); clients advance
 * `offset` by `limit` until `is_last`.
 */
export const GcgCardListData = Type.Object({
  card_list: Type.Array(GcgCard),
  is_last: Type.Boolean(),
  next_offset: Count,
  stats: Type.Union([GcgStats, Type.Null()]),
});
export type GcgCardListData = Static<typeof GcgCardListData>;

export const GcgCardBack = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  desc: Type.String(),
  image: Url,
  has_gained: Type.Boolean(),
  /** Localized "how to get it". */
  source: Type.String(),
});
export type GcgCardBack = Static<typeof GcgCardBack>;

/** `data` of GET gcg/cardBackList: every card back, gained or not. */
export const GcgCardBackListData = Type.Object({
  card_back_list: Type.Array(GcgCardBack),
  card_back_num_gained: Count,
  card_back_num_total: Count,
});
export type GcgCardBackListData = Static<typeof GcgCardBackListData>;

/** A card in a deck: enough to draw it without a cardList call. */
export const GcgDeckCard = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  image: Url,
  icon: Url,
  card_type: Type.Enum(GCG_CARD_TYPES),
  /** Copies of this card in the deck. */
  num: Count,
  hp: Count,
  tags: Type.Array(Type.String()),
  action_cost: Type.Array(GcgCost),
});
export type GcgDeckCard = Static<typeof GcgDeckCard>;

export const GcgDeck = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  is_valid: Type.Boolean(),
  /** Localized reason a deck cannot be played; '' when valid. */
  invalid_reason: Type.String(),
  avatar_cards: Type.Array(GcgDeckCard),
  /** Total copies of action cards (a complete deck has 30). */
  action_card_num: Count,
  action_cards: Type.Array(GcgDeckCard),
  /** The deck's cover (its first character card when unset). */
  cover: Type.Object({ id: Type.Integer(), image: Url }),
  card_back: Type.Union([
    Type.Object({ id: Type.Integer(), name: Type.String(), image: Url }),
    Type.Null(),
  ]),
  update_time: Type.Union([DateTimeObject, Type.Null()]),
});
export type GcgDeck = Static<typeof GcgDeck>;

/** `data` of GET gcg/deckList: saved decks, in the role's order. */
export const GcgDeckListData = Type.Object({ deck_list: Type.Array(GcgDeck) });
export type GcgDeckListData = Static<typeof GcgDeckListData>;

/** `data` of GET gcg/matchList; both lists are empty for visitors when replays are hidden. */
export const GcgMatchListData = Type.Object({
  recent_matches: Type.Array(GcgReplay),
  favourite_matches: Type.Array(GcgReplay),
  is_hide_replays: Type.Boolean(),
});
export type GcgMatchListData = Static<typeof GcgMatchListData>;

/** `data` of GET gcg/challenge/schedule: stored seasons of the role, newest first. */
export const GcgChallengeScheduleData = Type.Object({
  schedule_list: Type.Array(
    Type.Object({ ...GcgSchedule.properties, win_cnt: Count, has_data: Type.Boolean() }),
  ),
});
export type GcgChallengeScheduleData = Static<typeof GcgChallengeScheduleData>;

export const GcgChallengeRecordQuery = Type.Object({
  ...RoleQuery.properties,
  /** The latest stored season when absent. */
  schedule_id: Opt(Type.Integer({ minimum: 1, maximum: 2147483647 })),
});

export const GcgChallengeOpponent = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  icon: Url,
  /** Difficulty tier of the opponent, 1–3. */
  level: Type.Integer(),
  is_win: Type.Boolean(),
  match_time: Type.Union([DateTimeObject, Type.Null()]),
  /** The deck used against this opponent (gcg/challenge/deck); 0 when never challenged. */
  deck_id: Type.Integer(),
});
export type GcgChallengeOpponent = Static<typeof GcgChallengeOpponent>;

/** `data` of GET gcg/challenge/record; `has_data` false (and `schedule` null) when none stored. */
export const GcgChallengeRecordData = Type.Object({
  schedule: Type.Union([GcgSchedule, Type.Null()]),
  nickname: Type.String(),
  uid: Type.String(),
  win_cnt: Count,
  /** Number of opponents of the season. */
  total_cnt: Count,
  medal: Url,
  /** Localized medal name; '' without a medal. */
  medal_name: Type.String(),
  has_data: Type.Boolean(),
  opponents: Type.Array(GcgChallengeOpponent),
});
export type GcgChallengeRecordData = Static<typeof GcgChallengeRecordData>;

export const GcgChallengeDeckQuery = Type.Object({
  ...RoleQuery.properties,
  schedule_id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
  deck_id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
});

/** `data` of GET gcg/challenge/deck; `deck` null when that season has no such deck. */
export const GcgChallengeDeckData = Type.Object({
  deck: Type.Union([GcgDeck, Type.Null()]),
});
export type GcgChallengeDeckData = Static<typeof GcgChallengeDeckData>;

/** Body of POST gcg/setCover: the owner shows one of their cards (or card backs) in a slot. */
export const GcgSetCoverBody = Type.Object({
  ...RoleBody.properties,
  category: Type.Enum(GCG_COVER_CATEGORIES),
  card_id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
});

/** `data` of POST gcg/setCover: the covers as the owner now sees them. */
export const GcgSetCoverData = Type.Object({ covers: Type.Array(GcgCover) });
export type GcgSetCoverData = Static<typeof GcgSetCoverData>;

/** Body of POST gcg/setPrivacySettings; a flag left out keeps its value. */
export const GcgSetPrivacySettingsBody = Type.Object({
  ...RoleBody.properties,
  is_hide_covers: Opt(Type.Boolean()),
  is_hide_replays: Opt(Type.Boolean()),
});

export const GcgPrivacySettingsData = Type.Object({
  is_hide_covers: Type.Boolean(),
  is_hide_replays: Type.Boolean(),
});
export type GcgPrivacySettingsData = Static<typeof GcgPrivacySettingsData>;
