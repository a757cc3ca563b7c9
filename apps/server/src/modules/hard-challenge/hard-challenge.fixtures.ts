import type {
  AchievementSnapshot,
  CatalogEntry,
  HardChallengeSnapshot,
  IngestBundle,
} from '@chronicle/contract';
import { ROLE, UID, fixtureBundle, names } from '../../test/fixtures.js';

/* Trial of Dread seasons and achievements for the server tests (invented). */

const CATALOG: CatalogEntry[] = [
  {
    kind: 'monster',
    id: 901,
    icon: '/art/monster/901.svg',
    names: names('Cinder Colossus', '残り火の巨像'),
    texts: {
      'en-us': {
        desc_1: 'Breaks its <color=#FFD780FF>shell</color> under Water.',
        tag_1: 'Elemental Advantage',
        tag_0: 'Elemental Disadvantage',
      },
      'ja-jp': {
        desc_1: '水で<color=#FFD780FF>殻</color>が割れる。',
        tag_1: '元素有利',
        tag_0: '元素不利',
      },
    },
  },
  { kind: 'monster', id: 902, icon: '/art/monster/902.svg', names: names('Rimewing', '霜翼') },
  { kind: 'hard_challenge_season', id: 1, names: names('Ember Vigil', '残り火の夜番') },
  {
    kind: 'achievement_category',
    id: 1,
    icon: '/art/achievement_category/1.svg',
    attrs: { total: 200 },
    names: names('Wonders of the World', '天地万象'),
  },
  { kind: 'achievement_category', id: 2, attrs: { total: 50 }, names: names('Battle', '百戦') },
];

/** A season in which `teams` fought boss 901 solo (and boss 902 co-op when `coop`). */
export function season(
  scheduleId: number,
  difficulty: number,
  teams: readonly number[],
  coop = false,
): HardChallengeSnapshot {
  const start = 1_767_225_600 + (scheduleId - 5_269_002) * 3_628_800;
  const team = teams.map((id, i) => ({ avatar_id: id, level: 90 - i, rank: i }));
  return {
    schedule_id: String(scheduleId),
    start_time: start,
    end_time: start + 3_628_800 - 1,
    season_id: 1,
    single: {
      best: { difficulty, second: 161 },
      challenge: [
        {
          second: 52,
          teams: team,
          best_avatar: [
            { avatar_id: teams[0] ?? 10000002, dps: 88_231, type: 1 },
            { avatar_id: teams[0] ?? 10000002, dps: 701_220, type: 2 },
          ],
          monster: {
            monster_id: 901,
            level: 95,
            tags: [
              { type: 1, sprite: 11002 },
              { type: 0, sprite: 11003 },
            ],
          },
        },
      ],
    },
    mp: coop
      ? {
          best: { difficulty: 2, second: 90 },
          challenge: [
            { second: 90, teams: team, best_avatar: [], monster: { monster_id: 902, level: 80 } },
          ],
        }
      : { best: null, challenge: [] },
  };
}

export const ACHIEVEMENTS: AchievementSnapshot = {
  categories: [
    { id: 1, finish_num: 150 },
    { id: 2, finish_num: 10, total: 40 },
    { id: 3, finish_num: 7 },
  ],
};

/**
 * Alice (public): three seasons captured out of order; Carol (private chronicle): one season with
 * characters nobody else fields; Dave (public): the newest season; Bob nothing at all.
 */
export function hardChallengeBundle(): IngestBundle {
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
    catalog: [...(base.catalog ?? []), ...CATALOG],
    snapshots: [
      ...(base.snapshots ?? []),
      snap(ROLE.aliceMain, 'hard_challenge', '5269001', 1_000, season(5_269_001, 3, [10000021])),
      snap(
        ROLE.aliceMain,
        'hard_challenge',
        '5269003',
        3_000,
        season(5_269_003, 5, [10000002, 10000022], true),
      ),
      snap(ROLE.aliceMain, 'hard_challenge', '5269002', 2_000, season(5_269_002, 4, [10000023])),
      snap(
        ROLE.carolMain,
        'hard_challenge',
        '5269003',
        3_000,
        season(5_269_003, 1, [10000027, 10000028]),
      ),
      snap(
        ROLE.daveMain,
        'hard_challenge',
        '5269003',
        3_000,
        season(5_269_003, 2, [10000002, 10000024]),
      ),
      snap(ROLE.aliceMain, 'achievement', '', 3_000, ACHIEVEMENTS),
      snap(ROLE.carolMain, 'achievement', '', 3_000, ACHIEVEMENTS),
    ],
  };
}

export { ROLE, UID };
