import type {
  AbyssChamber,
  AbyssFloor,
  AbyssRank,
  SpiralAbyssData,
} from './api/get-spiral-abyss.js';

/** Test data for the Sunken Spire page: a small period in the API's shape. */

function rank(avatar_id: number, value: number): AbyssRank {
  return {
    avatar_id,
    avatar_icon: `/art/character/${avatar_id}.svg`,
    value,
    rarity: 5,
    name: `Character ${avatar_id}`,
    element: 'Pyro',
  };
}

function chamber(index: number, star: number, teamLevel: number): AbyssChamber {
  const team = (first: number) =>
    [0, 1, 2, 3].map((i) => ({
      id: first + i,
      icon: `/art/character/${first + i}.svg`,
      level: teamLevel,
      rarity: 4,
      name: `Character ${first + i}`,
      element: 'Hydro',
    }));
  return {
    index,
    star,
    max_star: 3,
    battles: [
      {
        index: 1,
        timestamp: '1767485021',
        avatars: team(10000010),
        settle_date_time: { year: 2026, month: 1, day: 4, hour: 0, minute: 3, second: 41 },
      },
      { index: 2, timestamp: '1767485228', avatars: team(10000020), settle_date_time: null },
    ],
    top_half_floor_monster: [{ name: 'Mossgrown Colossus', icon: '', level: 87 }],
    bottom_half_floor_monster: [{ name: 'Hollow Lantern Knight', icon: '', level: 89 }],
  };
}

function floor(index: number, stars: readonly number[], teamLevel: number): AbyssFloor {
  return {
    index,
    icon: '',
    is_unlock: true,
    settle_time: '1767486107',
    star: stars.reduce((sum, s) => sum + s, 0),
    max_star: 9,
    levels: stars.map((s, i) => chamber(i + 1, s, teamLevel)),
    settle_date_time: null,
    ley_line_disorder: ['Characters deal more damage with charged attacks.'],
    ley_line_disorder_upper: [],
    ley_line_disorder_lower: [],
  };
}

/** A current period: 12-3, 33 stars, two recorded floors. */
export function abyssPeriod(overrides: Partial<SpiralAbyssData> = {}): SpiralAbyssData {
  return {
    schedule_id: 87,
    start_time: '1767225600',
    end_time: '1769903999',
    total_battle_times: 15,
    total_win_times: 12,
    max_floor: '12-3',
    total_star: 33,
    is_unlock: true,
    reveal_rank: [rank(10000030, 12), rank(10000045, 8)],
    defeat_rank: [rank(10000052, 36)],
    damage_rank: [rank(10000052, 197849)],
    take_damage_rank: [rank(10000030, 146675)],
    normal_skill_rank: [rank(10000045, 33)],
    energy_skill_rank: [rank(10000045, 7)],
    floors: [floor(11, [3, 3, 3], 90), floor(12, [3, 2, 1], 88)],
    is_just_skipped_floor: false,
    skipped_floor: '',
    ...overrides,
  };
}

/** The previous period: different dates and numbers, one floor. */
export function previousPeriod(): SpiralAbyssData {
  return abyssPeriod({
    schedule_id: 86,
    start_time: '1764547200',
    end_time: '1767225599',
    total_battle_times: 9,
    total_win_times: 7,
    max_floor: '11-2',
    total_star: 26,
    floors: [floor(11, [3, 2, 0], 80)],
  });
}
