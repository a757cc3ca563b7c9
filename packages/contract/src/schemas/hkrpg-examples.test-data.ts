/*
 * The `data` of every Stellar Transit example in OTHER-GAMES §3, copied verbatim (the doc's values
 * are made up). Every one of them parses in both genshin.py versions, so each must validate.
 */

export const INDEX_EXAMPLE = {
  stats: {
    active_days: 412,
    avatar_num: 47,
    achievement_num: 690,
    chest_num: 2210,
    abyss_process: 'Eternal Holding Stage 12',
    dream_paster_num: 180,
    field_ext_map: { active_days: { link: '', backup_link: '' } },
  },
  avatar_list: [
    {
      id: 1308,
      level: 80,
      name: 'Acheron',
      element: 'lightning',
      icon: 'https://example.invalid/1308.png',
      rarity: 5,
      rank: 1,
      is_chosen: true,
      equip: {
        id: 23024,
        level: 80,
        rank: 1,
        name: 'Along the Passing Shore',
        desc: '…',
        icon: 'https://example.invalid/23024.png',
        rarity: 5,
      },
      base_type: 5,
      figure_path: 'https://example.invalid/fig1308.png',
      element_id: 8,
    },
  ],
  cur_head_icon_url: 'https://example.invalid/head.png',
  phone_background_image_url: 'https://example.invalid/phone.png',
};

export const BASIC_INFO_EXAMPLE = {
  nickname: 'Trailblazer',
  region: 'prod_official_usa',
  level: 68,
  avatar: 'https://example.invalid/avatar.png',
};

