import Type, { type Static } from 'typebox';
import type { SnapshotKind } from '../snapshot-kinds.js';
import { DateTimeObject, RoleBody, RoleIdLoose, ServerId, Url } from './common.js';

/*
 * Event calendar (docs/reference/hoyolab-api.md#event-calendar), toolbox, event reminders, showcase
 * characters and the alchemy workshop's recipe book (issue 4).
 */

const Opt = Type.Optional;
const UnixSeconds = Type.Integer({ minimum: 0 });
const Count = Type.Integer({ minimum: 0 });

/** Body of POST genshin/api/act_calendar. */
export const ActCalendarBody = RoleBody;

/** The event types clients switch on (`type` of an event). */
export const ACT_TYPES = [
  'ActTypeOther',
  'ActTypeDouble',
  'ActTypeTower',
  'ActTypeRoleCombat',
  'ActTypeExplore',
  'ActTypeHardChallenge',
] as const;
export const ActType = Type.Enum(ACT_TYPES);
export type ActType = Static<typeof ActType>;

export const CalendarAvatar = Type.Object({
  id: Type.Integer(),
  icon: Url,
  name: Type.String(),
  element: Type.String(),
  /** genshin.py accepts 4 or 5 only. */
  rarity: Type.Integer({ minimum: 4, maximum: 5 }),
  is_invisible: Type.Boolean(),
});

export const CalendarWeapon = Type.Object({
  id: Type.Integer(),
  icon: Url,
  rarity: Type.Integer({ minimum: 4, maximum: 5 }),
  name: Type.String(),
  wiki_url: Type.String(),
});

/** A wish banner; `start_time`/`end_time` are never null (genshin.py requires the objects). */
export const CardPool = Type.Object({
  pool_id: Type.Integer(),
  version_name: Type.String(),
  pool_name: Type.String(),
  /** 1 character, 2 weapon, 3 mixed. */
  pool_type: Type.Integer(),
  avatars: Type.Array(CalendarAvatar),
  weapon: Type.Array(CalendarWeapon),
  start_timestamp: Type.String(),
  start_time: DateTimeObject,
  end_timestamp: Type.String(),
  end_time: DateTimeObject,
  jump_url: Type.String(),
  /** 1 not started yet, 2 running. */
  pool_status: Type.Integer(),
  countdown_seconds: Type.Integer(),
});
export type CardPool = Static<typeof CardPool>;

export const ActReward = Type.Object({
  item_id: Type.Integer(),
  name: Type.String(),
  icon: Url,
  wiki_url: Type.String(),
  num: Type.Integer(),
  /** A string in the real payload ("5"). */
  rarity: Type.String(),
  homepage_show: Type.Boolean(),
});

export const CalendarAct = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  type: ActType,
  desc: Type.String(),
  strategy: Type.String(),
  start_timestamp: Type.String(),
  start_time: Type.Union([DateTimeObject, Type.Null()]),
  end_timestamp: Type.String(),
  end_time: Type.Union([DateTimeObject, Type.Null()]),
  countdown_seconds: Type.Integer(),
  /** 1 not started, 2 running. */
  status: Type.Integer(),
  reward_list: Type.Array(ActReward),
  is_finished: Type.Boolean(),
  /** Chronicle: the owner asked to be reminded of this event (add_notice). */
  is_notice: Opt(Type.Boolean()),
  double_detail: Opt(Type.Object({ total: Count, left: Count })),
  tower_detail: Opt(
    Type.Object({
      is_unlock: Type.Boolean(),
      max_star: Count,
      total_star: Count,
      has_data: Type.Boolean(),
    }),
  ),
  role_combat_detail: Opt(
    Type.Object({ is_unlock: Type.Boolean(), max_round_id: Count, has_data: Type.Boolean() }),
  ),
  explore_detail: Opt(Type.Object({ explore_percent: Type.Number(), is_finished: Type.Boolean() })),
  hard_challenge_detail: Opt(
    Type.Object({
      is_unlock: Type.Boolean(),
      difficulty: Count,
      second: Count,
      has_data: Type.Boolean(),
    }),
  ),
});
export type CalendarAct = Static<typeof CalendarAct>;

/** `data` of POST genshin/api/act_calendar. */
export const ActCalendarData = Type.Object({
  avatar_card_pool_list: Type.Array(CardPool),
  weapon_card_pool_list: Type.Array(CardPool),
  mixed_card_pool_list: Type.Array(CardPool),
  act_list: Type.Array(CalendarAct),
  fixed_act_list: Type.Array(CalendarAct),
});
export type ActCalendarData = Static<typeof ActCalendarData>;

