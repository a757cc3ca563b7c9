/*
 * The `data` of every Starfall Vanguard example in
 * docs/reference/other-games.md#second-game-records, copied verbatim (the doc's values are made
 * up). Every one of them parses in both genshin.py versions, so each must validate.
 */

export const INDEX_EXAMPLE = {
  role: {
    AvatarUrl: 'https://example.invalid/AvatarIcon/511.png',
    nickname: 'Captain',
    region: 'usa01',
    level: 88,
  },
  stats: {
    active_day_number: 1530,
    suit_number: 64,
    achievement_number: 410,
    stigmata_number: 520,
    armor_number: 97,
    sss_armor_number: 41,
    battle_field_ranking_percentage: '4.85',
    new_abyss: { level: 8, cup_number: 2150 },
    weapon_number: 300,
    god_war_max_punish_level: 2,
    god_war_extra_item_number: 48,
    god_war_max_challenge_score: 61000,
    god_war_max_challenge_level: 24,
    five_star_weapon_number: 120,
    five_star_stigmata_number: 310,
    god_war_max_level_avatar_number: 30,
    battle_field_area: 4,
    battle_field_score: 131500,
    abyss_score: 4120,
    battle_field_rank: 2,
    god_war_max_support_point: 160,
    abyss_floor: 0,
    explore_score: 300,
    explore_score_sum: 320,
  },
  preference: {
    abyss: 90,
    main_line: 95,
    battle_field: 96,
    open_world: 80,
    community: 40,
    comprehensive_score: 93,
    comprehensive_rating: 'S',
    god_war: 88,
    is_god_war_unlock: true,
  },
  head_background: 'https://example.invalid/head_bg.jpg',
};

/** The doc's level ≤ 80 variant replaces `new_abyss` with this. */
export const OLD_ABYSS_SUMMARY = {
  level_of_quantum: 'UnknownRank',
  level_of_ow: 'UnknownRank',
  latest_type: 'Greedy',
  latest_level: 'A',
  latest_area: 3,
  level_of_greedy: 'A',
};

export const CHARACTERS_EXAMPLE = {
  characters: [
    {
      is_chosen: false,
      character: {
        avatar: {
          id: '105',
          name: 'Herrscher of Flamescion',
          star: 3,
          avatar_background_path: 'https://example.invalid/AvatarCardIcons/AttrYiNengSmall.png',
          icon_path: 'https://example.invalid/AvatarCardIcons/60105.png',
          background_path: 'https://example.invalid/AvatarCardFigures/60105@2.png',
          large_background_path: 'https://example.invalid/AvatarCardFigures/60105@1.png',
          figure_path: 'https://example.invalid/AvatarTachie/KianaC6.png',
          level: 80,
          oblique_avatar_background_path: 'https://example.invalid/AvatarIcon/AttrYiNeng.png',
          half_length_icon_path: 'https://example.invalid/AvatarIcon/105.png',
          image_path: 'https://example.invalid/AvatarCardFigures/60105.png',
          wiki_url: '',
          avatar_background_path_v2: 'https://example.invalid/AvatarCardIcons/2-0.png',
          attribute_id: 2,
          attribute_background_path: 'https://example.invalid/AvatarCardIcons/2-1.png',
          sec_part_icon: 'https://example.invalid/AvatarItemIcon/105.png',
        },
        weapon: {
          id: 24264,
          name: 'Domain of Incandescence',
          max_rarity: 6,
          rarity: 6,
          icon: 'https://example.invalid/WeaponIcons/Weapon_Pistol_K44_307_6.png',
          level: 65,
          wiki_url: '',
          homology_level: 0,
        },
        stigmatas: [
          {
            id: 33964,
            name: 'Murata Himeko (T)',
            max_rarity: 5,
            rarity: 5,
            icon: 'https://example.invalid/S_1.png',
            level: 50,
            wiki_url: '',
          },
          {
            id: 31724,
            name: 'Thales (M)',
            max_rarity: 5,
            rarity: 5,
            icon: 'https://example.invalid/S_2.png',
            level: 50,
            wiki_url: '',
          },
          { id: 0, name: '', max_rarity: 0, rarity: 0, icon: '', level: 0, wiki_url: '' },
        ],
        costumes: [
          {
            id: 59105,
            name: 'Herrscher of Flamescion',
            icon: 'https://example.invalid/60105.png',
          },
        ],
      },
    },
  ],
};