export const AVATAR_INFO_EXAMPLE = {
  avatar_list: [
    {
      id: 1308,
      level: 80,
      name: 'Acheron',
      element: 'lightning',
      icon: 'https://example.invalid/1308.png',
      rarity: 5,
      rank: 0,
      image: 'https://example.invalid/avatar_image/1308@2x.png',
      equip: {
        id: 23024,
        level: 80,
        rank: 1,
        name: 'Along the Passing Shore',
        desc: '…',
        icon: 'https://example.invalid/23024.png',
        rarity: 5,
      },
      relics: [
        {
          id: 61171,
          level: 15,
          pos: 1,
          name: "Pioneer's Heatproof Shell",
          desc: '…',
          icon: 'https://example.invalid/r1.png',
          rarity: 5,
          main_property: { property_type: 27, value: '705', times: 0 },
          properties: [
            { property_type: 52, value: '6.4%', times: 2 },
            { property_type: 53, value: '11.6%', times: 1 },
          ],
        },
      ],
      ornaments: [
        {
          id: 63145,
          level: 15,
          pos: 5,
          name: "Izumo's Magatsu no Morokami",
          desc: '…',
          icon: 'https://example.invalid/o5.png',
          rarity: 5,
          main_property: { property_type: 18, value: '38.8%', times: 0 },
          properties: [{ property_type: 29, value: '38', times: 1 }],
        },
      ],
      ranks: [
        {
          id: 130801,
          pos: 1,
          name: 'Silenced Sky Spake Sooth',
          icon: 'https://example.invalid/e1.png',
          desc: '…',
          is_unlocked: false,
        },
      ],
      properties: [
        { property_type: 1, base: '1125', add: '1300', final: '2425' },
        { property_type: 5, base: '5.0%', add: '61.2%', final: '66.2%' },
      ],
      skills: [
        {
          point_id: '1308001',
          point_type: 2,
          item_url: 'https://example.invalid/s1.png',
          level: 6,
          is_activated: true,
          is_rank_work: true,
          pre_point: '0',
          anchor: 'Point01',
          remake: 'Basic ATK',
          special_point_type: 'PointTypeNormal',
          skill_stages: [
            {
              name: 'Trilateral Wiltcross',
              desc: '…',
              level: 6,
              remake: 'Basic ATK',
              item_url: 'https://example.invalid/s1.png',
              is_activated: true,
              is_rank_work: true,
              exclusive_skill: { name: '', desc: '' },
              special_point_type: 'PointTypeNormal',
            },
          ],
        },
      ],
      base_type: 5,
      figure_path: 'https://example.invalid/fig1308.png',
      element_id: 8,
      servant_detail: {
        servant_id: '0',
        servant_name: '',
        servant_icon: '',
        servant_properties: [],
        servant_skills: [],
        is_health_secret: false,
      },
    },
  ],
  equip_wiki: { '23024': 'https://wiki.example.invalid/hsr/entry/2370' },
  relic_wiki: {
    '61171': 'https://wiki.example.invalid/hsr/entry/139',
    '63145': 'https://wiki.example.invalid/hsr/entry/149',
  },
  property_info: {
    '1': {
      property_type: 1,
      name: 'HP',
      icon: 'https://example.invalid/p1.png',
      property_name_relic: 'HP',
      property_name_filter: 'HP',
    },
    '5': {
      property_type: 5,
      name: 'CRIT Rate',
      icon: 'https://example.invalid/p5.png',
      property_name_relic: 'CRIT Rate',
      property_name_filter: 'CRIT Rate',
    },
    '18': {
      property_type: 18,
      name: 'Lightning DMG Boost',
      icon: 'https://example.invalid/p18.png',
      property_name_relic: 'Lightning DMG Boost',
      property_name_filter: 'Lightning DMG Boost',
    },
    '27': {
      property_type: 27,
      name: 'HP',
      icon: 'https://example.invalid/p27.png',
      property_name_relic: 'HP',
      property_name_filter: 'HP',
    },
    '29': {
      property_type: 29,
      name: 'ATK',
      icon: 'https://example.invalid/p29.png',
      property_name_relic: 'ATK',
      property_name_filter: 'ATK',
    },
    '52': {
      property_type: 52,
      name: 'CRIT Rate',
      icon: 'https://example.invalid/p5.png',
      property_name_relic: 'CRIT Rate',
      property_name_filter: 'CRIT Rate',
    },
    '53': {
      property_type: 53,
      name: 'CRIT DMG',
      icon: 'https://example.invalid/p6.png',
      property_name_relic: 'CRIT DMG',
      property_name_filter: 'CRIT DMG',
    },
  },
  recommend_property: {
    '1308': {
      recommend_relic_properties: [52, 53, 33, 51],
      custom_relic_properties: [],
      is_custom_property_valid: false,
    },
  },
  relic_properties: [
    { property_type: 27, modify_property_type: 1 },
    { property_type: 52, modify_property_type: 5 },
  ],
};

export const NOTE_EXAMPLE = {
  current_stamina: 212,
  max_stamina: 300,
  stamina_recover_time: 31680,
  stamina_full_ts: 1767260000,
  accepted_epedition_num: 4,
  total_expedition_num: 4,
  expeditions: [
    {
      avatars: ['https://example.invalid/a1.png', 'https://example.invalid/a2.png'],
      status: 'Ongoing',
      remaining_time: 7200,
      name: "Destruction's Destruction",
      item_url: 'https://example.invalid/i1.png',
      finish_ts: 1767236000,
    },
    {
      avatars: ['https://example.invalid/a3.png'],
      status: 'Finished',
      remaining_time: 0,
      name: 'Winter Soldiers',
      item_url: 'https://example.invalid/i2.png',
      finish_ts: 1767220000,
    },
  ],
  current_train_score: 400,
  max_train_score: 500,
  current_rogue_score: 9000,
  max_rogue_score: 14000,
  weekly_cocoon_cnt: 1,
  weekly_cocoon_limit: 3,
  current_reserve_stamina: 1400,
  is_reserve_stamina_full: false,
  rogue_tourn_weekly_unlocked: true,
  rogue_tourn_weekly_max: 2000,
  rogue_tourn_weekly_cur: 600,
  rogue_tourn_exp_is_full: false,
  current_ts: 1767228800,
};

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
