import type {
  HardChallengeData,
  PopularityData,
  Season,
  SeasonMode,
} from './api/get-hard-challenge.js';

/* Invented Trial of Dread answers for the component tests. */

const placeholder: Season = {
  schedule: {
    schedule_id: '0',
    start_time: '0',
    end_time: '0',
    start_date_time: null,
    end_date_time: null,
    is_valid: false,
    name: '',
  },
  single: { best: null, challenge: [], has_data: false },
  mp: { best: null, challenge: [], has_data: false },
  blings: [],
};

const solo = (difficulty: number, second: number): SeasonMode => ({
  best: { difficulty, second, icon: `UI_LeyLineChallenge_Medal_${difficulty}` },
  has_data: true,
  challenge: [
    {
      name: 'Cinder Colossus',
      second: 52,
      teams: [
        {
          avatar_id: 10000030,
          name: 'Averine',
          element: 'Geo',
          image: '/art/character/10000030.svg',
          level: 90,
          rarity: 5,
          rank: 2,
        },
        {
          avatar_id: 10000052,
          name: 'Corvan',
          element: 'Electro',
          image: '/art/character/10000052.svg',
          level: 80,
          rarity: 4,
          rank: 6,
        },
      ],
      best_avatar: [
        { avatar_id: 10000030, side_icon: '/a.svg', dps: '88231', type: 1 },
        { avatar_id: 10000052, side_icon: '/c.svg', dps: '701220', type: 2 },
      ],
      monster: {
        monster_id: 84001,
        name: 'Cinder Colossus',
        level: 95,
        icon: '/art/monster/84001.svg',
        desc: [
          'Breaks its <color=#FFD780FF>molten shell</color> under <b>Water</b>.<script>alert(1)</script>',
          '',
          '',
          '',
          '',
        ],
        tags: [
          { type: 1, desc: '{SPRITE_PRESET#11002}Elemental Advantage' },
          { type: 0, desc: '{SPRITE_PRESET#11003}Elemental Disadvantage' },
        ],
      },
    },
  ],
});

/** A season as the API answers it: the valid season, then the placeholder. */
export function challengeSeason(
  scheduleId = '5269004',
  difficulty = 5,
  second = 302,
  coop = false,
): HardChallengeData {
  const start = scheduleId === '5269004' ? 1766966400 : 1763337600;
  return {
    is_unlock: true,
    links: { lineup_link: '', play_link: '' },
    data: [
      {
        schedule: {
          schedule_id: scheduleId,
          start_time: String(start),
          end_time: String(start + 3_628_799),
          start_date_time: null,
          end_date_time: null,
          is_valid: true,
          name: scheduleId === '5269004' ? 'Ember Vigil' : 'Frostbound Hour',
        },
        single: solo(difficulty, second),
        mp: coop ? solo(3, 103) : { best: null, challenge: [], has_data: false },
        blings: [],
      },
      placeholder,
    ],
  };
}

/** Nothing stored: the placeholder only. */
export function noSeason(unlocked = true): HardChallengeData {
  return { is_unlock: unlocked, links: { lineup_link: '', play_link: '' }, data: [placeholder] };
}

export function popularity(scheduleId = '5269004'): PopularityData {
  const avatar = (id: number, name: string, count: number, rate: number) => ({
    avatar_id: id,
    name,
    element: 'Geo',
    side_icon: `/art/character/${id}.svg`,
    rarity: 5,
    count,
    rate,
  });
  return {
    schedule_id: scheduleId,
    total: 4,
    avatar_list: [avatar(10000030, 'Averine', 4, 100), avatar(10000052, 'Corvan', 1, 25)],
    monster_list: [
      {
        monster_id: 84001,
        name: 'Cinder Colossus',
        icon: '',
        total: 2,
        avatar_list: [avatar(10000052, 'Corvan', 2, 100)],
      },
    ],
  };
}
