import { card, userInfo } from '../../test/fixtures.js';
import { fakeApi } from '../../test/render.js';
import type { Bh3ArenaData } from './api/get-bh3-arena.js';
import type { Bh3Battlesuit, Bh3CharactersData, Bh3Equip } from './api/get-bh3-characters.js';
import type { Bh3GodWarData } from './api/get-bh3-god-war.js';
import type { Bh3IndexData } from './api/get-bh3-index.js';
import type { Bh3NewAbyssData, Bh3OldAbyssData } from './api/get-bh3-abyss.js';
import type { Bh3NoteData } from './api/get-bh3-note.js';

/*
 * Starfall Vanguard payloads shaped like the contract
 * (docs/reference/other-games.md#second-game-records), with original names. The captain is
 * 150000101 on usa01, level 88 unless a test says otherwise.
 */

const FILE: Record<string, string> = {
  BIO: 'ShengWu',
  MECH: 'JiXie',
  PSY: 'YiNeng',
  QUA: 'LiangZi',
  IMG: 'XuShu',
  SD: 'XingChen',
};

export function suit(id: string, name: string, type: string, star = 3, level = 0): Bh3Battlesuit {
  return {
    id,
    name,
    star,
    avatar_background_path: `https://example.invalid/AvatarCardIcons/Attr${FILE[type] ?? 'ShengWu'}Small.png`,
    icon_path: `/art/bh3_battlesuit/${id}.svg`,
    background_path: '',
    large_background_path: '',
    figure_path: '',
    level,
    oblique_avatar_background_path: '',
    half_length_icon_path: '',
    image_path: '',
    wiki_url: '',
  };
}

export function bh3Card(level = 88) {
  return card({
    game_id: 1,
    game_role_id: '150000101',
    nickname: 'Aether',
    region: 'usa01',
    region_name: 'America',
    level,
    game_biz: 'bh3_global',
    game_name: 'Starfall Vanguard',
  });
}

export function bh3Index(level = 88): Bh3IndexData {
  const common = {
    active_day_number: 1530,
    achievement_number: 410,
    armor_number: 97,
    sss_armor_number: 41,
    stigmata_number: 520,
    five_star_stigmata_number: 310,
    weapon_number: 300,
    five_star_weapon_number: 120,
    suit_number: 64,
    battle_field_ranking_percentage: '4.85',
    battle_field_rank: 2,
    battle_field_score: 131500,
    battle_field_area: 4 as const,
    abyss_score: 4120,
    god_war_max_punish_level: 2,
    god_war_extra_item_number: 48,
    god_war_max_challenge_score: 61000,
    god_war_max_challenge_level: 24,
    god_war_max_level_avatar_number: 30,
    god_war_max_support_point: 160,
    abyss_floor: 0,
    explore_score: 300,
    explore_score_sum: 320,
  };
  return {
    role: { AvatarUrl: '', nickname: 'Aether', region: 'usa01', level },
    stats:
      level >= 81
        ? { ...common, new_abyss: { level: 6, cup_number: 2150 } }
        : {
            ...common,
            old_abyss: {
              level_of_quantum: 'UnknownRank',
              level_of_ow: 'UnknownRank',
              latest_type: 'Greedy',
              latest_level: 'B',
              latest_area: 3,
              level_of_greedy: 'B',
            },
          },
    preference: {
      abyss: 90,
      main_line: 95,
      battle_field: 96,
      open_world: 80,
      community: 40,
      comprehensive_score: 93,
      comprehensive_rating: 'S',
      god_war: 88,
      is_god_war_unlock: true,
    },
    head_background: '',
  };
}

function equip(id: number, name: string, rarity: number, level: number): Bh3Equip {
  return { id, name, rarity, max_rarity: 5, icon: '', level, wiki_url: '' };
}

const EMPTY_SLOT = equip(0, '', 0, 0);

export function bh3Characters(): Bh3CharactersData {
  return {
    characters: [
      {
        is_chosen: true,
        character: {
          avatar: suit('101', 'Ember Warden', 'PSY', 5, 80),
          weapon: { ...equip(24001, 'Cinder Halberd', 5, 65), homology_level: 0 },
          stigmatas: [
            equip(33001, 'Aurelia (T)', 5, 50),
            equip(33002, 'Aurelia (M)', 4, 45),
            EMPTY_SLOT,
          ],
          costumes: [{ id: 59101, name: 'Night Parade', icon: '' }],
        },
      },
      {
        is_chosen: false,
        character: {
          avatar: suit('102', 'Tide Lancer', 'MECH', 2, 62),
          weapon: { ...equip(24002, 'Harbor Pike', 3, 40), homology_level: 0 },
          stigmatas: [EMPTY_SLOT, EMPTY_SLOT, EMPTY_SLOT],
          costumes: [],
        },
      },
    ],
  };
}

