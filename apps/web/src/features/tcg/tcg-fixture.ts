import type {
  GcgBasicInfo,
  GcgCard,
  GcgCardListData,
  GcgChallengeRecord,
  GcgDeck,
  GcgScheduleListData,
} from './api/gcg-types.js';

/** Test data for the Card Duel pages, in the API's shape. */

const when = { year: 2026, month: 11, day: 2, hour: 20, minute: 15, second: 3 };

export function basicInfo(overrides: Partial<GcgBasicInfo> = {}): GcgBasicInfo {
  return {
    level: 14,
    nickname: 'Aether',
    avatar_card_num_gained: 23,
    avatar_card_num_total: 40,
    action_card_num_gained: 61,
    action_card_num_total: 120,
    card_back_num_gained: 3,
    card_back_num_total: 9,
    covers: [
      {
        id: 1301,
        image: '/art/gcg/1301.svg',
        image_v2: '',
        category: 'GCGCardCategoryAvatarCard',
        action_cost: [],
        has_data: true,
        name: 'Averine',
      },
      {
        id: 3101,
        image: '/art/gcg/3101.svg',
        image_v2: '',
        category: 'GCGCardCategoryActionCard',
        action_cost: [{ cost_type: 'CostTypePyro', cost_value: 2 }],
        has_data: true,
        name: 'Ember Sword',
      },
    ],
    replays: [
      {
        game_id: 'g-1',
        self: { name: 'Aether', linups: ['/art/gcg/1301.svg'], is_overflow: false },
        opposite: { name: 'Wandering Bard', linups: ['/art/gcg/1302.svg'], is_overflow: false },
        match_type: 'Casual duel',
        match_time: when,
        is_win: true,
      },
    ],
    hornor_character: null,
    challenge_basic: {
      schedule: null,
      nickname: 'Aether',
      uid: '812000101',
      win_cnt: 0,
      medal: '',
      has_data: false,
    },
    is_hide_covers: false,
    is_hide_replays: false,
    ...overrides,
  };
}

export function gcgCard(id: number, overrides: Partial<GcgCard> = {}): GcgCard {
  return {
    id,
    name: `Card ${id}`,
    image: `/art/gcg/${id}.svg`,
    desc: 'Deals <color=#FF9999FF>2 Fire DMG</color>.\\nOnce per round.',
    card_type: 'CardTypeEvent',
    num: 1,
    tags: [],
    proficiency: 0,
    use_count: 0,
    hp: 0,
    card_skills: [],
    action_cost: [{ cost_type: 'CostTypeSame', cost_value: 1 }],
    card_sources: [],
    rank_id: 0,
    deck_recommend: '',
    card_wiki: '',
    icon: '',
    ...overrides,
  };
}

export function characterCard(id: number, name: string): GcgCard {
  return gcgCard(id, {
    name,
    card_type: 'CardTypeCharacter',
    hp: 10,
    proficiency: 12,
    use_count: 34,
    action_cost: [],
    desc: '',
    card_skills: [
      { id: id * 10 + 1, name: 'Gale Step', desc: 'Deals 2 Wind DMG.', tag: 'Normal Attack' },
    ],
  });
}

/** A page of `count` cards starting at `offset`, out of `total`. */
export function cardPage(
  make: (id: number) => GcgCard,
  offset: number,
  count: number,
  total: number,
): GcgCardListData {
  const end = Math.min(total, offset + count);
  return {
    card_list: Array.from({ length: end - offset }, (_, i) => make(offset + i + 1)),
    is_last: end >= total,
    next_offset: end,
    stats: null,
  };
}

export function deck(id: number, name: string): GcgDeck {
  return {
    id,
    name,
    is_valid: true,
    invalid_reason: '',
    avatar_cards: [1, 2, 3].map((i) => ({
      id: 1300 + i,
      name: `Hero ${i}`,
      image: `/art/gcg/${1300 + i}.svg`,
      icon: '',
      card_type: 'CardTypeCharacter' as const,
      num: 1,
      hp: 10,
      tags: [],
      action_cost: [],
    })),
    action_card_num: 30,
    action_cards: [
      {
        id: 3101,
        name: 'Ember Sword',
        image: '/art/gcg/3101.svg',
        icon: '',
        card_type: 'CardTypeModify',
        num: 2,
        hp: 0,
        tags: [],
        action_cost: [{ cost_type: 'CostTypePyro', cost_value: 2 }],
      },
    ],
    cover: { id: 1301, image: '/art/gcg/1301.svg' },
    card_back: null,
    update_time: when,
  };
}

export function seasons(): GcgScheduleListData {
  const season = (id: number, name: string, month: number) => ({
    id,
    name,
    begin: { ...when, month, day: 1 },
    end: { ...when, month, day: 28 },
    win_cnt: id,
    has_data: true,
  });
  return { schedule_list: [season(12, 'Season of Embers', 11), season(11, 'Season of Frost', 10)] };
}

export function challengeRecord(scheduleId: number): GcgChallengeRecord {
  const season = seasons().schedule_list.find((s) => s.id === scheduleId);
  return {
    schedule: season
      ? { id: season.id, name: season.name, begin: season.begin, end: season.end }
      : null,
    nickname: 'Aether',
    uid: '812000101',
    win_cnt: scheduleId === 12 ? 5 : 2,
    total_cnt: 6,
    medal: '/art/gcg/medal.svg',
    medal_name: scheduleId === 12 ? 'Gold medal' : 'Silver medal',
    has_data: season !== undefined,
    opponents: [
      { id: 1, name: 'Foe', icon: '', level: 1, is_win: true, match_time: when, deck_id: 7 },
    ],
  };
}
