import type { EndpointDef, SnapshotKindName } from '@chronicle/contract';
import { partialTime } from '../../../hkrpg/hkrpg-view.js';
import type { ParsedRecords, UpstreamAnswer, UpstreamGroup } from '../parse-kit.js';

/*
 * Small hand-made answers for the unit tests of Stellar Transit's parsers, shaped like the contract's
 * examples (times are server-local `PartialTime`s of the America server).
 */

export const REGION = 'prod_official_usa';
/** When the test answers were given: 2026-01-10 12:00 UTC. */
export const CAPTURED_AT = Date.UTC(2026, 0, 10, 12);
const DAY = 86_400;

/** An answer of an endpoint, asked with `input` on top of the role's pair. */
export function answerOf(
  endpoint: EndpointDef,
  data: unknown,
  input: Record<string, unknown> = {},
  capturedAt = CAPTURED_AT,
): UpstreamAnswer {
  return {
    endpoint,
    input: { role_id: '800000101', server: REGION, ...input },
    lang: 'en-us',
    data,
    capturedAt,
  };
}

/** Parses with nothing stored, or with `previous`. */
export function parseWith(
  group: UpstreamGroup,
  answers: UpstreamAnswer[],
  previous: [SnapshotKindName, unknown][] = [],
): ParsedRecords {
  return group.parse(answers, { lang: 'en-us', previous: new Map(previous) });
}

/** A season window: `weeksAgo` weeks before the capture, six weeks long. */
export function windowOf(weeksAgo: number): { begin: number; end: number } {
  const begin = CAPTURED_AT / 1000 - weeksAgo * 7 * DAY;
  return { begin, end: begin + 42 * DAY - 1 };
}

const time = (unix: number) => partialTime(unix, REGION);

const boss = (id: number) => ({
  id,
  name_mi18n: `Boss ${id}`,
  icon: `https://cdn.example/${id}.png`,
});

/** A season of `groups` (with bosses for Apocalyptic Shadow). */
export function seasonOf(id: number, weeksAgo: number, withBosses = false) {
  const { begin, end } = windowOf(weeksAgo);
  return {
    schedule_id: id,
    begin_time: time(begin),
    end_time: time(end),
    status: weeksAgo > 6 ? 'End' : 'Running',
    name_mi18n: `Season ${id}`,
    ...(withBosses
      ? { upper_boss: boss(id * 10 + 1), lower_boss: boss(id * 10 + 2), tierce_boss: null }
      : { upper_boss: null, lower_boss: null, tierce_boss: null }),
  };
}

const brief = (id: number) => ({
  id,
  level: 80,
  icon: `https://cdn.example/avatar/${id}.png`,
  rarity: 5,
  element: 'lightning',
  rank: 0,
});

const buff = {
  id: 31001,
  name_mi18n: 'Red Ink',
  desc_mi18n: 'CRIT DMG +40%',
  icon: 'https://cdn.example/b.png',
};

/** A floor of a mode, fought `weeksAgo` weeks before the capture. */
function floorOf(mode: 'chaos' | 'fiction' | 'shadow', mazeId: number, weeksAgo: number) {
  const at = time(windowOf(weeksAgo).begin + DAY);
  const node =
    mode === 'chaos'
      ? { challenge_time: at, avatars: [brief(1308)] }
      : {
          challenge_time: at,
          avatars: [brief(1308)],
          buff,
          score: '3000',
          ...(mode === 'shadow' ? { boss_defeated: true } : {}),
        };
  return {
    name: `Floor ${mazeId}`,
    maze_id: mazeId,
    is_fast: false,
    node_1: node,
    node_2: node,
    ...(mode === 'shadow'
      ? { star_num: '3', last_update_time: at }
      : { star_num: 3, round_num: 5, ...(mode === 'chaos' ? { is_chaos: true } : {}) }),
  };
}