const LINEUP = [suit('101', 'Ember Warden', 'PSY'), suit('102', 'Tide Lancer', 'MECH')];
const BOSS = { id: '7', name: 'Hollow Colossus', avatar: '' };
const ELF = {
  id: '3',
  name: 'Lantern Sprite',
  avatar: '',
  rarity: 5,
  star: 2,
  is_collaborator: false,
  collaborator: 0,
};

export function bh3NewAbyss(): Bh3NewAbyssData {
  const report = (time: string, score: number, cups: number, change: number) => ({
    score,
    updated_time_second: time,
    boss: BOSS,
    lineup: LINEUP,
    rank: 3,
    settled_cup_number: change,
    cup_number: cups,
    elf: ELF,
    level: 5,
    settled_level: 6,
  });
  // Oldest first on purpose: the page sorts by settlement time.
  return {
    reports: [report('1767000000', 3610, 2115, -12), report('1767312000', 4120, 2150, 35)],
  };
}

export function bh3OldAbyss(): Bh3OldAbyssData {
  return {
    reports: [
      {
        score: 1790,
        time_second: '1738765800',
        area: 3,
        lineup: LINEUP,
        boss: { id: '9', name: 'Glass Leviathan', avatar: '' },
        level: 'B',
        reward_type: 'Relegation',
        elf: null,
        type: 'Greedy',
        floor: 10,
      },
    ],
  };
}

export function bh3Arena(): Bh3ArenaData {
  const week = (time: string, score: number, pct: string) => ({
    score,
    rank: 2,
    ranking_percentage: pct,
    area: 4 as const,
    time_second: time,
    battle_infos: [
      {
        elf: null,
        lineup: LINEUP,
        boss: { id: '11', name: 'Storm Herald', avatar: '' },
        score: 44100,
      },
      {
        elf: ELF,
        lineup: LINEUP,
        boss: { id: '12', name: 'Iron Matron', avatar: '' },
        score: 43900,
      },
    ],
  });
  return {
    reports: [week('1767484800', 131500, '1.85'), week('1766880000', 128000, '2.40')],
  };
}

export function bh3GodWar(): Bh3GodWarData {
  return {
    records: [
      {
        settle_time_second: '1767200000',
        score: 61000,
        punish_level: 2,
        level: 24,
        buffs: [{ id: 1, icon: '', number: 6 }],
        conditions: [{ name: 'Brittle Guard', desc: 'Foes take more damage.', difficulty: 1 }],
        main_avatar: suit('101', 'Ember Warden', 'PSY'),
        support_avatars: [suit('102', 'Tide Lancer', 'MECH')],
        elf: null,
        extra_item_icon: 'https://example.invalid/ItemIcon/119331.png',
      },
    ],
    collections: [{ type: 'signet', collected_number: 180, total_number: 200 }],
    summary: {
      max_level_avatar_number: 30,
      max_support_point: 160,
      extra_item_number: 48,
      max_punish_level: 2,
      max_challenge_score: 61000,
      avatar_numbers: 50,
      max_challenge_level: 24,
    },
    avatar_transcript: [],
  };
}

export function bh3Note(): Bh3NoteData {
  const end = String(Math.floor(Date.now() / 1000) + 3 * 86_400);
  return {
    current_stamina: 126,
    max_stamina: 240,
    stamina_recover_time: 40791,
    current_train_score: 450,
    max_train_score: 600,
    greedy_endless: {
      schedule_end: end,
      level_icon: '',
      cur_reward: 0,
      max_reward: 5,
      is_open: false,
    },
    ultra_endless: {
      schedule_end: end,
      group_level: 8,
      challenge_score: 4120,
      is_open: true,
      level_icon: '',
    },
    battle_field: {
      schedule_end: end,
      cur_reward: 11,
      max_reward: 11,
      cur_sss_reward: 3,
      max_sss_reward: 10,
      is_open: true,
    },
    god_war: { schedule_end: end, cur_reward: 12000, max_reward: 20000, is_open: true },
  };
}

/** The logged-in traveler with one Starfall Vanguard card, plus the given honkai3rd answers. */
export function bh3Api(handlers: Record<string, (input: unknown) => unknown>, level = 88) {
  return fakeApi({
    'community.getUserFullInfo': () => userInfo('100000001'),
    'card.getGameRecordCard': () => ({ list: [bh3Card(level)] }),
    ...handlers,
  });
}
