import type {
  CatalogEntry,
  CharMasterSnapshot,
  IngestBundle,
  IngestSnapshot,
  RoleCombatSnapshot,
} from '@chronicle/contract';
import { ROLE, fixtureBundle, names } from '../../test/fixtures.js';

/* Masquerade Stage seasons and echo masters for the server tests (invented). */

const CATALOG: CatalogEntry[] = [
  {
    kind: 'monster',
    id: 501,
    icon: '/art/monster/501.svg',
    names: names('Ash Warden', '灰の番人'),
  },
  {
    kind: 'ley_line',
    id: 84001,
    icon: '/art/ley_line/84001.svg',
    names: names('Encore', 'アンコール'),
    texts: { 'en-us': { desc: 'ATK +10%.' }, 'ja-jp': { desc: '攻撃力+10%。' } },
  },
  {
    kind: 'ley_line',
    id: 84101,
    icon: '/art/ley_line/84101.svg',
    names: names('Spotlight', 'スポットライト'),
    texts: { 'en-us': { desc: 'DMG +15%.' }, 'ja-jp': { desc: 'ダメージ+15%。' } },
  },
];

/** Season `schedule` starting on its own month; `best` acts reached, a tarot round at 10. */
export function theaterSeason(scheduleId: number, best: number): RoleCombatSnapshot {
  const start = 1_767_225_600 + (scheduleId - 202601) * 2_678_400;
  const medals = Array.from({ length: 10 }, (_, i): number => (i < best && i !== 2 ? 1 : 0));
  const act = (round: number, tarot = 0) => ({
    round_id: tarot ? 0 : round,
    is_get_medal: round !== 3,
    finish_time: start + 1000 * round + tarot,
    avatars: [
      { avatar_id: 10000002, avatar_type: 1, level: 90 },
      { avatar_id: 10000021, avatar_type: 3, level: 90 },
    ],
    choice_cards: [{ id: 84001, is_enhanced: false }],
    buffs: [
      { id: 84101, is_enhanced: true },
      { id: 9999, is_enhanced: false, name: 'Replayed Boom', desc: 'Kept text' },
    ],
    enemies: [{ id: 501, level: 95 }],
    is_tarot: tarot > 0,
    tarot_serial_no: tarot,
  });
  const rounds = Array.from({ length: best }, (_, i) => act(best - i));
  return {
    schedule_id: scheduleId,
    start_time: start,
    end_time: start + 2_678_399,
    is_unlock: true,
    stat: {
      difficulty_id: best === 10 ? 4 : 3,
      max_round_id: best,
      heraldry: medals.reduce((a, b) => a + b, 0),
      get_medal_round_list: medals,
      medal_num: medals.reduce((a, b) => a + b, 0),
      coin_num: best * 20,
      avatar_bonus_num: 7,
      rent_cnt: 3,
      tarot_finished_cnt: best === 10 ? 1 : 0,
    },
    rounds: best === 10 ? [...rounds, act(10, 1)] : rounds,
    backup_avatars: [{ avatar_id: 10000022, avatar_type: 1, level: 80 }],
    fight: {
      max_damage: { avatar_id: 10000002, value: '412000' },
      shortest: [{ avatar_id: 10000002, value: '31' }],
      total_use_time: 1430,
    },
  };
}

export const CHAR_MASTER: CharMasterSnapshot = {
  list: [
    { avatar_id: 10000002, status: 3, has_red_dot: false, level_id: 5 },
    { avatar_id: 10000021, status: 2, has_red_dot: true, level_id: 2 },
    { avatar_id: 10000022, status: 2, has_red_dot: true, level_id: 1 },
    { avatar_id: 10000023, status: 1, has_red_dot: false, level_id: 0 },
  ],
};

export const snap = (
  role: string,
  kind: string,
  period: string,
  at: number,
  payload: unknown,
): IngestSnapshot => ({ game_id: 2, game_role_id: role, kind, period, captured_at: at, payload });

/**
 * The fixtures plus alice's seasons 202511–202601 (captured out of schedule order) and carol's
 * (private) season, with echo masters for both; bob has none.
 */
export function roleCombatBundle(): IngestBundle {
  const base = fixtureBundle();
  return {
    ...base,
    catalog: [...(base.catalog ?? []), ...CATALOG],
    snapshots: [
      ...(base.snapshots ?? []),
      snap(ROLE.aliceMain, 'role_combat', '202511', 1_000, theaterSeason(202511, 6)),
      snap(ROLE.aliceMain, 'role_combat', '202601', 3_000, theaterSeason(202601, 10)),
      snap(ROLE.aliceMain, 'role_combat', '202512', 2_000, theaterSeason(202512, 8)),
      snap(ROLE.carolMain, 'role_combat', '202601', 3_000, theaterSeason(202601, 4)),
      snap(ROLE.aliceMain, 'char_master', '', 3_000, CHAR_MASTER),
      snap(ROLE.carolMain, 'char_master', '', 3_000, CHAR_MASTER),
    ],
  };
}
