import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { HkrpgChallengeBossData } from './hkrpg-challenge-boss.js';
import { HkrpgChallengeStoryData } from './hkrpg-challenge-story.js';
import { HkrpgChallengeData } from './hkrpg-challenge.js';
import {
  HkrpgAvatarInfoData,
  hkrpgAvatarInfoMissingKeys,
  type HkrpgAvatarInfoData as AvatarInfo,
} from './hkrpg-character.js';
import {
  HkrpgAvatarInfoQuery,
  HkrpgChallengeQuery,
  HkrpgRoleQuery,
  HkrpgRogueQuery,
} from './hkrpg-common.js';
import { HkrpgBasicInfoData, HkrpgIndexData } from './hkrpg-index.js';
import { HkrpgNoteData } from './hkrpg-notes.js';
import { HkrpgRogueData } from './hkrpg-rogue.js';
import {
  AVATAR_INFO_EXAMPLE,
  BASIC_INFO_EXAMPLE,
  INDEX_EXAMPLE,
  NOTE_EXAMPLE,
} from './hkrpg-examples.fixtures.js';
import {
  CHALLENGE_BOSS_EXAMPLE,
  CHALLENGE_EXAMPLE,
  CHALLENGE_STORY_EXAMPLE,
  ROGUE_EXAMPLE,
} from './hkrpg-mode-examples.fixtures.js';
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

// docs/reference/other-games.md#third-game-records
describe('Stellar Transit payloads', () => {
  it.each(EXAMPLES)('the doc example of %s validates', (_name, schema, example) => {
    expect([...Value.Errors(schema, example)]).toEqual([]);
  });

  const floor0 = ['all_floor_detail', 0];
  const avatar0 = ['avatar_list', 0];
  /**
   * Must-send fields and shapes ([gpy-req], docs/reference/other-games.md#client-quirks): each
   * change alone makes the payload invalid.
   */
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
