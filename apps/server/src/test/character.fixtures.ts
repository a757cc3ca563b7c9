import {
  type CatalogEntry,
  type CharacterBuild,
  type CharactersSnapshot,
  type IndexSnapshot,
  type IngestBundle,
  type IngestSnapshot,
} from '@chronicle/contract';
import { ALICE_INDEX, DAVE_INDEX, ROLE, fixtureBundle, names } from './fixtures.js';

/*
 * Character builds on top of the common fixtures: alice also owns the two special characters
 * without constellations (10000117, and 10000118 whose element the snapshot sets), and builds exist
 * for Aria (10000002, full) and the specials (no constellations, no weapon).
 */

const texts = (en: Record<string, string>, ja: Record<string, string>) => ({
  'en-us': en,
  'ja-jp': ja,
});

const PROPERTIES: [number, string, string][] = [
  [2, 'HP', 'HP'],
  [3, 'HP%', 'HP%'],
  [4, 'Base ATK', '基礎攻撃力'],
  [20, 'CRIT Rate', '会心率'],
  [22, 'CRIT DMG', '会心ダメージ'],
  [23, 'Energy Recharge', '元素チャージ効率'],
  [2000, 'Max HP', 'HP上限'],
];

export const CHARACTER_CATALOG: CatalogEntry[] = [
  {
    kind: 'character',
    id: 10000117,
    icon: '/art/character/10000117.svg',
    attrs: { element: 'Geo', rarity: 5, weapon_type: 10, has_constellations: false },
    names: names('Quill Starling', 'クイル・スターリング'),
  },
  {
    kind: 'character',
    id: 10000118,
    icon: '/art/character/10000118.svg',
    attrs: { rarity: 4, weapon_type: 13, has_constellations: false, fixed_element: false },
    names: names('Mirror Doll', 'ミラードール'),
  },
  { kind: 'weapon_type', id: 1, names: names('Sword', '片手剣') },
  { kind: 'weapon_type', id: 10, names: names('Catalyst', '法器') },
  { kind: 'weapon_type', id: 13, names: names('Polearm', '長柄武器') },
  ...PROPERTIES.map(([id, en, ja]): CatalogEntry => ({
    kind: 'property',
    id,
    icon: `/art/property/${id}.svg`,
    names: names(en, ja),
    texts: texts({ filter_name: en }, { filter_name: ja }),
  })),
  ...[1, 2, 3, 4, 5, 6].map((pos): CatalogEntry => ({
    kind: 'constellation',
    id: 20 + pos,
    icon: `/art/constellation/${20 + pos}.svg`,
    names: names(`Gale Star ${pos}`, `疾風の星${pos}`),
    texts: texts({ effect: `Wind grows stronger (${pos}).` }, { effect: `風が強まる（${pos}）。` }),
  })),
  {
    kind: 'skill',
    id: 201,
    icon: '/art/skill/201.svg',
    names: names('Swirling Step', '旋風の歩み'),
    texts: texts(
      { desc: 'A quick dash of wind.', affix1: 'Skill DMG' },
      { desc: '素早い風の突進。', affix1: 'スキルダメージ' },
    ),
  },
  {
    kind: 'costume',
    id: 2001,
    icon: '/art/costume/2001.svg',
    names: names('Harbor Coat', '港の外套'),
  },
];

const prop = (property_type: number, final: string) => ({
  property_type,
  base: '',
  add: '',
  final,
});

const lists = {
  sand_main_property_list: [3],
  goblet_main_property_list: [3],
  circlet_main_property_list: [20, 22],
  sub_property_list: [20, 22, 23, 3],
};

export const ARIA_BUILD: CharacterBuild = {
  id: 10000002,
  weapon: { promote_level: 6, main_property: prop(4, '608'), sub_property: prop(22, '66.2%') },
  relics: [
    {
      pos: 1,
      main_property: { property_type: 2, value: '4780', times: 0 },
      sub_property_list: [
        { property_type: 20, value: '10.5%', times: 3 },
        { property_type: 22, value: '14.0%', times: 1 },
      ],
    },
  ],
  constellation_ids: [21, 22, 23, 24, 25, 26],
  skills: [
    { skill_id: 201, skill_type: 1, level: 9, is_unlock: true, affix_values: ['212%'] },
    // Unknown to the catalog on purpose.
    { skill_id: 299, skill_type: 2, level: 1, is_unlock: false },
  ],
  costume_ids: [2001],
  selected_properties: [prop(2000, '18000')],
  base_properties: [{ property_type: 2000, base: '13000', add: '5000', final: '18000' }],
  extra_properties: [prop(20, '62.4%')],
  element_properties: [prop(44, '46.6%')],
  recommend_properties: lists,
  custom_properties: null,
};

const special = (id: number): CharacterBuild => ({
  id,
  relics: [],
  constellation_ids: [],
  skills: [],
  selected_properties: [],
  base_properties: [],
  extra_properties: [],
  element_properties: [],
  recommend_properties: lists,
});

export const ALICE_CHARACTERS: CharactersSnapshot = {
  avatars: [ARIA_BUILD, special(10000117), special(10000118)],
};

export const ALICE_INDEX_WITH_SPECIALS: IndexSnapshot = {
  ...ALICE_INDEX,
  avatars: [
    ...ALICE_INDEX.avatars,
    { id: 10000117, level: 70, fetter: 5, actived_constellation_num: 0 },
    { id: 10000118, level: 60, fetter: 2, actived_constellation_num: 0, element: 'Hydro' },
  ],
};

/** The common fixtures plus character catalog entries and `characters` snapshots. */
export function characterBundle(): IngestBundle {
  const base = fixtureBundle();
  const index = (game_role_id: string, payload: IndexSnapshot): IngestSnapshot => ({
    game_id: 2,
    game_role_id,
    kind: 'index',
    payload,
  });
  const builds = (game_role_id: string, payload: CharactersSnapshot): IngestSnapshot => ({
    game_id: 2,
    game_role_id,
    kind: 'characters',
    payload,
  });
  return {
    ...base,
    catalog: [...(base.catalog ?? []), ...CHARACTER_CATALOG],
    snapshots: [
      index(ROLE.aliceMain, ALICE_INDEX_WITH_SPECIALS),
      index(ROLE.carolMain, ALICE_INDEX),
      index(ROLE.daveMain, DAVE_INDEX),
      builds(ROLE.aliceMain, ALICE_CHARACTERS),
      builds(ROLE.carolMain, ALICE_CHARACTERS),
      builds(ROLE.daveMain, { avatars: [] }),
    ],
  };
}
