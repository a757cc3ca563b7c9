import {
  LANG_CODES,
  type CatalogEntry,
  type IndexSnapshot,
  type IngestBundle,
  type Lang,
} from '@chronicle/contract';

/*
 * Small, hand-written test data (the demo generator is bigger and tested on its own). Everything is
 * invented. Accounts:
 *  - alice (owner of most tests): roles in all three games, everything public, a full snapshot
 *  - bob: a visitor with his own role and no snapshot
 *  - carol: every switch off
 *  - dave: chronicle public, character details (switch 2) off, ten characters, none chosen
 *  - erin: no roles, eight years old (a minor)
 */

export const PASSWORDS = {
  alice: 'alice-password',
  bob: 'bob-password',
  carol: 'carol-password',
  dave: 'dave-password',
  erin: 'erin-password',
} as const;

export const UID = {
  alice: 100000001,
  bob: 100000002,
  carol: 100000003,
  dave: 100000004,
  erin: 100000005,
} as const;

export const ROLE = {
  aliceMain: '812000001',
  aliceSecond: '612000002',
  aliceRail: '800000001',
  aliceVanguard: '150000001',
  bobMain: '712000002',
  carolMain: '812000003',
  carolRail: '800000003',
  daveMain: '912000004',
} as const;

/** Names in every language: `ja-jp` gets a katakana-looking variant so localization is visible. */
export function names(en: string, ja: string): CatalogEntry['names'] {
  const all: Partial<Record<Lang, string>> = {};
  for (const lang of LANG_CODES) all[lang] = lang === 'ja-jp' ? ja : en;
  return { ...all, 'en-us': en };
}

const character = (
  id: number,
  en: string,
  ja: string,
  element: string,
  rarity: number,
): CatalogEntry => ({
  kind: 'character',
  id,
  icon: `/art/character/${id}.svg`,
  attrs: {
    element,
    rarity,
    weapon_type: 1,
    image: `/art/character/${id}.svg`,
    card_image: `/art/character/${id}.svg`,
    side_icon: `/art/character/${id}.svg`,
  },
  names: names(en, ja),
});

export const CHARACTER_IDS = [
  10000002, 10000005, 10000021, 10000022, 10000023, 10000024, 10000025, 10000026, 10000027,
  10000028,
] as const;

export const CATALOG: CatalogEntry[] = [
  character(10000002, 'Aria Windsong', 'アリア・ウィンドソング', 'Anemo', 5),
  character(10000005, 'Wanderer Sol', 'ワンダラー・ソル', 'Anemo', 5),
  character(10000021, 'Pell Emberly', 'ペル・エンバリー', 'Pyro', 4),
  character(10000022, 'Corin Tidewell', 'コリン・タイドウェル', 'Hydro', 4),
  character(10000023, 'Mira Frostvale', 'ミラ・フロストヴェイル', 'Cryo', 5),
  character(10000024, 'Oren Stonebrook', 'オレン・ストーンブルック', 'Geo', 4),
  character(10000025, 'Tess Voltaire', 'テス・ヴォルテール', 'Electro', 4),
  character(10000026, 'Fen Mossgrove', 'フェン・モスグローブ', 'Dendro', 4),
  character(10000027, 'Lio Brightfall', 'リオ・ブライトフォール', 'Pyro', 5),
  character(10000028, 'Nia Softrain', 'ニア・ソフトレイン', 'Hydro', 4),
  {
    kind: 'weapon',
    id: 11501,
    icon: '/art/weapon/11501.svg',
    attrs: { type: 1, rarity: 5 },
    names: names('Dawnlit Edge', '暁光の刃'),
  },
  {
    kind: 'relic_set',
    id: 1500001,
    names: names('Wayfarer Lantern', '旅人の灯'),
    texts: {
      'en-us': { affix2: 'Healing +15%.', affix4: 'Shields last longer.' },
      'ja-jp': { affix2: '治療効果+15%。', affix4: 'シールドの持続時間が延びる。' },
    },
  },
  {
    kind: 'relic',
    id: 80001,
    icon: '/art/relic/80001.svg',
    attrs: { pos: 1, set_id: 1500001 },
    names: names('Lantern Bloom', '灯の花'),
    texts: { 'en-us': { pos_name: 'Flower' }, 'ja-jp': { pos_name: '花' } },
  },
  {
    kind: 'region',
    id: 1,
    icon: '/art/region/1.svg',
    attrs: {
      inner_icon: '/art/region/1.svg',
      background_image: '',
      cover: '',
      map_url: '',
      strategy_url: '',
    },
    names: names('Verdant Reach', '翠の地'),
  },
  { kind: 'area', id: 101, names: names('Mistwood', '霧の森') },
  { kind: 'boss', id: 201, names: names('Thornback Colossus', '棘背の巨像') },
  {
    kind: 'offering',
    id: 301,
    icon: '/art/offering/301.svg',
    names: names('Elder Lantern Tree', '古灯樹'),
  },
  { kind: 'tribe', id: 401, icon: '/art/tribe/401.svg', names: names('Cinder Riders', '燼の騎手') },
  { kind: 'home', id: 1, icon: '/art/home/1.svg', names: names('Cloudfall Isle', '雲落島') },
  {
    kind: 'comfort_level',
    id: 5,
    icon: '/art/comfort_level/5.svg',
    names: names('Cozy Nook', '心地よい隅'),
  },
];

