import { type AbyssSnapshot, type CatalogEntry, type IngestBundle } from '@chronicle/contract';
import { characterBundle } from './character.fixtures.js';
import { names } from './fixtures.js';

/*
 * The character fixtures plus what the card, extra content and wiki read: links and extra texts for
 * Aria (10000002; English and Japanese only, so other languages fall back) and a helper to build
 * Spiral Abyss snapshots from plain teams.
 */

export const ARIA_TEXTS = {
  'en-us': {
    title: 'Wind at Dawn',
    description: 'Raised where the wind carries songs. Keeps a calm head.',
    affiliation: 'Wind Guard',
    birthday: 'July 3',
    constellation: 'Morning Bell',
  },
  'ja-jp': {
    title: '夜明けの風',
    description: '風が歌を運ぶ地で育った。冷静さを失わない。',
    affiliation: '風衛隊',
    birthday: '7月3日',
    constellation: '暁鐘座',
  },
} as const;

/** Aria again, now with card links (relative, one absolute) and extra texts. */
export const ARIA_WITH_LINKS: CatalogEntry = {
  kind: 'character',
  id: 10000002,
  icon: '/art/character/10000002.svg',
  attrs: {
    element: 'Anemo',
    rarity: 5,
    weapon_type: 1,
    image: '/art/character/10000002.svg',
    wiki_url: '/wiki/characters/10000002',
    calculator_url: '/wiki/characters/10000002#calculator',
    lineup_url: '/wiki/characters/10000002#lineup',
    // Operators may point a link anywhere: absolute URLs pass through.
    strategy_url: 'https://guides.example/aria',
  },
  names: names('Aria Windsong', 'アリア・ウィンドソング'),
  texts: ARIA_TEXTS,
};

/** A Spiral Abyss period whose floor 12 holds the given teams (one battle each). */
export function abyssWithTeams(scheduleId: number, teams: readonly number[][]): AbyssSnapshot {
  const start = 1_767_225_600 + scheduleId * 2_592_000;
  return {
    schedule_id: scheduleId,
    start_time: start,
    end_time: start + 2_592_000 - 1,
    total_battle_times: teams.length,
    total_win_times: teams.length,
    max_floor: '12-3',
    total_star: 9,
    is_unlock: true,
    reveal_rank: [],
    defeat_rank: [],
    damage_rank: [],
    take_damage_rank: [],
    normal_skill_rank: [],
    energy_skill_rank: [],
    floors: [
      {
        index: 12,
        settle_time: start + 1000,
        star: 9,
        levels: [
          {
            index: 1,
            star: 3,
            battles: teams.map((team, i) => ({
              index: (i % 2) + 1,
              timestamp: start + i,
              avatars: team.map((id) => ({ id, level: 90 })),
            })),
          },
        ],
      },
    ],
  };
}

/** `characterBundle()` with Aria's links and texts. */
export function characterInfoBundle(): IngestBundle {
  const base = characterBundle();
  return { ...base, catalog: [...(base.catalog ?? []), ARIA_WITH_LINKS] };
}
