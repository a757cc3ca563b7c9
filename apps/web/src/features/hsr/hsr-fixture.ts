import type {
  HkrpgAvatarInfoData,
  HkrpgBasicInfoData,
  HkrpgDetailAvatar,
  HkrpgIndexData,
  HkrpgNoteData,
  HkrpgRelic,
} from '@chronicle/contract';
import { card } from '../../test/fixtures.js';

/*
 * Stellar Transit answers shaped like the contract
 * (docs/reference/other-games.md#third-game-records) for the page tests. Names are invented, like
 * the demo's; each test asserts the values it reads from here.
 */

export const art = (kind: string, id: number) => `http://127.0.0.1/art/${kind}/${id}.svg`;

/** The traveler's Stellar Transit card. */
export const hsrCard = () =>
  card({
    game_id: 6,
    game_role_id: '800000101',
    nickname: 'Starling',
    region: 'prod_official_asia',
    region_name: 'Asia',
    level: 70,
    game_biz: 'hkrpg_global',
    game_name: 'Stellar Transit',
  });

export const hsrBasicInfo = (): HkrpgBasicInfoData => ({
  nickname: 'Starling',
  region: 'prod_official_asia',
  level: 70,
  avatar: art('hsr_character', 1001),
});

const lens = (id: number, name: string) => ({
  id,
  level: 80,
  rank: 3,
  name,
  desc: '',
  icon: art('hsr_light_cone', id),
  rarity: 5,
});

export const hsrIndex = (): HkrpgIndexData => ({
  stats: {
    active_days: 412,
    avatar_num: 38,
    achievement_num: 561,
    chest_num: 1893,
    abyss_process: 'Hall of Quiet Tides (XII)',
    dream_paster_num: 27,
  },
  avatar_list: [
    {
      id: 1001,
      level: 80,
      name: 'Vessa Lorne',
      element: 'quantum',
      icon: art('hsr_character', 1001),
      rarity: 5,
      rank: 2,
      is_chosen: true,
      equip: lens(23001, 'Night Over Quiet Rails'),
      base_type: 5,
      figure_path: art('hsr_character', 1001),
      element_id: 32,
    },
    {
      id: 1002,
      level: 72,
      name: 'Orrin Gale',
      element: 'wind',
      icon: art('hsr_character', 1002),
      rarity: 4,
      rank: 6,
      is_chosen: false,
      equip: null,
      base_type: 4,
      figure_path: art('hsr_character', 1002),
      element_id: 16,
    },
  ],
  cur_head_icon_url: art('hsr_character', 1001),
  phone_background_image_url: art('hsr_character', 1001),
});

export const hsrNote = (): HkrpgNoteData => ({
  current_stamina: 182,
  max_stamina: 240,
  stamina_recover_time: 4 * 3600 + 20 * 60,
  current_reserve_stamina: 1450,
  is_reserve_stamina_full: false,
  accepted_epedition_num: 2,
  total_expedition_num: 4,
  expeditions: [
    {
      avatars: [art('hsr_character', 1001)],
      status: 'Ongoing',
      remaining_time: 3 * 3600,
      name: 'Survey the Ember Docks',
      item_url: art('hsr_assignment', 1),
    },
    {
      avatars: [art('hsr_character', 1002), art('hsr_character', 1001)],
      status: 'Finished',
      remaining_time: 0,
      name: 'Chart the Glass Orbit',
      item_url: art('hsr_assignment', 2),
    },
  ],
  current_train_score: 300,
  max_train_score: 500,
  current_rogue_score: 8400,
  max_rogue_score: 14000,
  weekly_cocoon_cnt: 2,
  weekly_cocoon_limit: 3,
  rogue_tourn_weekly_unlocked: true,
  rogue_tourn_weekly_max: 2000,
  rogue_tourn_weekly_cur: 600,
});

const prop = (property_type: number, value: string, times = 0) => ({ property_type, value, times });

