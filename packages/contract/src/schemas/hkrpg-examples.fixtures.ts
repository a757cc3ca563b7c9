/*
 * The `data` of the Stellar Transit examples in docs/reference/other-games.md#third-game-records
 * for the index, role/basicInfo, avatar/info and note (the endgame and Simulated Universe ones are
 * in
 * hkrpg-mode-examples.fixtures.ts), copied verbatim (the doc's values are made up). Every one of
 * them parses in both genshin.py versions, so each must validate.
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
