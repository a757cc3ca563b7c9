/*
 * The `data` of the Stellar Transit endgame and Simulated Universe examples in
 * docs/reference/other-games.md#third-game-records, copied verbatim like hkrpg-examples.fixtures.ts
 * (the doc's values are made up). Every one of
 * them parses in both genshin.py versions, so each must validate.
 */

export const CHALLENGE_EXAMPLE = {
  schedule_id: 1040,
  begin_time: { year: 2026, month: 1, day: 5, hour: 4, minute: 0 },
  end_time: { year: 2026, month: 2, day: 16, hour: 3, minute: 59 },
  star_num: 33,
  max_floor: 'Silent Dusk (XII)',
  battle_num: 14,
  has_data: true,
  max_floor_detail: null,
  all_floor_detail: [
    {
      name: 'Silent Dusk (XII)',
      round_num: 9,
      star_num: 2,
      is_chaos: true,
      maze_id: 5212,
      is_fast: false,
      node_1: {
        challenge_time: { year: 2026, month: 1, day: 7, hour: 21, minute: 14 },
        avatars: [
          {
            id: 1308,
            level: 80,
            icon: 'https://example.invalid/1308.png',
            rarity: 5,
            element: 'lightning',
            rank: 0,
          },
          {
            id: 1301,
            level: 80,
            icon: 'https://example.invalid/1301.png',
            rarity: 4,
            element: 'fire',
            rank: 6,
          },
        ],
      },
      node_2: {
        challenge_time: { year: 2026, month: 1, day: 7, hour: 21, minute: 14 },
        avatars: [
          {
            id: 1205,
            level: 80,
            icon: 'https://example.invalid/1205.png',
            rarity: 5,
            element: 'wind',
            rank: 2,
          },
        ],
      },
    },
    {
      name: 'Silent Dusk (I)',
      round_num: 0,
      star_num: 3,
      is_chaos: true,
      maze_id: 5201,
      is_fast: true,
      node_1: {
        challenge_time: { year: 2026, month: 1, day: 7, hour: 20, minute: 2 },
        avatars: [],
      },
      node_2: {
        challenge_time: { year: 2026, month: 1, day: 7, hour: 20, minute: 2 },
        avatars: [],
      },
    },
  ],
  max_floor_id: 5212,
  groups: [
    {
      schedule_id: 1040,
      begin_time: { year: 2026, month: 1, day: 5, hour: 4, minute: 0 },
      end_time: { year: 2026, month: 2, day: 16, hour: 3, minute: 59 },
      status: 'Running',
      name_mi18n: 'Silent Dusk',
    },
    {
      schedule_id: 1039,
      begin_time: { year: 2025, month: 11, day: 24, hour: 4, minute: 0 },
      end_time: { year: 2026, month: 1, day: 5, hour: 3, minute: 59 },
      status: 'End',
      name_mi18n: 'Frozen Chimes',
    },
  ],
};

export const CHALLENGE_STORY_EXAMPLE = {
  star_num: 11,
  max_floor: 'Three Act Structure (IV)',
  battle_num: 9,
  has_data: true,
  max_floor_id: 20164,
  all_floor_detail: [
    {
      name: 'Three Act Structure (IV)',
      round_num: 8,
      star_num: 2,
      maze_id: 20164,
      is_fast: false,
      node_1: {
        challenge_time: { year: 2025, month: 8, day: 2, hour: 19, minute: 40 },
        avatars: [
          {
            id: 1308,
            level: 80,
            icon: 'https://example.invalid/1308.png',
            rarity: 5,
            element: 'lightning',
            rank: 0,
          },
        ],
        buff: {
          id: 3031341,
          name_mi18n: 'Intertextuality',
          desc_mi18n: '…',
          icon: 'https://example.invalid/buff.png',
        },
        score: '25360',
      },
      node_2: {
        challenge_time: { year: 2025, month: 8, day: 2, hour: 19, minute: 52 },
        avatars: [
          {
            id: 1205,
            level: 80,
            icon: 'https://example.invalid/1205.png',
            rarity: 5,
            element: 'wind',
            rank: 2,
          },
        ],
        buff: {
          id: 3031341,
          name_mi18n: 'Intertextuality',
          desc_mi18n: '…',
          icon: 'https://example.invalid/buff.png',
        },
        score: '27000',
      },
    },
  ],
  groups: [
    {
      schedule_id: 2016,
      begin_time: { year: 2025, month: 7, day: 21, hour: 4, minute: 0 },
      end_time: { year: 2025, month: 9, day: 1, hour: 3, minute: 59 },
      status: 'Running',
      name_mi18n: 'Three Act Structure',
    },
    {
      schedule_id: 2015,
      begin_time: { year: 2025, month: 6, day: 9, hour: 4, minute: 0 },
      end_time: { year: 2025, month: 7, day: 21, hour: 3, minute: 59 },
      status: 'End',
      name_mi18n: 'Narrative Analysis',
    },
  ],
};

