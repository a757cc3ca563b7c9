import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { SNAPSHOT_KINDS } from '../snapshot-kinds.js';
import { HkrpgChallengeBossSnapshot } from './hkrpg-challenge-boss.js';
import { HkrpgChallengeStorySnapshot } from './hkrpg-challenge-story.js';
import { HkrpgChallengeSnapshot } from './hkrpg-challenge.js';
import { HkrpgCharactersSnapshot } from './hkrpg-character.js';
import { HkrpgIndexSnapshot } from './hkrpg-index.js';
import { HKRPG_KINDS } from './hkrpg-kinds.js';
import { HkrpgNoteSnapshot } from './hkrpg-notes.js';
import { HkrpgRogueSnapshot } from './hkrpg-rogue.js';
import { REMOVE, edit } from './example-edit.test-support.js';

/* ------------------------------------------------------------------------------------------------
 * Snapshots: one valid payload per kind, and a change each that must be refused.
 * ---------------------------------------------------------------------------------------------- */

const snapAvatar = { id: 1308, level: 80, rank: 0 };
const lightCone = { id: 23024, level: 80, rank: 1 };

const SNAPSHOTS: [keyof typeof HKRPG_KINDS, TSchema, unknown, (string | number)[], unknown][] = [
  [
    'hsr_index',
    HkrpgIndexSnapshot,
    {
      role: { nickname: 'Trailblazer', level: 68 },
      stats: {
        active_days: 412,
        avatar_num: 47,
        achievement_num: 690,
        chest_num: 2210,
        dream_paster_num: 180,
        abyss_process_id: 5212,
      },
      avatars: [{ ...snapAvatar, is_chosen: true, equip: lightCone }],
    },
    ['avatars', 0, 'rank'],
    7,
  ],
  [
    'hsr_characters',
    HkrpgCharactersSnapshot,
    {
      avatars: [
        {
          ...snapAvatar,
          equip: lightCone,
          relics: [
            {
              id: 61171,
              level: 15,
              pos: 1,
              main_property: { property_type: 27, value: '705', times: 0 },
              properties: [{ property_type: 52, value: '6.4%', times: 2 }],
            },
          ],
          ornaments: [],
          properties: [{ property_type: 1, base: '1125', add: '1300', final: '2425' }],
          skills: [
            {
              point_id: '1308001',
              point_type: 2,
              level: 6,
              is_activated: true,
              is_rank_work: true,
              pre_point: '0',
              anchor: 'Point01',
            },
          ],
          recommend: {
            recommend_relic_properties: [52, 53],
            custom_relic_properties: [],
            is_custom_property_valid: false,
          },
        },
      ],
    },
    ['avatars', 0, 'relics', 0, 'level'],
    16,
  ],
  [
    'hsr_note',
    HkrpgNoteSnapshot,
    {
      current_stamina: 212,
      max_stamina: 300,
      stamina_recover_time: 31680,
      current_reserve_stamina: 1400,
      is_reserve_stamina_full: false,
      total_expedition_num: 4,
      expeditions: [{ avatar_ids: [1308, 1205], remaining_time: 7200 }],
      current_train_score: 400,
      max_train_score: 500,
      current_rogue_score: 9000,
      max_rogue_score: 14000,
      weekly_cocoon_cnt: 1,
      weekly_cocoon_limit: 3,
      rogue_tourn_weekly_unlocked: true,
      rogue_tourn_weekly_max: 2000,
      rogue_tourn_weekly_cur: 600,
    },
    ['expeditions', 0, 'avatar_ids'],
    [],
  ],
  [
    'hsr_challenge',
    HkrpgChallengeSnapshot,
    {
      schedule_id: 1040,
      begin_time: 1767556800,
      end_time: 1771185540,
      battle_num: 14,
      has_data: true,
      max_floor_id: 5212,
      star_num: 33,
      floors: [
        {
          maze_id: 5212,
          is_fast: false,
          round_num: 9,
          star_num: 2,
          is_chaos: true,
          node_1: { challenge_time: 1767791640, avatars: [snapAvatar] },
          node_2: { challenge_time: 1767791640, avatars: [] },
        },
      ],
    },
    ['floors', 0, 'node_2'],
    REMOVE,
  ],
  [
    'hsr_challenge_story',
    HkrpgChallengeStorySnapshot,
    {
      schedule_id: 2016,
      begin_time: 1753070400,
      end_time: 1756699140,
      battle_num: 9,
      has_data: true,
      max_floor_id: 20164,
      star_num: 11,
      floors: [
        {
          maze_id: 20164,
          is_fast: false,
          round_num: 8,
          star_num: 2,
          node_1: {
            challenge_time: 1754163600,
            avatars: [snapAvatar],
            buff: { id: 3031341 },
            score: 25360,
          },
          node_2: { challenge_time: 1754164320, avatars: [], buff: null, score: 0 },
        },
      ],
    },
    ['star_num'],
    13,
  ],
  [
    'hsr_challenge_boss',
    HkrpgChallengeBossSnapshot,
    {
      schedule_id: 3010,
      begin_time: 1751256000,
      end_time: 1754884740,
      battle_num: 8,
      has_data: true,
      max_floor_id: 30104,
      star_num: 11,
      upper_boss: { id: 406401204 },
      lower_boss: { id: 100401404 },
      floors: [
        {
          maze_id: 30104,
          is_fast: false,
          star_num: 2,
          last_update_time: 1752360720,
          node_1: {
            challenge_time: 1752360000,
            avatars: [snapAvatar],
            buff: { id: 3031341 },
            score: 3025,
            boss_defeated: true,
          },
          node_2: { avatars: [], buff: null, score: 3403, boss_defeated: true },
        },
      ],
    },
    ['upper_boss'],
    REMOVE,
  ],
  [
    'hsr_rogue',
    HkrpgRogueSnapshot,
    {
      id: 112,
      begin_time: 1767556800,
      end_time: 1768161540,
      finish_cnt: 2,
      basic_info: { unlocked_buff_num: 232, unlocked_miracle_num: 117, unlocked_skill_points: 38 },
      records: [
        {
          progress: 9,
          difficulty: 5,
          score: 1900,
          finish_time: 1767730260,
          final_lineup: [snapAvatar],
          cached_avatars: [],
          base_type_list: [{ id: 122, cnt: 9 }],
          buffs: [
            { base_type: { id: 122, cnt: 9 }, items: [{ id: 61301, is_evoluted: true, rank: 3 }] },
          ],
          miracles: [{ id: 112 }],
        },
      ],
    },
    ['records', 0, 'final_lineup', 0, 'level'],
    0,
  ],
];

