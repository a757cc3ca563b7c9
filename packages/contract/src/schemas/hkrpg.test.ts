import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { SNAPSHOT_KINDS } from '../snapshot-kinds.js';
import {
  HKRPG_KINDS,
  HkrpgAvatarInfoData,
  HkrpgAvatarInfoQuery,
  HkrpgBasicInfoData,
  HkrpgChallengeBossData,
  HkrpgChallengeBossSnapshot,
  HkrpgChallengeData,
  HkrpgChallengeQuery,
  HkrpgChallengeSnapshot,
  HkrpgChallengeStoryData,
  HkrpgChallengeStorySnapshot,
  HkrpgCharactersSnapshot,
  HkrpgIndexData,
  HkrpgIndexSnapshot,
  HkrpgNoteData,
  HkrpgNoteSnapshot,
  HkrpgRoleQuery,
  HkrpgRogueData,
  HkrpgRogueQuery,
  HkrpgRogueSnapshot,
  hkrpgAvatarInfoMissingKeys,
  type HkrpgAvatarInfoData as AvatarInfo,
} from './hkrpg.js';
import {
  AVATAR_INFO_EXAMPLE,
  BASIC_INFO_EXAMPLE,
  CHALLENGE_BOSS_EXAMPLE,
  CHALLENGE_EXAMPLE,
  CHALLENGE_STORY_EXAMPLE,
  INDEX_EXAMPLE,
  NOTE_EXAMPLE,
  ROGUE_EXAMPLE,
} from './hkrpg-examples.test-data.js';
import { REMOVE, edit } from './example-edit.test-support.js';

const EXAMPLES: [string, TSchema, unknown][] = [
  ['index', HkrpgIndexData, INDEX_EXAMPLE],
  ['role/basicInfo', HkrpgBasicInfoData, BASIC_INFO_EXAMPLE],
  ['avatar/info', HkrpgAvatarInfoData, AVATAR_INFO_EXAMPLE],
  ['note', HkrpgNoteData, NOTE_EXAMPLE],
  ['challenge', HkrpgChallengeData, CHALLENGE_EXAMPLE],
  ['challenge_story', HkrpgChallengeStoryData, CHALLENGE_STORY_EXAMPLE],
  ['challenge_boss', HkrpgChallengeBossData, CHALLENGE_BOSS_EXAMPLE],
  ['rogue', HkrpgRogueData, ROGUE_EXAMPLE],
];

