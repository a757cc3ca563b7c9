import {
  endpoints,
  type HkrpgCharactersSnapshot,
  type HkrpgIndexSnapshot,
} from '@chronicle/contract';
import { describe, expect, it } from 'vitest';
import type { ParsedRecords } from '../parse-kit.js';
import { describeRoundTrip } from '../roundtrip.test-support.js';
import {
  CAPTURED_AT,
  answerOf,
  avatarInfoData,
  detailAvatar,
  parseWith,
} from './hkrpg.fixtures.js';
import { hkrpgProfileGroup } from './profile.parser.js';

describeRoundTrip(hkrpgProfileGroup, {
  mapPaths: [
    '$.data.property_info',
    '$.data.recommend_property',
    '$.data.equip_wiki',
    '$.data.relic_wiki',
  ],
});

const AVATAR_INFO = endpoints.hkrpg.avatarInfo;

const buildsOfPayload = (parsed: ParsedRecords) =>
  parsed.snapshots.find((s) => s.kind === 'hsr_characters')?.payload as HkrpgCharactersSnapshot;

const buildsOf = (parsed: ParsedRecords) =>
  buildsOfPayload(parsed).avatars.map((b) => [b.id, b.level]);

describe('hkrpg.profile builds', () => {
  const storedAnswer = answerOf(
    AVATAR_INFO,
    avatarInfoData([detailAvatar(1308, 70), detailAvatar(1205, 60), detailAvatar(1301, 50)]),
  );
  const stored = buildsOfPayload(parseWith(hkrpgProfileGroup, [storedAnswer]));

  it('keeps the stored builds of characters an id_list[] answer does not carry', () => {
    const one = answerOf(AVATAR_INFO, avatarInfoData([detailAvatar(1205, 80)]), {
      need_wiki: 'true',
      'id_list[]': '1205',
    });
    const parsed = parseWith(hkrpgProfileGroup, [one], [['hsr_characters', stored]]);
    expect(buildsOf(parsed)).toEqual([
      [1308, 70],
      [1205, 80],
      [1301, 50],
    ]);
  });

  it('adds a character an id_list[] answer carries that is not stored yet', () => {
    const one = answerOf(AVATAR_INFO, avatarInfoData([detailAvatar(1006, 40)]), {
      'id_list[]': ['1006'],
    });
    const parsed = parseWith(hkrpgProfileGroup, [one], [['hsr_characters', stored]]);
    expect(buildsOf(parsed)).toEqual([
      [1308, 70],
      [1205, 60],
      [1301, 50],
      [1006, 40],
    ]);
  });

  it('takes a whole answer as the list of characters, in its order', () => {
    const whole = answerOf(
      AVATAR_INFO,
      avatarInfoData([detailAvatar(1301, 60), detailAvatar(1308, 80)]),
      {
        need_wiki: 'true',
      },
    );
    const parsed = parseWith(hkrpgProfileGroup, [whole], [['hsr_characters', stored]]);
    expect(buildsOf(parsed)).toEqual([
      [1301, 60],
      [1308, 80],
    ]);
  });

  it('files names, art and the relic stat map in the catalog, not in the builds', () => {
    const parsed = parseWith(hkrpgProfileGroup, [storedAnswer]);
    expect(parsed.snapshots.map((s) => s.kind)).toEqual(['hsr_characters']);
    expect(parsed.catalog.find((e) => e.kind === 'hsr_character' && e.id === 1308)).toMatchObject({
      name: 'Character 1308',
      icon: 'https://cdn.example/avatar/1308.png',
      attrs: { element: 'lightning', rarity: 5, base_type: 5 },
    });
    const panels = parsed.catalog
      .filter((e) => e.kind === 'hsr_property')
      .map((e) => [e.id, e.attrs?.panel]);
    expect(panels).toEqual([
      [1, null],
      [27, 1],
      [52, 5],
    ]);
  });
});

describe('hkrpg.profile header', () => {
  const basicInfo = answerOf(endpoints.hkrpg.roleBasicInfo, {
    nickname: 'Trailblazer',
    region: 'prod_official_usa',
    level: 68,
    avatar: 'https://cdn.example/head.png',
  });
  const previous: HkrpgIndexSnapshot = {
    role: { nickname: 'Old name', level: 60, cur_head_icon_url: 'https://cdn.example/h.png' },
    stats: { active_days: 5, avatar_num: 1, achievement_num: 2, chest_num: 3, dream_paster_num: 0 },
    avatars: [{ id: 1308, level: 80, rank: 0, is_chosen: true, equip: null }],
  };

  it('keeps the stored stats and showcase when only role/basicInfo is imported', () => {
    const parsed = parseWith(hkrpgProfileGroup, [basicInfo], [['hsr_index', previous]]);
    expect(parsed.role).toEqual({ nickname: 'Trailblazer', level: 68 });
    expect(parsed.snapshots).toEqual([
      {
        kind: 'hsr_index',
        period: '',
        capturedAt: CAPTURED_AT,
        payload: {
          ...previous,
          role: {
            nickname: 'Trailblazer',
            level: 68,
            avatar: 'https://cdn.example/head.png',
            cur_head_icon_url: 'https://cdn.example/h.png',
          },
        },
      },
    ]);
  });

  it('stores no index without a nickname to file it under', () => {
    const index = answerOf(endpoints.hkrpg.index, {
      stats: {
        active_days: 1,
        avatar_num: 0,
        achievement_num: 0,
        chest_num: 0,
        abyss_process: '',
        dream_paster_num: 0,
      },
      avatar_list: [],
      cur_head_icon_url: 'https://cdn.example/h.png',
      phone_background_image_url: '',
    });
    expect(parseWith(hkrpgProfileGroup, [index]).snapshots).toEqual([]);
    const both = parseWith(hkrpgProfileGroup, [index, basicInfo]);
    expect(both.snapshots.map((s) => s.payload)).toEqual([
      {
        role: {
          nickname: 'Trailblazer',
          level: 68,
          avatar: 'https://cdn.example/head.png',
          cur_head_icon_url: 'https://cdn.example/h.png',
          phone_background_image_url: '',
        },
        stats: {
          active_days: 1,
          avatar_num: 0,
          achievement_num: 0,
          chest_num: 0,
          dream_paster_num: 0,
          abyss_process: '',
        },
        avatars: [],
      },
    ]);
  });
});
