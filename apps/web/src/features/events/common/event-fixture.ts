import type { ActivityRecordData } from './use-activity.js';

/* A summer_v2 record as `activity/summer_v2` answers it, for the component tests. */

const avatar = (id: number, name: string, isTrial = false) => ({
  id,
  name,
  icon: `/art/character/${id}.svg`,
  element: 'Hydro',
  rarity: 5,
  level: 80,
  is_trial: isTrial,
});

const base = {
  icon: '/art/event_stage/1.svg',
  finish_time: null,
  score: 0,
  max_score: 0,
  stars: 0,
  max_stars: 0,
  cost_time: 0,
  difficulty: 0,
  times: 0,
  avatars: [],
  rewards: [],
  metrics: [],
};

const clock = (day: number) => ({ year: 2025, month: 10, day, hour: 9, minute: 30, second: 0 });

export function summerRecord(overrides: Partial<ActivityRecordData> = {}): ActivityRecordData {
  return {
    activity: 'summer_v2',
    exists_data: true,
    start_time: '2025-10-14 02:00:00',
    end_time: '2025-11-04 02:00:00',
    total_score: 600,
    total_times: 7,
    stats: [
      { key: 'anchor_number', value: 11 },
      { key: 'way_point_number', value: 9 },
      { key: 'chest_number', value: 1250 },
    ],
    pages: [
      {
        key: 'challenge',
        exists_data: true,
        stats: [],
        records: [
          {
            ...base,
            id: 1,
            name: 'Tidepool Trial',
            finished: true,
            finish_time: clock(15),
            difficulty: 2,
            stars: 2,
            max_stars: 3,
            times: 4,
            avatars: [avatar(10000022, 'Corin Tidewell'), avatar(10000023, 'Mira Frostvale', true)],
            rewards: [{ id: 1, name: 'Star Shard', icon: '/art/event_item/1.svg', num: 40 }],
            metrics: [
              { key: 'success_num', value: 12 },
              { key: 'skill_use_num', value: 4 },
            ],
          },
          {
            ...base,
            id: 2,
            name: 'Storm-Eye Duel',
            finished: false,
            max_stars: 3,
            metrics: [
              { key: 'success_num', value: 3 },
              { key: 'skill_use_num', value: 7 },
            ],
          },
        ],
      },
      {
        key: 'sailing',
        exists_data: true,
        stats: [{ key: 'island_number', value: 5 }],
        records: [
          {
            ...base,
            id: 3,
            name: 'Reef Run',
            finished: true,
            finish_time: clock(16),
            cost_time: 131,
            times: 2,
          },
          { ...base, id: 4, name: 'Whirlpool Pass', finished: false, times: 1 },
        ],
      },
      { key: 'story', exists_data: false, stats: [], records: [] },
    ],
    ...overrides,
  };
}

/** `activities` of a role that played summer_v2 and lantern. */
export const playedActivities = {
  activities: [
    { summer_v2: { exists_data: true, records: [] } },
    { lantern: { exists_data: true, records: [] } },
  ],
};
