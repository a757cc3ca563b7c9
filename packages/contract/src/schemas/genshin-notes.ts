import Type, { type Static } from 'typebox';
import { RoleQuery, Url } from './common.js';

export const DailyNoteQuery = RoleQuery;

const TaskRewardStatus = Type.Union([
  Type.Literal('TaskRewardStatusUnfinished'),
  Type.Literal('TaskRewardStatusFinished'),
  Type.Literal('TaskRewardStatusTakenAward'),
]);
const AttendanceRewardStatus = Type.Union([
  Type.Literal('AttendanceRewardStatusWaitTaken'),
  Type.Literal('AttendanceRewardStatusTakenAward'),
  Type.Literal('AttendanceRewardStatusForbid'),
  Type.Literal('AttendanceRewardStatusUnfinished'),
]);
/** genshin.py's ArchonQuestStatus only knows these two; anything else fails its validation. */
const ArchonStatus = Type.Union([Type.Literal('StatusOngoing'), Type.Literal('StatusNotOpen')]);

const AttendanceReward = Type.Object({ status: AttendanceRewardStatus, progress: Type.Integer() });

/**
 * An expedition. `avatar_id`, `name` and `element` (in the request language) are Chronicle's
 * additions: without them a client can only guess the character from the icon's file name, and
 * Chronicle's characters are in no name table it could download.
 */
export const NotesExpedition = Type.Object({
  avatar_side_icon: Url,
  status: Type.Union([Type.Literal('Ongoing'), Type.Literal('Finished')]),
  remained_time: Type.String(),
  avatar_id: Type.Integer(),
  name: Type.String(),
  element: Type.String(),
});

/**
 * `data` of GET genshin/api/dailyNote (docs/reference/hoyolab-api.md#real-time-notes); times are
 * strings of seconds.
 */
export const DailyNoteData = Type.Object({
  current_resin: Type.Integer(),
  max_resin: Type.Integer(),
  resin_recovery_time: Type.String(),
  finished_task_num: Type.Integer(),
  total_task_num: Type.Integer(),
  is_extra_task_reward_received: Type.Boolean(),
  remain_resin_discount_num: Type.Integer(),
  resin_discount_num_limit: Type.Integer(),
  current_expedition_num: Type.Integer(),
  max_expedition_num: Type.Integer(),
  expeditions: Type.Array(NotesExpedition),
  current_home_coin: Type.Integer(),
  max_home_coin: Type.Integer(),
  home_coin_recovery_time: Type.String(),
  calendar_url: Type.String(),
  transformer: Type.Object({
    obtained: Type.Boolean(),
    // Capitalized keys, as the real API sends them.
    recovery_time: Type.Object({
      Day: Type.Integer(),
      Hour: Type.Integer(),
      Minute: Type.Integer(),
      Second: Type.Integer(),
      reached: Type.Boolean(),
    }),
    wiki: Type.String(),
    noticed: Type.Boolean(),
    latest_job_id: Type.String(),
  }),
  daily_task: Type.Object({
    total_num: Type.Integer(),
    finished_num: Type.Integer(),
    is_extra_task_reward_received: Type.Boolean(),
    task_rewards: Type.Array(Type.Object({ status: TaskRewardStatus })),
    attendance_rewards: Type.Array(AttendanceReward),
    attendance_visible: Type.Boolean(),
    stored_attendance: Type.String(),
    stored_attendance_refresh_countdown: Type.Integer(),
  }),
  archon_quest_progress: Type.Object({
    list: Type.Array(
      Type.Object({
        id: Type.Integer(),
        status: ArchonStatus,
        chapter_num: Type.String(),
        chapter_title: Type.String(),
      }),
    ),
    is_open_archon_quest: Type.Boolean(),
    is_finish_all_mainline: Type.Boolean(),
    is_finish_all_interchapter: Type.Boolean(),
    wiki_url: Type.String(),
  }),
});
export type DailyNoteData = Static<typeof DailyNoteData>;

/* ------------------------------------------------------------------------------------------------
 * The stored snapshot (kind `daily_note`): values as they were at `captured_at`. The server moves
 * resin, realm currency, expeditions and the transformer forward by the time elapsed since, so the
 * answer stays true as time passes. Characters and archon chapters are catalog ids.
 * ---------------------------------------------------------------------------------------------- */

const Opt = Type.Optional;
const Count = Type.Integer({ minimum: 0 });
/** Seconds left at capture time. */
const Seconds = Type.Integer({ minimum: 0 });

export const NotesSnapshot = Type.Object({
  current_resin: Count,
  max_resin: Type.Integer({ minimum: 1 }),
  resin_recovery_time: Seconds,
  current_home_coin: Count,
  max_home_coin: Count,
  home_coin_recovery_time: Seconds,
  finished_task_num: Count,
  total_task_num: Count,
  is_extra_task_reward_received: Type.Boolean(),
  remain_resin_discount_num: Count,
  resin_discount_num_limit: Count,
  max_expedition_num: Count,
  expeditions: Type.Array(Type.Object({ avatar_id: Type.Integer(), remained_time: Seconds })),
  transformer: Type.Object({
    obtained: Type.Boolean(),
    recovery_time: Seconds,
    noticed: Opt(Type.Boolean()),
    latest_job_id: Opt(Type.String()),
  }),
  daily_task: Type.Object({
    task_rewards: Type.Array(TaskRewardStatus),
    attendance_rewards: Type.Array(AttendanceReward),
    attendance_visible: Type.Boolean(),
    stored_attendance: Type.String({ pattern: '^[0-9]+(\\.[0-9]+)?$' }),
    stored_attendance_refresh_countdown: Seconds,
  }),
  archon_quest_progress: Type.Object({
    list: Type.Array(
      Type.Object({
        /** Catalog `archon_quest` id; the texts are an importer's fallback. */
        id: Type.Integer(),
        status: ArchonStatus,
        chapter_num: Opt(Type.String()),
        chapter_title: Opt(Type.String()),
      }),
    ),
    is_open_archon_quest: Type.Boolean(),
    is_finish_all_mainline: Type.Boolean(),
    is_finish_all_interchapter: Type.Boolean(),
  }),
});
export type NotesSnapshot = Static<typeof NotesSnapshot>;
