import type {
  HkrpgAvatarBrief,
  HkrpgChallengeBossData,
  HkrpgChallengeData,
  HkrpgChallengeStoryData,
  HkrpgPartialTime,
} from '@chronicle/contract';
import { art } from './hsr-fixture.js';

/*
 * The three endgame modes' answers for the page tests, shaped like
 * docs/reference/other-games.md#third-game-challenge,
 * docs/reference/other-games.md#third-game-challenge-story,
 * docs/reference/other-games.md#third-game-challenge-boss.
 */

const time = (year: number, month: number, day: number): HkrpgPartialTime => ({
  year,
  month,
  day,
  hour: 4,
  minute: 0,
});

const brief = (id: number, element: HkrpgAvatarBrief['element'], rank = 0): HkrpgAvatarBrief => ({
  id,
  level: 80,
  icon: art('hsr_character', id),
  rarity: 5,
  element,
  rank,
});

const seasons = (current: string, previous: string) => [
  {
    schedule_id: 1012,
    begin_time: time(2026, 11, 16),
    end_time: time(2026, 12, 28),
    status: 'Running',
    name_mi18n: current,
  },
  {
    schedule_id: 1011,
    begin_time: time(2026, 10, 5),
    end_time: time(2026, 11, 16),
    status: 'End',
    name_mi18n: previous,
  },
];

/** Echoes of Disorder: the current season has two floors, the previous one is empty. */
export const hsrChaos = (scheduleType: 1 | 2): HkrpgChallengeData => {
  const groups = seasons('Tides Beneath Glass', 'Lanterns Over Ash');
  const has = scheduleType === 1;
  const group = groups[scheduleType - 1];
  if (!group) throw new Error('fixture season');
  const node = (ids: number[], rank = 0) => ({
    challenge_time: time(2026, 11, 18),
    avatars: ids.map((id) => brief(id, 'quantum', rank)),
  });
  return {
    schedule_id: has ? 1012 : 1011,
    begin_time: group.begin_time,
    end_time: group.end_time,
    star_num: has ? 33 : 0,
    max_floor: has ? 'Hall of Quiet Tides (XII)' : '',
    battle_num: has ? 14 : 0,
    has_data: has,
    max_floor_detail: null,
    all_floor_detail: has
      ? [
          {
            name: 'Hall of Quiet Tides (XII)',
            round_num: 7,
            star_num: 2,
            node_1: node([1001, 1002], 2),
            node_2: node([1003, 1004]),
            is_chaos: true,
            maze_id: 10112,
            is_fast: false,
          },
          {
            name: 'Hall of Quiet Tides (XI)',
            round_num: 0,
            star_num: 3,
            node_1: { challenge_time: time(2026, 11, 17), avatars: [] },
            node_2: { challenge_time: time(2026, 11, 17), avatars: [] },
            is_chaos: true,
            maze_id: 10111,
            is_fast: true,
          },
        ]
      : [],
    max_floor_id: has ? 10112 : 0,
    groups,
  };
};

export const hsrFiction = (): HkrpgChallengeStoryData => ({
  star_num: 9,
  max_floor: 'Loom of Tales (IV)',
  battle_num: 5,
  has_data: true,
  all_floor_detail: [
    {
      name: 'Loom of Tales (IV)',
      round_num: 3,
      star_num: 3,
      maze_id: 20104,
      is_fast: false,
      node_1: {
        challenge_time: time(2026, 11, 20),
        avatars: [brief(1001, 'quantum')],
        buff: {
          id: 7,
          name_mi18n: 'Thread of Plenty',
          desc_mi18n: 'More points',
          icon: art('hsr_buff', 7),
        },
        score: '20360',
      },
      node_2: {
        challenge_time: time(2026, 11, 20),
        avatars: [brief(1002, 'wind')],
        buff: null,
        score: '19000',
      },
    },
  ],
  groups: seasons('The Paper Lantern Fair', 'Ink Upon Water'),
  max_floor_id: 20104,
});

export const hsrShadow = (): HkrpgChallengeBossData => {
  const boss = (id: number, name: string) => ({ id, name_mi18n: name, icon: art('hsr_boss', id) });
  return {
    star_num: 6,
    max_floor: 'Eclipse Gate (II)',
    battle_num: 4,
    has_data: true,
    all_floor_detail: [
      {
        name: 'Eclipse Gate (II)',
        star_num: '3',
        maze_id: 30102,
        is_fast: false,
        last_update_time: time(2026, 11, 21),
        node_1: {
          challenge_time: time(2026, 11, 21),
          avatars: [brief(1001, 'quantum')],
          buff: null,
          score: '3300',
          boss_defeated: true,
        },
        node_2: {
          challenge_time: time(2026, 11, 21),
          avatars: [brief(1002, 'wind')],
          buff: null,
          score: '2100',
          boss_defeated: false,
        },
      },
    ],
    groups: seasons('Twin Suns Descend', 'Crown of Cinders').map((g) => ({
      ...g,
      upper_boss: boss(501, 'The Ashen Regent'),
      lower_boss: boss(502, 'Warden of the Pale Moon'),
    })),
    max_floor_id: 30102,
  };
};