/**
 * The answer of a mode for `schedule_type`, about season `id` (or about nothing played), with both
 * seasons in `groups`: `[current, previous]`.
 */
export function modeAnswer(
  mode: 'chaos' | 'fiction' | 'shadow',
  endpoint: EndpointDef,
  scheduleType: 1 | 2,
  seasons: { current: number; previous: number },
  played: boolean,
) {
  const weeksAgo = scheduleType === 1 ? 1 : 7;
  const id = scheduleType === 1 ? seasons.current : seasons.previous;
  const floors = played ? [floorOf(mode, id * 100 + 1, weeksAgo)] : [];
  const groups = [
    seasonOf(seasons.current, 1, mode === 'shadow'),
    seasonOf(seasons.previous, 7, mode === 'shadow'),
  ];
  const { begin, end } = windowOf(weeksAgo);
  const data = {
    ...(mode === 'chaos' ? { schedule_id: id, begin_time: time(begin), end_time: time(end) } : {}),
    ...(mode === 'chaos' ? { max_floor_detail: null } : {}),
    star_num: played ? 3 : 0,
    max_floor: played ? `Floor ${id * 100 + 1}` : '',
    battle_num: played ? 2 : 0,
    has_data: played,
    all_floor_detail: floors,
    max_floor_id: played ? id * 100 + 1 : 0,
    groups,
  };
  return answerOf(endpoint, data, { schedule_type: scheduleType, need_all: 'true' });
}

/** A character of `avatar/info` at a level, with one relic and one trace. */
export function detailAvatar(id: number, level: number) {
  const prop = { property_type: 27, value: '705', times: 0 };
  return {
    id,
    level,
    name: `Character ${id}`,
    element: 'lightning',
    icon: `https://cdn.example/avatar/${id}.png`,
    rarity: 5,
    rank: 1,
    image: `https://cdn.example/image/${id}.png`,
    equip: null,
    relics: [
      {
        id: 61171,
        level: 15,
        pos: 1,
        name: 'Heatproof Shell',
        desc: '',
        icon: 'https://cdn.example/r1.png',
        rarity: 5,
        main_property: prop,
        properties: [{ property_type: 52, value: '6.4%', times: 2 }],
      },
    ],
    ornaments: [],
    ranks: [],
    properties: [{ property_type: 1, base: '1125', add: '1300', final: '2425' }],
    skills: [
      {
        point_id: `${id}001`,
        point_type: 2,
        item_url: 'https://cdn.example/s1.png',
        level: 6,
        is_activated: true,
        is_rank_work: true,
        pre_point: '0',
        anchor: 'Point01',
        remake: 'Basic ATK',
        special_point_type: 'PointTypeNormal',
        skill_stages: [],
      },
    ],
    base_type: 5,
    figure_path: `https://cdn.example/figure/${id}.png`,
    element_id: 8,
    servant_detail: {
      servant_id: '0',
      servant_name: '',
      servant_icon: '',
      servant_properties: [],
      servant_skills: [],
      is_health_secret: false,
    },
  };
}

/** `avatar/info` data holding these characters, with complete maps. */
export function avatarInfoData(avatars: ReturnType<typeof detailAvatar>[]) {
  const info = (type: number) => ({
    property_type: type,
    name: `Stat ${type}`,
    icon: `https://cdn.example/p${type}.png`,
    property_name_relic: `Stat ${type}`,
    property_name_filter: `Stat ${type}`,
  });
  return {
    avatar_list: avatars,
    equip_wiki: {},
    relic_wiki: {},
    property_info: { '1': info(1), '27': info(27), '52': info(52) },
    recommend_property: Object.fromEntries(
      avatars.map((a) => [
        String(a.id),
        {
          recommend_relic_properties: [52],
          custom_relic_properties: [],
          is_custom_property_valid: false,
        },
      ]),
    ),
    relic_properties: [
      { property_type: 27, modify_property_type: 1 },
      { property_type: 52, modify_property_type: 5 },
    ],
  };
}
