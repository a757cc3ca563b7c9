import type { CharMasterData } from './api/get-char-master.js';
import type { RoleCombatData, StageAct, StageSeason } from './api/get-role-combat.js';

/** Test data for the Masquerade Stage pages: small seasons in the API's shape. */

const clock = (day: number) => ({ year: 2026, month: 1, day, hour: 4, minute: 0, second: 0 });

function act(round: number, tarot = 0): StageAct {
  return {
    round_id: tarot ? 0 : round,
    is_get_medal: round !== 2,
    finish_time: String(1_767_300_000 + round * 600 + tarot),
    finish_date_time: clock(2),
    avatars: [
      {
        avatar_id: 10000030,
        avatar_type: 1,
        name: 'Averine',
        element: 'Geo',
        image: '/a.svg',
        level: 90,
        rarity: 5,
      },
      {
        avatar_id: 10000052,
        avatar_type: 3,
        name: 'Corvan',
        element: 'Electro',
        image: '/c.svg',
        level: 90,
        rarity: 5,
      },
    ],
    choice_cards: [
      { id: 84001, icon: '', name: 'Encore', desc: 'ATK +10% for the party.', is_enhanced: false },
    ],
    buffs: [
      {
        id: 84101,
        icon: '',
        name: 'Spotlight',
        desc: 'The active character deals 15% more DMG.',
        is_enhanced: true,
      },
    ],
    enemies: [{ name: 'Ash Warden', icon: '', level: 80 + round }],
    splendour_buff: null,
    is_tarot: tarot > 0,
    tarot_serial_no: tarot,
  };
}

/** A season with `best` acts (act 2 without medal) and `tarots` fortune-card rounds. */
export function stageSeason(scheduleId: number, best: number, tarots = 0): StageSeason {
  const medals = Array.from({ length: 10 }, (_, i) => (i < best && i !== 1 ? 1 : 0));
  const stat = {
    difficulty_id: best === 10 ? 4 : 3,
    max_round_id: best,
    heraldry: medals.filter(Boolean).length,
    get_medal_round_list: medals,
    medal_num: medals.filter(Boolean).length,
    coin_num: best * 21,
    avatar_bonus_num: 6,
    rent_cnt: 4,
    tarot_finished_cnt: tarots,
  };
  const rounds = [
    ...Array.from({ length: best }, (_, i) => act(i + 1)),
    ...Array.from({ length: tarots }, (_, i) => act(10, i + 1)),
  ];
  return {
    stat,
    schedule: {
      start_time: scheduleId === 202601 ? '1767225600' : '1764547200',
      end_time: scheduleId === 202601 ? '1769903999' : '1767225599',
      schedule_type: scheduleId === 202601 ? 1 : 2,
      schedule_id: scheduleId,
      start_date_time: null,
      end_date_time: null,
    },
    has_data: true,
    has_detail_data: true,
    detail: {
      rounds_data: rounds,
      detail_stat: stat,
      backup_avatars: [
        {
          avatar_id: 10000010,
          avatar_type: 1,
          name: 'Liora',
          element: 'Dendro',
          image: '/l.svg',
          level: 80,
          rarity: 4,
        },
      ],
      lineup_link: '',
      fight_statisic: {
        max_defeat_avatar: null,
        max_damage_avatar: {
          avatar_id: 10000030,
          avatar_icon: '/a.svg',
          value: '412000',
          rarity: 5,
        },
        max_take_damage_avatar: null,
        total_coin_consumed: null,
        shortest_avatar_list: [],
        total_use_time: 1430,
        is_show_battle_stats: true,
      },
    },
  };
}

/** Two seasons: the current one (10 acts, 2 fortune cards) and December (8 acts). */
export function stageData(overrides: Partial<RoleCombatData> = {}): RoleCombatData {
  return {
    data: [stageSeason(202601, 10, 2), stageSeason(202512, 8)],
    is_unlock: true,
    links: {
      lineup_link: '',
      lineup_link_pc: '',
      strategy_link: '',
      lineup_publish_link: '',
      lineup_publish_link_pc: '',
    },
    ...overrides,
  };
}

export function echoData(): CharMasterData {
  return {
    list: [
      {
        avatar_id: 10000030,
        name: 'Averine',
        icon: '/a.svg',
        status: 3,
        has_red_dot: false,
        level_id: 5,
      },
      {
        avatar_id: 10000052,
        name: 'Corvan',
        icon: '/c.svg',
        status: 2,
        has_red_dot: true,
        level_id: 2,
      },
      {
        avatar_id: 10000010,
        name: 'Liora',
        icon: '/l.svg',
        status: 1,
        has_red_dot: false,
        level_id: 0,
      },
    ],
  };
}
