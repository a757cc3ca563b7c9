import type {
  CharacterDetail,
  CharacterDetailData,
  DetailRelic,
} from '../../api/get-character-detail.js';
import type { CurrentRole } from '../../../../lib/session.js';
import type { RosterCharacter } from '../../api/get-character-list.js';
import { rosterCharacter } from '../../roster-fixture.js';

/** The role the detail tests view. */
export const testRole: CurrentRole = {
  game_id: 2,
  region: 'os_asia',
  game_role_id: '812000101',
  game_uid: '812000101',
  level: 60,
  nickname: 'Aether',
  region_name: 'Asia Server',
  aid: '100000001',
  game_head_icon: '',
};

const scholar = {
  id: 1500010,
  name: 'Scholar of the Quiet Moon',
  affixes: [
    { activation_number: 2, effect: 'Healing Bonus +15%.' },
    { activation_number: 4, effect: 'Bursts raise party ATK by 15%.' },
  ],
};
const frost = {
  id: 1500005,
  name: 'Frostwoven Veil',
  affixes: [
    { activation_number: 2, effect: 'Cryo DMG Bonus +15%.' },
    { activation_number: 4, effect: 'CRIT Rate +20% against frozen foes.' },
  ],
};

function relic(pos: number, name: string, set: DetailRelic['set'], main: [number, string]) {
  return {
    id: 70000 + pos,
    name,
    icon: '',
    pos,
    rarity: 5,
    level: 20,
    set,
    pos_name: ['Flower', 'Plume', 'Sands', 'Goblet', 'Circlet'][pos - 1] ?? '',
    main_property: { property_type: main[0], value: main[1], times: 0 },
    sub_property_list: [
      { property_type: 20, value: `${pos}.1%`, times: pos - 1 },
      { property_type: 8, value: '44', times: 0 },
    ],
  } satisfies DetailRelic;
}

/** `character/detail` presents a character's base as its `character/list` item without the weapon. */
function listBase(character: RosterCharacter): CharacterDetail['base'] {
  const { weapon: _weapon, ...base } = character;
  return base;
}

/** A full build: 4 pieces of one set, 1 of another; C2; three combat talents and a passive. */
export function fullBuild(): CharacterDetail {
  return {
    base: listBase(rosterCharacter()),
    weapon: {
      id: 14502,
      name: 'Chalice of Drowned Hymns',
      icon: '',
      type: 10,
      rarity: 5,
      level: 80,
      promote_level: 5,
      type_name: 'Catalyst',
      desc: 'Hums when the <color=#FFD780FF>stars</color> align.',
      affix_level: 3,
      main_property: { property_type: 4, base: '546', add: '', final: '546' },
      sub_property: { property_type: 3, base: '37.9%', add: '', final: '37.9%' },
    },
    relics: [
      relic(1, 'Moonlit Lotus', scholar, [2, '4780']),
      relic(2, 'Quiet Quill', scholar, [5, '311']),
      relic(3, 'Hours of Study', scholar, [6, '46.6%']),
      relic(4, 'Scholar Goblet', scholar, [44, '46.6%']),
      relic(5, 'Icewoven Circlet', frost, [22, '62.2%']),
    ],
    constellations: Array.from({ length: 6 }, (_, index) => ({
      id: 901 + index,
      name: `Star ${index + 1}`,
      icon: '',
      effect: `Effect of star ${index + 1}.`,
      is_actived: index < 2,
      pos: index + 1,
    })),
    costumes: [{ id: 200301, name: 'Tidecaller Robe', icon: '' }],
    selected_properties: [
      { property_type: 2000, base: '13000', add: '9707', final: '22707' },
      { property_type: 22, base: '50.0%', add: '82.1%', final: '132.1%' },
    ],
    base_properties: [{ property_type: 2000, base: '13000', add: '9707', final: '22707' }],
    extra_properties: [{ property_type: 22, base: '50.0%', add: '82.1%', final: '132.1%' }],
    element_properties: [{ property_type: 44, base: '0.0%', add: '46.6%', final: '46.6%' }],
    skills: [
      {
        skill_id: 9101,
        skill_type: 1,
        level: 7,
        desc: 'Quick strikes.',
        skill_affix_list: [{ name: '1-Hit DMG', value: '66.6%' }],
        icon: '',
        is_unlock: true,
        name: 'Wayfarer Strikes',
      },
      {
        skill_id: 9102,
        skill_type: 1,
        level: 10,
        desc: 'Deals <color=#FF9999FF>Wind DMG</color>.\\nHold to charge.',
        skill_affix_list: [{ name: 'Skill DMG', value: '177.6%' }],
        icon: '',
        is_unlock: true,
        name: 'Element Art',
      },
      {
        skill_id: 9104,
        skill_type: 2,
        level: 1,
        desc: 'Sprinting costs less stamina.',
        skill_affix_list: [],
        icon: '',
        is_unlock: true,
        name: 'Trail Instinct',
      },
    ],
    recommend_relic_property: {
      recommend_properties: {
        sand_main_property_list: [6, 23],
        goblet_main_property_list: [44],
        circlet_main_property_list: [20, 22],
        sub_property_list: [20, 22],
      },
      custom_properties: null,
      has_set_recommend_prop: false,
    },
  };
}

const NAMES: Record<number, string> = {
  2: 'HP',
  3: 'HP%',
  4: 'Base ATK',
  5: 'ATK',
  6: 'ATK%',
  8: 'DEF',
  20: 'CRIT Rate',
  22: 'CRIT DMG',
  23: 'Energy Recharge',
  44: 'Anemo DMG Bonus',
  2000: 'Max HP',
};

/** The answer of `character/detail` for the given builds. */
export function detailAnswer(...list: CharacterDetail[]): CharacterDetailData {
  const options = {
    sand_main_property_list: [3, 6, 9, 28, 23],
    goblet_main_property_list: [3, 6, 9, 28, 44],
    circlet_main_property_list: [3, 6, 9, 28, 20, 22],
    sub_property_list: [2, 3, 5, 6, 8, 9, 20, 22, 28, 23],
  };
  return {
    list,
    property_map: Object.fromEntries(
      Object.entries(NAMES).map(([type, name]) => [
        type,
        { property_type: Number(type), name, icon: '', filter_name: name },
      ]),
    ),
    relic_property_options: options,
    relic_wiki: {},
    weapon_wiki: {},
    avatar_wiki: {},
  };
}