describe('Stellar Transit snapshot kinds', () => {
  it.each(SNAPSHOTS)(
    '%s validates a good payload and refuses a broken one',
    (kind, schema, good, path, next) => {
      expect(HKRPG_KINDS[kind].schema).toBe(schema);
      expect([...Value.Errors(schema, good)]).toEqual([]);
      expect(Value.Check(schema, edit(good, path, next))).toBe(false);
    },
  );

  it('covers every kind, all of game 6, periodic for the seasonal modes', () => {
    expect(SNAPSHOTS.map(([kind]) => kind).sort()).toEqual(Object.keys(HKRPG_KINDS).sort());
    for (const [kind, decl] of Object.entries(HKRPG_KINDS)) {
      expect(decl.games, kind).toEqual([6]);
      expect(decl.periodic, kind).toBe(/challenge|rogue/.test(kind));
    }
  });

  it('are in SNAPSHOT_KINDS and pass the ingest kind pattern', () => {
    for (const kind of Object.keys(HKRPG_KINDS)) {
      expect(SNAPSHOT_KINDS[kind as keyof typeof SNAPSHOT_KINDS], kind).toBe(
        HKRPG_KINDS[kind as keyof typeof HKRPG_KINDS],
      );
      expect(kind).toMatch(/^[a-z0-9_]{1,48}$/);
    }
  });
});
