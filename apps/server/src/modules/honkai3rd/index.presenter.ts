import type {
  Honkai3rdCharactersSnapshot,
  Honkai3rdIndexData,
  Honkai3rdIndexSnapshot,
  Honkai3rdStats,
} from '@chronicle/contract';
import type { RoleRow } from '../binding/binding.service.js';
import type { PresentContext } from './shared.presenter.js';

/**
 * From this captain level on, the Rift Ladder (Superstring) replaces the Rift Trial
 * (docs/reference/other-games.md#client-quirks).
 */
export const SUPERSTRING_LEVEL = 81;

export const playsSuperstring = (level: number) => level >= SUPERSTRING_LEVEL;

/** The captain's avatar: the stored one, else the portrait of the battlesuit they show. */
export function captainAvatar(
  index: Honkai3rdIndexSnapshot | undefined,
  characters: Honkai3rdCharactersSnapshot | undefined,
): string {
  if (index?.role.avatar_url) return index.role.avatar_url;
  const list = characters?.characters ?? [];
  const shown = list.find((c) => c.is_chosen) ?? list[0];
  return shown ? `/art/bh3_battlesuit/${shown.id}.svg` : '/art/game/1.svg';
}

/** The play-style radar of a role with nothing stored. */
export const EMPTY_PREFERENCE: Honkai3rdIndexSnapshot['preference'] = {
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

/** The counters of a role with nothing stored: zeros, and the abyss key its level calls for. */
export function emptyStats(level: number): Honkai3rdStats {
  const counters = {
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
  } as const;
  return playsSuperstring(level)
    ? { ...counters, new_abyss: { level: 1, cup_number: 0 } }
    : {
        ...counters,
        old_abyss: {
          level_of_quantum: 'UnknownRank',
          level_of_ow: 'UnknownRank',
          latest_type: 'Greedy',
          latest_level: 'D',
          latest_area: 1,
          level_of_greedy: 'UnknownRank',
        },
      };
}

/**
 * Drops the abyss key that does not belong: genshin.py unpacks whichever is present and fails on
 * null, so exactly one is sent (docs/reference/other-games.md#second-game-index), even if a stored
 * payload carried an explicit undefined.
 */
function oneAbyssKey(stats: Honkai3rdStats): Honkai3rdStats {
  if (stats.new_abyss) {
    const { old_abyss: _old, ...rest } = stats;
    return rest;
  }
  const { new_abyss: _new, ...rest } = stats;
  return rest;
}

/**
 * GET index: the captain as the role row knows them (name, server and level are kept current by
 * binding and ingest), the stored counters and play-style radar.
 */
export function presentIndex(
  role: RoleRow,
  stored: {
    index: Honkai3rdIndexSnapshot | undefined;
    characters: Honkai3rdCharactersSnapshot | undefined;
  },
  ctx: PresentContext,
): Honkai3rdIndexData {
  const avatar = ctx.absolute(captainAvatar(stored.index, stored.characters));
  const index = stored.index;
  return {
    role: {
      AvatarUrl: avatar,
      nickname: role.nickname,
      region: role.region,
      level: role.level,
      role_id: role.game_role_id,
      game_head_icon: ctx.absolute(index?.role.game_head_icon) || avatar,
    },
    stats: index ? oneAbyssKey(index.stats) : emptyStats(role.level),
    preference: index?.preference ?? EMPTY_PREFERENCE,
    head_background: ctx.absolute(index?.head_background || '/art/game-background/1.svg'),
  };
}
