import type { DailyNoteData } from '../api/get-daily-note.js';

/** A real-time notes answer for tests (the demo traveler's, trimmed). */
export function dailyNote(overrides: Partial<DailyNoteData> = {}): DailyNoteData {
  return {
    current_resin: 156,
    max_resin: 200,
    resin_recovery_time: '20700',
    finished_task_num: 3,
    total_task_num: 4,
    is_extra_task_reward_received: false,
    remain_resin_discount_num: 2,
    resin_discount_num_limit: 3,
    current_expedition_num: 2,
    max_expedition_num: 5,
    expeditions: [
      {
        avatar_side_icon: '',
        status: 'Finished',
        remained_time: '0',
        avatar_id: 10000002,
        name: 'Averine',
        element: 'Anemo',
      },
      {
        avatar_side_icon: '',
        status: 'Ongoing',
        remained_time: '16083',
        avatar_id: 10000003,
        name: 'Kestrel',
        element: 'Pyro',
      },
    ],
    current_home_coin: 1555,
    max_home_coin: 2400,
    home_coin_recovery_time: '101283',
    calendar_url: '',
    transformer: {
      obtained: true,
      recovery_time: { Day: 0, Hour: 1, Minute: 0, Second: 0, reached: false },
      wiki: '',
      noticed: false,
      latest_job_id: '0',
    },
    daily_task: {
      total_num: 4,
      finished_num: 3,
      is_extra_task_reward_received: false,
      task_rewards: [],
      attendance_rewards: [],
      attendance_visible: false,
      stored_attendance: '0',
      stored_attendance_refresh_countdown: 0,
    },
    archon_quest_progress: {
      list: [
        {
          id: 1,
          status: 'StatusOngoing',
          chapter_num: 'Prologue: Act III',
          chapter_title: 'The Lantern at the Edge',
        },
      ],
      is_open_archon_quest: true,
      is_finish_all_mainline: false,
      is_finish_all_interchapter: true,
      wiki_url: '',
    },
    ...overrides,
  };
}