describe('Stellar Transit payloads (OTHER-GAMES §3)', () => {
  it.each(EXAMPLES)('the doc example of %s validates', (_name, schema, example) => {
    expect([...Value.Errors(schema, example)]).toEqual([]);
  });

  const floor0 = ['all_floor_detail', 0];
  const avatar0 = ['avatar_list', 0];
  /** Must-send fields and shapes ([gpy-req], §0.5): each change alone makes the payload invalid. */
  const BROKEN: [string, TSchema, unknown, (string | number)[], unknown][] = [
    ['MoC node_1 null', HkrpgChallengeData, CHALLENGE_EXAMPLE, [...floor0, 'node_1'], null],
    ['MoC node_2 null', HkrpgChallengeData, CHALLENGE_EXAMPLE, [...floor0, 'node_2'], null],
    ['MoC without node_1', HkrpgChallengeData, CHALLENGE_EXAMPLE, [...floor0, 'node_1'], REMOVE],
    ['MoC without groups', HkrpgChallengeData, CHALLENGE_EXAMPLE, ['groups'], REMOVE],
    ['MoC with empty groups', HkrpgChallengeData, CHALLENGE_EXAMPLE, ['groups'], []],
    ['MoC without begin_time', HkrpgChallengeData, CHALLENGE_EXAMPLE, ['begin_time'], REMOVE],
    [
      'MoC without is_chaos',
      HkrpgChallengeData,
      CHALLENGE_EXAMPLE,
      [...floor0, 'is_chaos'],
      REMOVE,
    ],
    [
      'MoC PartialTime without minute',
      HkrpgChallengeData,
      CHALLENGE_EXAMPLE,
      [...floor0, 'node_1', 'challenge_time', 'minute'],
      REMOVE,
    ],
    [
      'MoC avatar without rank',
      HkrpgChallengeData,
      CHALLENGE_EXAMPLE,
      [...floor0, 'node_1', 'avatars', 0, 'rank'],
      REMOVE,
    ],
    [
      'MoC avatar element capitalized',
      HkrpgChallengeData,
      CHALLENGE_EXAMPLE,
      [...floor0, 'node_1', 'avatars', 0, 'element'],
      'Lightning',
    ],
    ['PF with empty groups', HkrpgChallengeStoryData, CHALLENGE_STORY_EXAMPLE, ['groups'], []],
    [
      'PF without max_floor_id',
      HkrpgChallengeStoryData,
      CHALLENGE_STORY_EXAMPLE,
      ['max_floor_id'],
      REMOVE,
    ],
    [
      'PF score as a number',
      HkrpgChallengeStoryData,
      CHALLENGE_STORY_EXAMPLE,
      [...floor0, 'node_1', 'score'],
      25360,
    ],
    [
      'PF node_2 null',
      HkrpgChallengeStoryData,
      CHALLENGE_STORY_EXAMPLE,
      [...floor0, 'node_2'],
      null,
    ],
    [
      'AS upper_boss null',
      HkrpgChallengeBossData,
      CHALLENGE_BOSS_EXAMPLE,
      ['groups', 0, 'upper_boss'],
      null,
    ],
    [
      'AS without lower_boss',
      HkrpgChallengeBossData,
      CHALLENGE_BOSS_EXAMPLE,
      ['groups', 0, 'lower_boss'],
      REMOVE,
    ],
    [
      'AS star_num as a number',
      HkrpgChallengeBossData,
      CHALLENGE_BOSS_EXAMPLE,
      [...floor0, 'star_num'],
      2,
    ],
    [
      'AS score as a number',
      HkrpgChallengeBossData,
      CHALLENGE_BOSS_EXAMPLE,
      [...floor0, 'node_2', 'score'],
      3403,
    ],
    [
      'AS without last_update_time',
      HkrpgChallengeBossData,
      CHALLENGE_BOSS_EXAMPLE,
      [...floor0, 'last_update_time'],
      REMOVE,
    ],
    [
      'avatar/info base_type 9',
      HkrpgAvatarInfoData,
      AVATAR_INFO_EXAMPLE,
      [...avatar0, 'base_type'],
      9,
    ],
    [
      'avatar/info without recommend_property',
      HkrpgAvatarInfoData,
      AVATAR_INFO_EXAMPLE,
      ['recommend_property'],
      REMOVE,
    ],
    [
      'avatar/info without servant_detail',
      HkrpgAvatarInfoData,
      AVATAR_INFO_EXAMPLE,
      [...avatar0, 'servant_detail'],
      REMOVE,
    ],
    [
      'avatar/info relic main_property null',
      HkrpgAvatarInfoData,
      AVATAR_INFO_EXAMPLE,
      [...avatar0, 'relics', 0, 'main_property'],
      null,
    ],
    [
      'avatar/info point_id as a number',
      HkrpgAvatarInfoData,
      AVATAR_INFO_EXAMPLE,
      [...avatar0, 'skills', 0, 'point_id'],
      1308001,
    ],
    [
      'avatar/info without figure_path',
      HkrpgAvatarInfoData,
      AVATAR_INFO_EXAMPLE,
      [...avatar0, 'figure_path'],
      REMOVE,
    ],
    [
      'index without dream_paster_num',
      HkrpgIndexData,
      INDEX_EXAMPLE,
      ['stats', 'dream_paster_num'],
      REMOVE,
    ],
    [
      'index without abyss_process',
      HkrpgIndexData,
      INDEX_EXAMPLE,
      ['stats', 'abyss_process'],
      REMOVE,
    ],
    [
      'index without cur_head_icon_url',
      HkrpgIndexData,
      INDEX_EXAMPLE,
      ['cur_head_icon_url'],
      REMOVE,
    ],
    ['index avatar without rank', HkrpgIndexData, INDEX_EXAMPLE, [...avatar0, 'rank'], REMOVE],
    ['basicInfo without avatar', HkrpgBasicInfoData, BASIC_INFO_EXAMPLE, ['avatar'], REMOVE],
    [
      'note without the misspelt key',
      HkrpgNoteData,
      NOTE_EXAMPLE,
      ['accepted_epedition_num'],
      REMOVE,
    ],
    [
      'note expedition of an unknown status',
      HkrpgNoteData,
      NOTE_EXAMPLE,
      ['expeditions', 0, 'status'],
      'Done',
    ],
    [
      'note without rogue_tourn_weekly_cur',
      HkrpgNoteData,
      NOTE_EXAMPLE,
      ['rogue_tourn_weekly_cur'],
      REMOVE,
    ],
    ['rogue without last_record', HkrpgRogueData, ROGUE_EXAMPLE, ['last_record'], REMOVE],
    [
      'rogue run without progress',
      HkrpgRogueData,
      ROGUE_EXAMPLE,
      ['current_record', 'records', 0, 'progress'],
      REMOVE,
    ],
  ];

  it.each(BROKEN)('%s is refused', (_name, schema, example, path, next) => {
    expect(Value.Check(schema, example)).toBe(true);
    expect(Value.Check(schema, edit(example, path, next))).toBe(false);
  });

  it('accepts the shapes both genshin.py versions accept', () => {
    // An Apocalyptic Shadow node without a challenge time (quick-cleared floors).
    const quick = edit(CHALLENGE_BOSS_EXAMPLE, [...floor0, 'node_1', 'challenge_time'], null);
    expect(Value.Check(HkrpgChallengeBossData, quick)).toBe(true);
    // Pure Fiction's quick-cleared halves: no buff, score "0", no avatars.
    const cleared = edit(CHALLENGE_STORY_EXAMPLE, [...floor0, 'node_1'], {
      challenge_time: { year: 2025, month: 8, day: 2, hour: 19, minute: 40 },
      avatars: [],
      buff: null,
      score: '0',
    });
    expect(Value.Check(HkrpgChallengeStoryData, cleared)).toBe(true);
    // An index avatar without a light cone, and Starward's optional `second`.
    expect(Value.Check(HkrpgIndexData, edit(INDEX_EXAMPLE, [...avatar0, 'equip'], null))).toBe(
      true,
    );
    const withSecond = edit(CHALLENGE_EXAMPLE, ['begin_time', 'second'], 30);
    expect(Value.Check(HkrpgChallengeData, withSecond)).toBe(true);
  });
});

