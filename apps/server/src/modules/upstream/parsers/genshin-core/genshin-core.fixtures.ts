import {
  RELIC_PROPERTY_OPTIONS,
  endpoints,
  type EndpointDef,
  type Lang,
  type SnapshotKindName,
} from '@chronicle/contract';
import { emptyStats } from '../../../genshin/index.presenter.js';
import type { ParseContext, ParsedRecords, UpstreamAnswer } from '../parse-kit.js';

/*
 * Small composed answers of the main game's core endpoints (shaped as real clients read them), for
 * the unit tests of merging and periods; the round trips use the demo data instead.
 */

export const { index: INDEX, characterList: LIST, characterDetail: DETAIL } = endpoints.genshin;
export const { spiralAbyss: ABYSS, dailyNote: DAILY_NOTE } = endpoints.genshin;

export const ROLE = { role_id: '812000101', server: 'os_asia' };
export const CAPTURED_AT = Date.parse('2026-02-10T12:00:00.000Z');

export function answer(
  endpoint: EndpointDef,
  data: unknown,
  input: Record<string, unknown> = {},
  options: { lang?: Lang; capturedAt?: number } = {},
): UpstreamAnswer {
  return {
    endpoint,
    input: { ...ROLE, ...input },
    lang: options.lang ?? 'en-us',
    data,
    capturedAt: options.capturedAt ?? CAPTURED_AT,
  };
}

export const ctxOf = (
  lang: Lang = 'en-us',
  previous: ReadonlyMap<SnapshotKindName, unknown> = new Map(),
): ParseContext => ({ lang, previous });

/** The payload of the one snapshot of `kind` (throws when there is none). */
export function payloadOf(parsed: ParsedRecords, kind: SnapshotKindName): unknown {
  const found = parsed.snapshots.filter((s) => s.kind === kind);
  if (found.length !== 1) throw new Error(`${found.length} snapshots of ${kind}`);
  return found[0]?.payload;
}

const art = (kind: string, id: number) => `https://cdn.example/${kind}/${id}.png`;

export const weapon = (id: number, level = 80) => ({
  id,
  icon: art('weapon', id),
  type: 1,
  rarity: 4,
  level,
  affix_level: 3,
  name: `Weapon ${id}`,
});

export const relic = (id: number, pos: number) => ({
  id,
  name: `Relic ${id}`,
  icon: art('relic', id),
  pos,
  rarity: 5,
  level: 20,
  set: {
    id: 15001,
    name: 'Gilded Dreams',
    affixes: [
      { activation_number: 2, effect: 'Elemental Mastery +80.' },
      { activation_number: 4, effect: 'More after reactions.' },
    ],
  },
  pos_name: pos === 1 ? 'Flower of Life' : 'Plume of Death',
  main_property: null,
  sub_property_list: [],
});

/** A `character/list` row. */
export const rosterRow = (id: number, over: Record<string, unknown> = {}) => ({
  id,
  icon: art('icon', id),
  name: `Character ${id}`,
  element: 'Pyro',
  fetter: 6,
  level: 80,
  rarity: 4,
  actived_constellation_num: 2,
  image: art('image', id),
  is_chosen: false,
  side_icon: art('side', id),
  weapon_type: 1,
  weapon: weapon(id + 100),
  ...over,
});

/** An overview avatar (as asked with `avatar_list_type=1`). */
export const indexAvatar = (id: number, over: Record<string, unknown> = {}) => {
  const { icon: _icon, weapon_type: _type, ...row } = rosterRow(id);
  return { ...row, card_image: art('card', id), relics: [relic(id * 10 + 1, 1)], ...over };
};

const prop = (type: number, final: string) => ({ property_type: type, base: '', add: '', final });

/** One entry of a detail answer; `talent` is the level of its first talent. */
export const detailEntry = (id: number, talent = 6) => {
  const { weapon: w, ...base } = rosterRow(id);
  return {
    base,
    weapon: {
      ...w,
      promote_level: 5,
      type_name: 'Sword',
      desc: 'A blade.',
      main_property: prop(4, '454'),
      sub_property: prop(23, '30.6%'),
    },
    relics: [
      {
        ...relic(id * 10 + 1, 1),
        main_property: { property_type: 2, value: '4780', times: 0 },
        sub_property_list: [{ property_type: 20, value: '7.0%', times: 1 }],
      },
    ],
    constellations: [1, 2, 3, 4, 5, 6].map((pos) => ({
      id: id * 10 + pos,
      name: `Constellation ${pos}`,
      icon: art('constellation', id * 10 + pos),
      effect: `Effect ${pos}.`,
      is_actived: pos <= 2,
      pos,
    })),
    costumes: [],
    selected_properties: [prop(2000, '15000')],
    base_properties: [prop(2000, '15000')],
    extra_properties: [prop(20, '5.0%')],
    element_properties: [prop(40, '0.0%')],
    skills: [
      {
        skill_id: id * 100 + 1,
        skill_type: 1,
        level: talent,
        desc: 'Strikes.',
        skill_affix_list: [{ name: '1-Hit DMG', value: '45.0%' }],
        icon: art('skill', id * 100 + 1),
        is_unlock: true,
        name: 'Normal Attack',
      },
    ],
    recommend_relic_property: {
      recommend_properties: {
        sand_main_property_list: [6],
        goblet_main_property_list: [40],
        circlet_main_property_list: [20, 22],
        sub_property_list: [20, 22],
      },
      custom_properties: null,
      has_set_recommend_prop: false,
    },
  };
};

export const detailData = (entries: unknown[]) => ({
  list: entries,
  property_map: {
    '2000': { property_type: 2000, name: 'Max HP', icon: art('property', 2000), filter_name: 'HP' },
  },
  relic_property_options: RELIC_PROPERTY_OPTIONS,
  relic_wiki: {},
  weapon_wiki: {},
  avatar_wiki: {},
});

/** An overview answer with one region (two sub-areas and a boss) and one realm. */
export const indexData = (
  avatars: unknown[],
  names = { region: 'Mondstadt', area: 'Windrise' },
) => ({
  role: {
    AvatarUrl: '',
    nickname: 'Aether',
    region: 'os_asia',
    level: 60,
    game_head_icon: art('head', 1),
  },
  avatars,
  stats: { ...emptyStats(), avatar_number: avatars.length, spiral_abyss: '12-3' },
  city_explorations: [],
  world_explorations: [
    {
      id: 1,
      parent_id: 0,
      name: names.region,
      exploration_percentage: 1000,
      type: 'Reputation',
      level: 8,
      offerings: [],
      area_exploration_list: [
        { name: names.area, exploration_percentage: 1000 },
        { name: `${names.area} 2`, exploration_percentage: 990 },
      ],
      boss_list: [{ name: 'Anemo Hypostasis', kill_num: 12 }],
      icon: art('region', 1),
      inner_icon: art('region-inner', 1),
      background_image: '',
      cover: '',
      map_url: '',
      strategy_url: '',
      is_hot: false,
      index_active: true,
      detail_active: true,
      seven_statue_level: 10,
      world_type: 1,
      natan_reputation: null,
    },
  ],
  homes: [
    {
      level: 9,
      visit_num: 3,
      comfort_num: 16500,
      item_num: 1200,
      name: 'Emerald Peak',
      icon: art('home', 1),
      comfort_level_name: 'Exquisite Dwelling',
      comfort_level_icon: art('comfort', 9),
    },
  ],
});