export const NEW_ABYSS_EXAMPLE = {
  reports: [
    {
      score: 4120,
      updated_time_second: '1767312000',
      boss: {
        id: '60',
        name: 'Hellmaru',
        avatar: 'https://example.invalid/QuestBossIcon/BOSS_070.png',
      },
      lineup: [
        {
          id: '115',
          name: 'Starchasm Nyx',
          star: 3,
          avatar_background_path: 'https://example.invalid/AttrXingchenSmall.png',
          icon_path: 'https://example.invalid/60115.png',
          background_path: '',
          large_background_path: '',
          figure_path: '',
          level: 0,
          oblique_avatar_background_path: '',
          half_length_icon_path: '',
          image_path: '',
          wiki_url: '',
        },
      ],
      rank: 3,
      settled_cup_number: 35,
      cup_number: 2150,
      elf: {
        id: '102',
        name: 'Bright Knight: Excelsis',
        avatar: 'https://example.invalid/Elf_10002.png',
        rarity: 4,
        star: 3,
        is_collaborator: false,
        collaborator: 3,
      },
      level: 8,
      settled_level: 8,
    },
  ],
};

export const OLD_ABYSS_EXAMPLE = {
  reports: [
    {
      score: 1790,
      time_second: '1738765800',
      area: 3,
      lineup: [
        {
          id: '507',
          name: 'Lunar Vow: Crimson Love',
          star: 3,
          avatar_background_path: 'https://example.invalid/AttrYiNengSmall.png',
          icon_path: '',
          background_path: '',
          large_background_path: '',
          figure_path: '',
          level: 0,
          oblique_avatar_background_path: '',
          half_length_icon_path: '',
          image_path: '',
          wiki_url: '',
        },
      ],
      boss: { id: '0', name: 'Hellmaru', avatar: 'https://example.invalid/BOSS_070.png' },
      level: 'A',
      reward_type: 'Relegation',
      elf: null,
      type: 'Greedy',
      floor: 10,
    },
  ],
};

export const BATTLE_FIELD_EXAMPLE = {
  reports: [
    {
      score: 131500,
      rank: 2,
      ranking_percentage: '1.85',
      area: 4,
      battle_infos: [
        {
          elf: null,
          score: 44100,
          lineup: [
            {
              id: '115',
              name: 'Starchasm Nyx',
              star: 3,
              avatar_background_path: 'https://example.invalid/AttrXingchenSmall.png',
              icon_path: '',
              background_path: '',
              large_background_path: '',
              figure_path: '',
              level: 0,
              oblique_avatar_background_path: '',
              half_length_icon_path: '',
              image_path: '',
              wiki_url: '',
            },
          ],
          boss: {
            id: '100',
            name: 'Hommage King',
            avatar: 'https://example.invalid/Boss_SP_011.png',
          },
        },
      ],
      time_second: '1767484800',
    },
  ],
};

export const GOD_WAR_EXAMPLE = {
  records: [
    {
      settle_time_second: '1767200000',
      score: 61000,
      punish_level: 2,
      level: 24,
      buffs: [{ id: 1, icon: 'https://example.invalid/signet1@2x.png', number: 6 }],
      conditions: [{ name: 'Vulnerable', desc: '…', difficulty: 1 }],
      main_avatar: {
        id: '115',
        name: 'Starchasm Nyx',
        star: 3,
        avatar_background_path: 'https://example.invalid/AttrXingchenSmall.png',
        icon_path: '',
        background_path: '',
        large_background_path: '',
        figure_path: '',
        level: 0,
        oblique_avatar_background_path: '',
        half_length_icon_path: '',
        image_path: '',
        wiki_url: '',
      },
      support_avatars: [],
      elf: null,
      extra_item_icon: 'https://example.invalid/ItemIcon/119331.png',
    },
  ],
  collections: [{ type: 'signet', collected_number: 180, total_number: 200 }],
  summary: {
    max_level_avatar_number: 30,
    max_support_point: 160,
    extra_item_number: 48,
    max_punish_level: 2,
    max_challenge_score: 61000,
    avatar_numbers: 50,
    max_challenge_level: 24,
  },
  avatar_transcript: [],
};

export const NOTE_EXAMPLE = {
  current_stamina: 126,
  max_stamina: 240,
  stamina_recover_time: 40791,
  current_train_score: 450,
  max_train_score: 600,
  greedy_endless: {
    schedule_end: '1767600000',
    level_icon: '',
    cur_reward: 0,
    max_reward: 5,
    is_open: true,
  },
  ultra_endless: {
    schedule_end: '1767600000',
    group_level: 8,
    challenge_score: 4120,
    is_open: true,
    level_icon: '',
  },
  battle_field: {
    schedule_end: '1767621599',
    cur_reward: 11,
    max_reward: 11,
    cur_sss_reward: 3,
    max_sss_reward: 10,
    is_open: true,
  },
  god_war: { schedule_end: '1767621600', cur_reward: 12000, max_reward: 20000, is_open: true },
};
