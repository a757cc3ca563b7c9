import type { EndpointDef, Lang } from '@chronicle/contract';
import type { ParseContext, UpstreamAnswer } from '../parse-kit.js';

/*
 * Small hand-made Starfall Vanguard answers for the unit tests, shaped like real ones (ids and
 * times as strings of digits, art URLs from another host, empty art in mode reports).
 */

/** When the fixtures' answers were captured: 2026-01-10T00:00:00Z. */
export const CAPTURED_AT = Date.UTC(2026, 0, 10);
/** Unix seconds, `days` before the capture. */
export const daysBefore = (days: number) => CAPTURED_AT / 1000 - days * 86_400;

export const ctx = (lang: Lang = 'en-us'): ParseContext => ({ lang, previous: new Map() });

export function answerOf(
  endpoint: EndpointDef,
  data: unknown,
  options: { capturedAt?: number; lang?: Lang } = {},
): UpstreamAnswer {
  return {
    endpoint,
    input: { role_id: '150000101', server: 'usa01' },
    lang: options.lang ?? 'en-us',
    data,
    capturedAt: options.capturedAt ?? CAPTURED_AT,
  };
}

/** A battlesuit as a mode report sends it: level 0, most art ''. */
export function suit(id: number, overrides: Record<string, unknown> = {}) {
  return {
    id: String(id),
    name: `Suit ${id}`,
    star: 3,
    avatar_background_path: 'https://img.example/AvatarCardIcons/AttrYiNengSmall.png',
    icon_path: `https://img.example/AvatarCardIcons/60${id}.png`,
    background_path: '',
    large_background_path: '',
    figure_path: '',
    level: 0,
    oblique_avatar_background_path: '',
    half_length_icon_path: '',
    image_path: '',
    wiki_url: '',
    ...overrides,
  };
}

export const boss = (id: number, name = `Boss ${id}`) => ({
  id: String(id),
  name,
  avatar: `https://img.example/Boss/BOSS_${id}.png`,
});

export const elf = (id: number, rarity = 5) => ({
  id: String(id),
  name: `Elf ${id}`,
  avatar: `https://img.example/Elf/${id}.png`,
  rarity,
  star: 2,
  is_collaborator: false,
  collaborator: 0,
});

/** A Superstring cycle settled at `time` (Unix seconds). */
export const newCycle = (time: number, score = 3000) => ({
  score,
  updated_time_second: String(time),
  boss: boss(60),
  lineup: [suit(115), suit(105)],
  rank: 3,
  settled_cup_number: -4,
  cup_number: 2100,
  elf: elf(102),
  level: 8,
  settled_level: 8,
});

/** An old abyss cycle at `time`. */
export const oldCycle = (time: number) => ({
  score: 1790,
  time_second: String(time),
  area: 3,
  lineup: [suit(507)],
  boss: boss(0, 'Hellmaru'),
  level: 'A',
  reward_type: 'Relegation',
  elf: null,
  type: 'Greedy',
  floor: 10,
});

/** A Memorial Arena week ending at `time`. */
export const arenaWeek = (time: number, score = 120000) => ({
  score,
  rank: 2,
  ranking_percentage: '1.85',
  area: 4,
  time_second: String(time),
  battle_infos: [
    { elf: null, score: 40000, lineup: [suit(115)], boss: boss(100) },
    { elf: elf(103, 4), score: 40000, lineup: [suit(105)], boss: boss(101) },
    { elf: null, score: 40000, lineup: [suit(507)], boss: boss(102) },
  ],
});

const ZERO_COUNTERS = {
  active_day_number: 0,
  achievement_number: 0,
  armor_number: 0,
  sss_armor_number: 0,
  stigmata_number: 0,
  five_star_stigmata_number: 0,
  weapon_number: 0,
  five_star_weapon_number: 0,
  suit_number: 0,
  battle_field_ranking_percentage: '',
  battle_field_rank: 7,
  battle_field_score: 0,
  battle_field_area: 1,
  abyss_score: 0,
  god_war_max_punish_level: 0,
  god_war_extra_item_number: 0,
  god_war_max_challenge_score: 0,
  god_war_max_challenge_level: 0,
  god_war_max_level_avatar_number: 0,
  god_war_max_support_point: 0,
  abyss_floor: 0,
  explore_score: 0,
  explore_score_sum: 0,
};

