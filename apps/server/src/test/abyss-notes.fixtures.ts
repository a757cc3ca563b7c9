import {
  type AbyssSnapshot,
  type CatalogEntry,
  type IngestBundle,
  type NotesSnapshot,
} from '@chronicle/contract';
import { ROLE, UID, fixtureBundle, names } from './fixtures.js';

/* Abyss periods and real-time notes for the server and client-compatibility tests (invented). */

const EXTRA_CATALOG: CatalogEntry[] = [
  {
    kind: 'monster',
    id: 501,
    icon: '/art/monster/501.svg',
    names: names('Ash Warden', '灰の番人'),
  },
  { kind: 'ley_line', id: 601, names: names('Burning lasts longer.', '燃焼が長く続く。') },
  {
    kind: 'archon_quest',
    id: 701,
    names: names('The Quiet Lighthouse', '静かな灯台'),
    texts: {
      'en-us': { chapter_num: 'Chapter III: Act II' },
      'ja-jp': { chapter_num: '第三章 第二幕' },
    },
  },
];

function period(scheduleId: number, star: number): AbyssSnapshot {
  const rank = (value: number) => [{ avatar_id: 10000002, value }];
  const start = 1_767_225_600 + (scheduleId - 87) * 2_592_000;
  return {
    schedule_id: scheduleId,
    start_time: start,
    end_time: start + 2_592_000 - 1,
    total_battle_times: 6,
    total_win_times: 4,
    max_floor: '12-3',
    total_star: star,
    is_unlock: true,
    reveal_rank: rank(6),
    defeat_rank: rank(21),
    damage_rank: rank(412_000),
    take_damage_rank: rank(98_000),
    normal_skill_rank: rank(14),
    energy_skill_rank: rank(9),
    floors: [
      {
        index: 12,
        settle_time: start + 200_000,
        star: 9,
        ley_lines: [601],
        levels: [
          {
            index: 1,
            star: 3,
            battles: [
              { index: 2, timestamp: start + 199_000, avatars: [{ id: 10000021, level: 90 }] },
              { index: 1, timestamp: start + 198_000, avatars: [{ id: 10000002, level: 90 }] },
            ],
            top_half_floor_monster: [{ id: 501, level: 95 }],
            bottom_half_floor_monster: [{ id: 9999, level: 100, name: 'Replayed Foe' }],
          },
        ],
      },
      { index: 11, settle_time: start + 100_000, star: 9, levels: [] },
    ],
  };
}

export const NOTES: NotesSnapshot = {
  current_resin: 100,
  max_resin: 200,
  resin_recovery_time: 100 * 480,
  current_home_coin: 1000,
  max_home_coin: 2400,
  home_coin_recovery_time: 14_000,
  finished_task_num: 3,
  total_task_num: 4,
  is_extra_task_reward_received: false,
  remain_resin_discount_num: 2,
  resin_discount_num_limit: 3,
  max_expedition_num: 5,
  expeditions: [
    { avatar_id: 10000021, remained_time: 3_600 },
    { avatar_id: 10000002, remained_time: 0 },
  ],
  transformer: { obtained: true, recovery_time: 90_061 },
  daily_task: {
    task_rewards: [
      'TaskRewardStatusTakenAward',
      'TaskRewardStatusTakenAward',
      'TaskRewardStatusFinished',
      'TaskRewardStatusUnfinished',
    ],
    attendance_rewards: [{ status: 'AttendanceRewardStatusTakenAward', progress: 2000 }],
    attendance_visible: true,
    stored_attendance: '12.5',
    stored_attendance_refresh_countdown: 1_209_600,
  },
  archon_quest_progress: {
    list: [{ id: 701, status: 'StatusOngoing' }],
    is_open_archon_quest: true,
    is_finish_all_mainline: false,
    is_finish_all_interchapter: true,
  },
};

/** When the fixture notes were captured. */
export const NOTES_CAPTURED_AT = Date.parse('2026-01-05T04:00:00Z');

/**
 * The fixtures plus abyss periods (alice: 86, 87, 88 captured out of schedule order; carol: 88) and
 * notes (alice, carol, dave), with dave's notes switch (3) off.
 */
export function abyssNotesBundle(): IngestBundle {
  const base = fixtureBundle();
  const snap = (role: string, kind: string, p: string, at: number, payload: unknown) => ({
    game_id: 2 as const,
    game_role_id: role,
    kind,
    period: p,
    captured_at: at,
    payload,
  });
  return {
    ...base,
    // Dave: chronicle public, but his notes (switch 3) private.
    switches: [
      ...(base.switches ?? []),
      { uid: UID.dave, game_id: 2, switch_id: 3, is_public: false },
    ],
    catalog: [...(base.catalog ?? []), ...EXTRA_CATALOG],
    snapshots: [
      ...(base.snapshots ?? []),
      // Captured out of schedule order on purpose: the periods are ordered by capture time.
      snap(ROLE.aliceMain, 'spiral_abyss', '86', 1_000, period(86, 30)),
      snap(ROLE.aliceMain, 'spiral_abyss', '88', 3_000, period(88, 36)),
      snap(ROLE.aliceMain, 'spiral_abyss', '87', 2_000, period(87, 33)),
      snap(ROLE.carolMain, 'spiral_abyss', '88', 3_000, period(88, 12)),
      snap(ROLE.aliceMain, 'daily_note', '', NOTES_CAPTURED_AT, NOTES),
      snap(ROLE.carolMain, 'daily_note', '', NOTES_CAPTURED_AT, NOTES),
      snap(ROLE.daveMain, 'daily_note', '', NOTES_CAPTURED_AT, NOTES),
    ],
  };
}
