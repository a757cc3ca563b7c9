import type { CharacterInfo, ExternalContent } from './api/get-character-card.js';
import type { RosterCharacter } from './api/get-character-list.js';

/** A `character/list` item for tests; override what the test is about. */
export function rosterCharacter(overrides: Partial<RosterCharacter> = {}): RosterCharacter {
  const id = overrides.id ?? 10000002;
  return {
    id,
    icon: '',
    name: 'Averine',
    element: 'Anemo',
    fetter: 10,
    level: 90,
    rarity: 5,
    actived_constellation_num: 2,
    image: '',
    is_chosen: false,
    side_icon: '',
    weapon_type: 10,
    weapon: {
      id: 14502,
      icon: '',
      type: 10,
      rarity: 5,
      level: 80,
      affix_level: 1,
      name: 'Chalice of Drowned Hymns',
    },
    ...overrides,
  };
}

/** A small roster: a 5★ wind catalyst, a 4★ fire sword, and one special character. */
export function rosterList(): RosterCharacter[] {
  return [
    rosterCharacter(),
    rosterCharacter({
      id: 10000108,
      name: 'Quentinel',
      element: 'Pyro',
      rarity: 4,
      level: 80,
      fetter: 7,
      actived_constellation_num: 3,
      weapon_type: 1,
      weapon: {
        id: 11402,
        icon: '',
        type: 1,
        rarity: 4,
        level: 70,
        affix_level: 5,
        name: "Lanternkeeper's Sword",
      },
    }),
    rosterCharacter({
      id: 10000117,
      name: 'Tessel',
      element: '',
      rarity: 4,
      level: 60,
      fetter: 4,
      actived_constellation_num: 0,
      weapon_type: 1,
      weapon: null,
    }),
  ];
}

/** `character/info` of one character, every link set unless overridden. */
export function characterInfo(overrides: Partial<CharacterInfo> = {}): CharacterInfo {
  return {
    id: 10000002,
    avatar_id: 10000002,
    name: 'Averine',
    element: 'Anemo',
    rarity: 5,
    icon: '',
    image: '',
    weapon_type: 10,
    weapon_type_name: 'Catalyst',
    wiki_url: 'https://wiki.example/averine',
    caculator_url: 'https://calc.example/averine',
    lineup_url: 'https://teams.example/averine',
    strategy_url: 'https://guide.example/averine',
    ...overrides,
  };
}

/** `external_content` of one character. */
export function externalContent(overrides: Partial<ExternalContent> = {}): ExternalContent {
  return {
    item_type: 1,
    item_id: 10000002,
    title: 'Wandering Poet',
    description: 'A bard who follows the wind.',
    facts: [{ key: 'birthday', label: 'Birthday', value: 'June 16' }],
    ...overrides,
  };
}