describe('hkrpgAvatarInfoMissingKeys', () => {
  const example = AVATAR_INFO_EXAMPLE as AvatarInfo;

  it('finds nothing missing in the doc example', () => {
    expect(hkrpgAvatarInfoMissingKeys(example)).toEqual([]);
  });

  it('names an avatar without recommended properties', () => {
    const data = edit(example, ['recommend_property', '1308'], REMOVE) as AvatarInfo;
    expect(hkrpgAvatarInfoMissingKeys(data)).toEqual(['recommend_property.1308']);
  });

  it('names property types used by relics, ornaments and panel stats but not described', () => {
    let data = edit(example, ['property_info', '53'], REMOVE) as AvatarInfo;
    data = edit(data, ['property_info', '18'], REMOVE) as AvatarInfo;
    data = edit(data, ['property_info', '5'], REMOVE) as AvatarInfo;
    expect(hkrpgAvatarInfoMissingKeys(data).sort()).toEqual([
      'property_info.18',
      'property_info.5',
      'property_info.53',
    ]);
  });

  it('counts memosprite stats as used', () => {
    const data = edit(
      example,
      ['avatar_list', 0, 'servant_detail', 'servant_properties'],
      [{ property_type: 9, base: '0', add: '0', final: '0' }],
    ) as AvatarInfo;
    expect(hkrpgAvatarInfoMissingKeys(data)).toEqual(['property_info.9']);
  });
});

describe('Stellar Transit queries', () => {
  const role = { role_id: '600000001', server: 'prod_official_usa' };

  it('take the role and server every client sends', () => {
    expect(Value.Check(HkrpgRoleQuery, role)).toBe(true);
    expect(Value.Check(HkrpgRoleQuery, { server: role.server })).toBe(false);
    expect(Value.Check(HkrpgRoleQuery, { ...role, role_id: 'abc' })).toBe(false);
  });

  it('take the endgame schedule (1 current, 2 previous) and the flags', () => {
    const query = { ...role, schedule_type: 2, need_all: 'true', isPrev: '' };
    expect(Value.Check(HkrpgChallengeQuery, query)).toBe(true);
    expect(Value.Check(HkrpgChallengeQuery, { ...query, schedule_type: 3 })).toBe(false);
    expect(Value.Check(HkrpgRogueQuery, { ...role, schedule_type: 3, need_detail: 'true' })).toBe(
      true,
    );
  });

  it('take need_wiki and an id list on avatar/info', () => {
    // As a query string parses: one id is a string, a repeated key a list of strings.
    const query = { ...role, need_wiki: 'true', 'id_list[]': '1308' };
    expect(Value.Check(HkrpgAvatarInfoQuery, query)).toBe(true);
    expect(Value.Check(HkrpgAvatarInfoQuery, { ...query, 'id_list[]': ['1308', '1309'] })).toBe(
      true,
    );
    expect(Value.Check(HkrpgAvatarInfoQuery, { ...query, 'id_list[]': ['x'] })).toBe(false);
  });
});

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