/* ------------------------------------------------------------------------------------------------
 * The stored calendar (kind `act_calendar`, one non-periodic snapshot per role). The real endpoint
 * is per role (progress such as double drops left is the role's own) and the catalog has no kinds
 * for events or reward items, so the snapshot carries the schedule with its own localized names:
 * definitions once (`pools`, `acts`, `items`) and their dated occurrences (`banners`, `events`),
 * upcoming ones included so the calendar stays true as time passes. Permanent challenges repeat
 * monthly from `reset_day`; their progress comes from the role's own snapshots of those modes.
 * ---------------------------------------------------------------------------------------------- */

/** Text per language code; `en-us` is the fallback. */
const Names = Type.Record(Type.String({ pattern: '^[a-z]{2}-[a-z]{2}$' }), Type.String());

export const ActCalendarSnapshot = Type.Object({
  items: Type.Array(
    Type.Object({
      id: Type.Integer(),
      names: Names,
      icon: Opt(Type.String()),
      rarity: Type.Integer({ minimum: 1, maximum: 5 }),
    }),
  ),
  pools: Type.Array(
    Type.Object({
      id: Type.Integer(),
      pool_type: Type.Integer({ minimum: 1, maximum: 3 }),
      names: Names,
    }),
  ),
  acts: Type.Array(
    Type.Object({
      id: Type.Integer(),
      type: ActType,
      names: Names,
      descs: Opt(Names),
      rewards: Type.Array(Type.Object({ item_id: Type.Integer(), num: Count })),
      double_total: Opt(Count),
    }),
  ),
  banners: Type.Array(
    Type.Object({
      pool_id: Type.Integer(),
      pool: Type.Integer(),
      version_name: Type.String(),
      avatars: Type.Array(Type.Integer()),
      weapons: Type.Array(Type.Integer()),
      start: UnixSeconds,
      end: UnixSeconds,
    }),
  ),
  events: Type.Array(
    Type.Object({
      id: Type.Integer(),
      act: Type.Integer(),
      start: UnixSeconds,
      end: UnixSeconds,
      is_finished: Type.Boolean(),
      double_left: Opt(Count),
      explore_percent: Opt(Type.Number({ minimum: 0, maximum: 100 })),
    }),
  ),
  fixed: Type.Array(
    Type.Object({ act: Type.Integer(), reset_day: Type.Integer({ minimum: 1, maximum: 28 }) }),
  ),
});
export type ActCalendarSnapshot = Static<typeof ActCalendarSnapshot>;

/** Snapshot kinds of this feature, merged into SNAPSHOT_KINDS. */
export const MISC_KINDS = {
  act_calendar: { schema: ActCalendarSnapshot, periodic: false, games: [2] },
} as const satisfies Record<string, SnapshotKind>;

/* --------------------------------------- toolbox, notices, showcase --------------------------- */

export const ToolOverseaQuery = Type.Object({ lang: Opt(Type.String({ maxLength: 16 })) });

/** `data` of GET genshin/api/tool_oversea: Chronicle's own tools. */
export const ToolOverseaData = Type.Object({
  tools: Type.Array(
    Type.Object({ id: Type.Integer(), name: Type.String(), icon: Url, url: Type.String() }),
  ),
});

/** Body of POST genshin/api/add_notice: the owner (un)subscribes to an event reminder. */
export const AddNoticeBody = Type.Object({
  role_id: RoleIdLoose,
  server: ServerId,
  act_id: Type.Integer({ minimum: 1 }),
  /** false removes the reminder; default true. */
  enable: Opt(Type.Boolean()),
});

export const AddNoticeData = Type.Object({ notice_act_ids: Type.Array(Type.Integer()) });

/** Body of POST genshin/api/character/top (genshin.py `set_top_genshin_characters`). */
export const CharacterTopBody = Type.Object({
  avatar_ids: Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 8 }),
  uid_key: RoleIdLoose,
  server_key: ServerId,
});

/* --------------------------------------- alchemy workshop -------------------------------------- */

export const AlchemyRecipesQuery = Type.Object({ lang: Opt(Type.String({ maxLength: 16 })) });

export const AlchemyItem = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  rarity: Type.Integer({ minimum: 1, maximum: 5 }),
  /** potion, oil, material or raw. */
  category: Type.String(),
});
export type AlchemyItem = Static<typeof AlchemyItem>;

export const AlchemyRecipe = Type.Object({
  /** The crafted item's id. */
  item_id: Type.Integer(),
  /** Items one craft yields. */
  output_num: Type.Integer({ minimum: 1 }),
  craft_seconds: Count,
  coin_cost: Count,
  ingredients: Type.Array(
    Type.Object({ item_id: Type.Integer(), num: Type.Integer({ minimum: 1 }) }),
  ),
});
export type AlchemyRecipe = Static<typeof AlchemyRecipe>;

/** `data` of GET genshin/api/alchemy/recipes: items without a recipe are raw materials. */
export const AlchemyRecipesData = Type.Object({
  items: Type.Array(AlchemyItem),
  recipes: Type.Array(AlchemyRecipe),
});
export type AlchemyRecipesData = Static<typeof AlchemyRecipesData>;