const ZERO_PREFERENCE = {
  abyss: 0,
  main_line: 0,
  battle_field: 0,
  open_world: 0,
  community: 0,
  comprehensive_score: 0,
  comprehensive_rating: 'B',
  god_war: 0,
  is_god_war_unlock: false,
};

/** The old abyss summary of a captain who has not played it. */
export const UNRANKED_OLD_ABYSS = {
  level_of_quantum: 'UnknownRank',
  level_of_ow: 'UnknownRank',
  latest_type: 'Greedy',
  latest_level: 'D',
  latest_area: 1,
  level_of_greedy: 'UnknownRank',
};

/** The index of a captain with nothing recorded: the presenter's empty state for `level`. */
export const emptyIndex = (level: number) => ({
  role: {
    AvatarUrl: 'https://chronicle.example/art/game/1.svg',
    nickname: 'Newcomer',
    region: 'usa01',
    level,
    role_id: '150000101',
    game_head_icon: 'https://chronicle.example/art/game/1.svg',
  },
  stats: {
    ...ZERO_COUNTERS,
    ...(level >= 81
      ? { new_abyss: { level: 1, cup_number: 0 } }
      : {
          old_abyss: UNRANKED_OLD_ABYSS,
        }),
  },
  preference: ZERO_PREFERENCE,
  head_background: 'https://chronicle.example/art/game-background/1.svg',
});

/** A level-88 captain's index. */
export const index88 = () => ({
  role: {
    AvatarUrl: 'https://img.example/AvatarIcon/511.png',
    nickname: 'Captain',
    region: 'usa01',
    level: 88,
  },
  stats: {
    ...ZERO_COUNTERS,
    active_day_number: 1530,
    battle_field_ranking_percentage: '4.85',
    battle_field_rank: 2,
    abyss_score: 4120,
    new_abyss: { level: 8, cup_number: 2150 },
  },
  preference: { ...ZERO_PREFERENCE, abyss: 90, comprehensive_rating: 'S' },
  head_background: 'https://img.example/head_bg.jpg',
});

const equip = (id: number, name: string) => ({
  id,
  name,
  max_rarity: 5,
  rarity: 5,
  icon: `https://img.example/Equip/${id}.png`,
  level: 50,
  wiki_url: '',
});

const EMPTY_SLOT = {
  id: 0,
  name: '',
  max_rarity: 0,
  rarity: 0,
  icon: '',
  level: 0,
  wiki_url: '',
};

/** A battlesuit of the character list, with weapon, sigils T and B (M empty) and an outfit. */
export const character = (id: number, isChosen = false) => ({
  is_chosen: isChosen,
  character: {
    avatar: suit(id, { level: 80, figure_path: `https://img.example/Tachie/${id}.png` }),
    weapon: { ...equip(24000 + id, `Weapon ${id}`), homology_level: 1 },
    stigmatas: [equip(33000 + id, `Sigil ${id} (T)`), EMPTY_SLOT, equip(33200 + id, 'Sigil (B)')],
    costumes: [{ id: 59000 + id, name: `Outfit ${id}`, icon: `https://img.example/${id}.png` }],
  },
});

/** An Elysian Realm run settled at `time`. */
export const run = (time: number, supports = [suit(105)]) => ({
  settle_time_second: String(time),
  score: 61000,
  punish_level: 2,
  level: 24,
  buffs: [{ id: 1, icon: 'https://img.example/signet1@2x.png', number: 6 }],
  conditions: [{ name: 'Vulnerable', desc: 'Damage taken +20%.', difficulty: 1 }],
  main_avatar: suit(115),
  support_avatars: supports,
  elf: null,
  extra_item_icon: 'https://img.example/ItemIcon/119331.png',
});

export const EMPTY_GOD_WAR = {
  records: [],
  collections: [],
  summary: {
    max_level_avatar_number: 0,
    max_support_point: 0,
    extra_item_number: 0,
    max_punish_level: 0,
    max_challenge_score: 0,
    avatar_numbers: 0,
    max_challenge_level: 0,
  },
  avatar_transcript: [],
};