const STATS: IndexSnapshot['stats'] = {
  active_day_number: 731,
  achievement_number: 912,
  avatar_number: 3,
  full_fetter_avatar_num: 1,
  way_point_number: 300,
  domain_number: 50,
  spiral_abyss: '12-3',
  anemoculus_number: 66,
  geoculus_number: 131,
  electroculus_number: 181,
  dendroculus_number: 271,
  hydroculus_number: 271,
  pyroculus_number: 80,
  moonoculus_number: 10,
  common_chest_number: 2100,
  exquisite_chest_number: 1800,
  precious_chest_number: 560,
  luxurious_chest_number: 210,
  magic_chest_number: 230,
  role_combat: { is_unlock: true, max_round_id: 8, has_data: true, has_detail_data: true },
  hard_challenge: { is_unlock: true, difficulty: 3, name: 'Fearless', has_data: true },
  field_ext_map: { way_point_number: { link: '', backup_link: '' } },
};

export const ALICE_INDEX: IndexSnapshot = {
  role: { nickname: 'Aether', level: 60 },
  avatars: [
    { id: 10000021, level: 90, fetter: 10, actived_constellation_num: 6 },
    {
      id: 10000002,
      level: 80,
      fetter: 7,
      actived_constellation_num: 1,
      is_chosen: true,
      weapon: { id: 11501, level: 90, affix_level: 1 },
      relics: [{ id: 80001, pos: 1, rarity: 5, level: 20, set_id: 1500001 }],
    },
    // Unknown to the catalog on purpose: the presenter must fall back, never throw.
    { id: 10009999, level: 90, fetter: 4, actived_constellation_num: 0, name: 'Ghost' },
  ],
  stats: STATS,
  world_explorations: [
    {
      id: 1,
      parent_id: 0,
      exploration_percentage: 964,
      type: 'Reputation',
      level: 8,
      seven_statue_level: 10,
      offerings: [{ id: 301, level: 12 }],
      areas: [{ id: 101, exploration_percentage: 1000 }],
      bosses: [{ id: 201, kill_num: 14 }],
      tribes: [{ id: 401, level: 5 }],
    },
  ],
  homes: [{ id: 1, level: 5, visit_num: 4, comfort_num: 16500, item_num: 1210 }],
};

export const DAVE_INDEX: IndexSnapshot = {
  role: { nickname: 'Dune', level: 52 },
  avatars: CHARACTER_IDS.map((id, i) => ({
    id,
    level: 50 + i,
    fetter: i,
    actived_constellation_num: 0,
  })),
  stats: { ...STATS, avatar_number: CHARACTER_IDS.length },
  world_explorations: [],
  homes: [],
};

const switches = (uid: number, isPublic: (game: 1 | 2 | 6, id: number) => boolean) =>
  (
    [
      [2, [1, 2, 3]],
      [6, [1, 4]],
      [1, [1, 2]],
    ] as const
  ).flatMap(([game, ids]) =>
    ids.map((id) => ({ uid, game_id: game, switch_id: id, is_public: isPublic(game, id) })),
  );

/** The bundle every server test starts from. */
export function fixtureBundle(): IngestBundle {
  return {
    accounts: [
      {
        uid: UID.alice,
        account: 'alice',
        nickname: 'Alice',
        password: PASSWORDS.alice,
        introduce: 'Hello',
      },
      { uid: UID.bob, account: 'bob', nickname: 'Bob', password: PASSWORDS.bob },
      { uid: UID.carol, account: 'carol', nickname: 'Carol', password: PASSWORDS.carol },
      { uid: UID.dave, account: 'dave', nickname: 'Dave', password: PASSWORDS.dave },
      {
        uid: UID.erin,
        account: 'erin',
        nickname: 'Erin',
        password: PASSWORDS.erin,
        // Eight years old whenever the tests run.
        birth_date: `${new Date().getUTCFullYear() - 8}-05-01`,
      },
    ],
    roles: [
      { game_id: 2, game_role_id: ROLE.aliceSecond, uid: UID.alice, nickname: 'Alt', level: 30 },
      {
        game_id: 2,
        game_role_id: ROLE.aliceMain,
        uid: UID.alice,
        nickname: 'Aether',
        level: 60,
        is_chosen: true,
      },
      { game_id: 6, game_role_id: ROLE.aliceRail, uid: UID.alice, nickname: 'Rails', level: 70 },
      {
        game_id: 1,
        game_role_id: ROLE.aliceVanguard,
        uid: UID.alice,
        nickname: 'Cap',
        level: 88,
        region: 'usa01',
      },
      { game_id: 2, game_role_id: ROLE.bobMain, uid: UID.bob, nickname: 'Bram', level: 40 },
      { game_id: 2, game_role_id: ROLE.carolMain, uid: UID.carol, nickname: 'Cleo', level: 45 },
      { game_id: 6, game_role_id: ROLE.carolRail, uid: UID.carol, nickname: 'Cleo', level: 45 },
      { game_id: 2, game_role_id: ROLE.daveMain, uid: UID.dave, nickname: 'Dune', level: 52 },
    ],
    switches: [
      ...switches(UID.carol, () => false),
      ...switches(UID.dave, (game, id) => !(game === 2 && id === 2)),
    ],
    catalog: CATALOG,
    snapshots: [
      { game_id: 2, game_role_id: ROLE.aliceMain, kind: 'index', payload: ALICE_INDEX },
      { game_id: 2, game_role_id: ROLE.carolMain, kind: 'index', payload: ALICE_INDEX },
      { game_id: 2, game_role_id: ROLE.daveMain, kind: 'index', payload: DAVE_INDEX },
    ],
  };
}