export const CHALLENGE_BOSS_EXAMPLE = {
  star_num: 11,
  max_floor: 'Ichor Beast: Difficulty 4',
  battle_num: 8,
  has_data: true,
  max_floor_id: 30104,
  all_floor_detail: [
    {
      name: 'Ichor Beast: Difficulty 4',
      star_num: '2',
      maze_id: 30104,
      is_fast: false,
      last_update_time: { year: 2025, month: 7, day: 12, hour: 22, minute: 52 },
      node_1: {
        challenge_time: { year: 2025, month: 7, day: 12, hour: 22, minute: 40 },
        avatars: [
          {
            id: 1308,
            level: 80,
            icon: 'https://example.invalid/1308.png',
            rarity: 5,
            element: 'lightning',
            rank: 0,
          },
        ],
        buff: {
          id: 3031341,
          name_mi18n: 'Bold Leader',
          desc_mi18n: '…',
          icon: 'https://example.invalid/b.png',
        },
        score: '3025',
        boss_defeated: true,
      },
      node_2: {
        challenge_time: { year: 2025, month: 7, day: 12, hour: 22, minute: 52 },
        avatars: [
          {
            id: 1205,
            level: 80,
            icon: 'https://example.invalid/1205.png',
            rarity: 5,
            element: 'wind',
            rank: 2,
          },
        ],
        buff: {
          id: 3031341,
          name_mi18n: 'Bold Leader',
          desc_mi18n: '…',
          icon: 'https://example.invalid/b.png',
        },
        score: '3403',
        boss_defeated: true,
      },
    },
  ],
  groups: [
    {
      schedule_id: 3010,
      begin_time: { year: 2025, month: 6, day: 30, hour: 4, minute: 0 },
      end_time: { year: 2025, month: 8, day: 11, hour: 3, minute: 59 },
      status: 'Running',
      name_mi18n: 'Ichor Beast',
      upper_boss: {
        id: 406401204,
        name_mi18n: 'Arbiter of the Lost Abyss',
        icon: 'https://example.invalid/u.png',
      },
      lower_boss: {
        id: 100401404,
        name_mi18n: 'Annihilator of Desolation',
        icon: 'https://example.invalid/l.png',
      },
      tierce_boss: null,
    },
  ],
};

export const ROGUE_EXAMPLE = {
  role: { nickname: 'Trailblazer', server: 'prod_official_usa', level: 68 },
  basic_info: { unlocked_buff_num: 232, unlocked_miracle_num: 117, unlocked_skill_points: 38 },
  current_record: {
    basic: {
      id: 112,
      finish_cnt: 2,
      schedule_begin: { year: 2026, month: 1, day: 5, hour: 4, minute: 0 },
      schedule_end: { year: 2026, month: 1, day: 12, hour: 3, minute: 59 },
    },
    records: [
      {
        name: 'World 9',
        finish_time: { year: 2026, month: 1, day: 6, hour: 20, minute: 11 },
        score: 1900,
        final_lineup: [
          {
            id: 1308,
            level: 80,
            icon: 'https://example.invalid/1308.png',
            rarity: 5,
            element: 'lightning',
            rank: 0,
          },
        ],
        base_type_list: [{ id: 122, name: 'Nihility', cnt: 9 }],
        cached_avatars: [],
        buffs: [
          {
            base_type: { id: 122, name: 'Nihility', cnt: 9 },
            items: [{ id: 61301, name: 'Nihility', is_evoluted: true, rank: 3 }],
          },
        ],
        miracles: [
          { id: 112, name: 'Sealing Wax of Nihility', icon: 'https://example.invalid/m.png' },
        ],
        difficulty: 5,
        progress: 9,
      },
    ],
    has_data: true,
  },
  last_record: {
    basic: {
      id: 111,
      finish_cnt: 0,
      schedule_begin: { year: 2025, month: 12, day: 29, hour: 4, minute: 0 },
      schedule_end: { year: 2026, month: 1, day: 5, hour: 3, minute: 59 },
    },
    records: [],
    has_data: false,
  },
};