const relic = (pos: number, name: string, main: [number, string]): HkrpgRelic => ({
  id: 61000 + pos,
  level: 15,
  pos,
  name,
  desc: '',
  icon: art('hsr_relic', 61000 + pos),
  rarity: 5,
  main_property: prop(main[0], main[1]),
  properties: [prop(5, '12.9%', 3), prop(7, '25.6%', 2), prop(6, '6.2%', 1), prop(4, '41', 1)],
});

const skill = (point_id: string, point_type: 1 | 2 | 3, remake: string, level: number) => ({
  point_id,
  point_type,
  item_url: art('hsr_trace', Number(point_id)),
  level,
  is_activated: level > 0,
  is_rank_work: false,
  pre_point: '0',
  anchor: 'Point01',
  remake,
  skill_stages: [],
  special_point_type: '',
});

const detail = (
  base: HkrpgIndexData['avatar_list'][number],
  extra: Partial<HkrpgDetailAvatar>,
): HkrpgDetailAvatar => ({
  id: base.id,
  level: base.level,
  name: base.name,
  element: base.element,
  icon: base.icon,
  rarity: base.rarity,
  rank: base.rank,
  image: base.figure_path,
  equip: base.equip,
  relics: [],
  ornaments: [],
  ranks: [],
  properties: [{ property_type: 1, base: '1100', add: '2300', final: '3400' }],
  skills: [],
  base_type: base.base_type,
  figure_path: base.figure_path,
  element_id: base.element_id,
  servant_detail: {
    servant_id: '0',
    servant_name: '',
    servant_icon: '',
    servant_properties: [],
    servant_skills: [],
    is_health_secret: false,
  },
  ...extra,
});

const propertyInfo = (type: number, name: string) => ({
  property_type: type,
  name,
  icon: art('hsr_property', type),
  property_name_relic: name,
  property_name_filter: name,
});

export const hsrAvatarInfo = (): HkrpgAvatarInfoData => {
  const [vessa, orrin] = hsrIndex().avatar_list;
  if (!vessa || !orrin) throw new Error('fixture');
  return {
    avatar_list: [
      detail(vessa, {
        relics: [
          relic(1, 'Helm of the Quiet Tide', [1, '705']),
          relic(2, 'Gloves of the Quiet Tide', [2, '352']),
          relic(3, 'Coat of the Quiet Tide', [5, '32.4%']),
          relic(4, 'Boots of the Quiet Tide', [4, '25']),
        ],
        ornaments: [
          relic(5, 'Orb of the Salt Lantern', [12, '38.8%']),
          relic(6, 'Cord of the Salt Lantern', [2, '43.2%']),
        ],
        properties: [
          { property_type: 1, base: '1100', add: '2300', final: '3400' },
          { property_type: 5, base: '5%', add: '62.1%', final: '67.1%' },
        ],
        skills: [
          skill('100101', 2, 'Basic ATK', 6),
          skill('100102', 2, 'Skill', 10),
          skill('100103', 2, 'Ultimate', 10),
          skill('100201', 3, 'Ability', 1),
          skill('100202', 3, 'Ability', 0),
          skill('100301', 1, 'Stat', 1),
        ],
        ranks: [1, 2, 3, 4, 5, 6].map((pos) => ({
          id: 100100 + pos,
          pos,
          name: `Echo of the Deep ${pos}`,
          icon: art('hsr_trace', pos),
          desc: '',
          is_unlocked: pos <= 2,
        })),
      }),
      detail(orrin, {}),
    ],
    equip_wiki: {},
    relic_wiki: {},
    property_info: {
      '1': propertyInfo(1, 'HP'),
      '2': propertyInfo(2, 'ATK'),
      '4': propertyInfo(4, 'SPD'),
      '5': propertyInfo(5, 'CRIT Rate'),
      '6': propertyInfo(6, 'CRIT DMG'),
      '7': propertyInfo(7, 'Effect Hit'),
      '12': propertyInfo(12, 'Quantum DMG'),
    },
    recommend_property: {},
    relic_properties: [],
  };
};
