import type { HkrpgIndexSnapshot } from '@chronicle/contract';
import { roleIdOf, syntheticId, type CatalogCollector } from '../parse-kit.js';
import { keyPath, type Reader } from '../answer-reader.js';
import { lightConeAt } from './avatar-info.parser.js';
import { count, element, intIn, nonEmpty } from './fields.js';

/*
 * `index` and `role/basicInfo` back into the index snapshot (`hsr_index`): the inverse of
 * `profile.presenter.ts`. Characters' names, art and attributes go to the catalog; the snapshot keeps
 * what the catalog cannot say for every answer alike.
 */

type IndexAvatar = HkrpgIndexSnapshot['avatars'][number];

/** A showcase character with the facts the snapshot keeps only where the catalog says otherwise. */
export interface SeenIndexAvatar {
  avatar: IndexAvatar;
  baseType: number;
  figurePath: string;
  elementId: number;
}

/** What an `index` answer tells. */
export interface SeenIndex {
  stats: HkrpgIndexSnapshot['stats'];
  avatars: SeenIndexAvatar[];
  head: string;
  phone: string;
}

function indexAvatar(r: Reader, catalog: CatalogCollector): SeenIndexAvatar {
  const id = intIn(r, 'id', 1);
  const baseType = intIn(r, 'base_type', 1);
  const figurePath = r.str('figure_path');
  catalog.add('hsr_character', id, {
    name: nonEmpty(r.str('name')),
    icon: nonEmpty(r.str('icon')),
    attrs: {
      element: element(r, 'element'),
      rarity: intIn(r, 'rarity', 4, 5),
      base_type: baseType,
      figure: nonEmpty(figurePath),
    },
  });
  return {
    avatar: {
      id,
      level: intIn(r, 'level', 1, 80),
      rank: intIn(r, 'rank', 0, 6),
      is_chosen: r.bool('is_chosen'),
      equip: lightConeAt(r, 'equip', catalog),
    },
    baseType,
    figurePath,
    elementId: r.int('element_id'),
  };
}

/**
 * The stats and characters of an `index` answer. `abyss_process` names the furthest floor in the
 * answer's language without its id: the name goes to a catalog entry of the role's own (so every
 * language's name is kept), and the snapshot keeps it too as the fallback.
 */
export function parseIndex(r: Reader, catalog: CatalogCollector): SeenIndex {
  const stats = r.obj('stats');
  const process = stats.str('abyss_process');
  const roleId = roleIdOf(r.answer);
  const processId = process ? syntheticId('hsr_floor', `abyss_process:${roleId}`) : 0;
  if (processId) catalog.add('hsr_floor', processId, { name: process });
  return {
    stats: {
      active_days: count(stats, 'active_days'),
      avatar_num: count(stats, 'avatar_num'),
      achievement_num: count(stats, 'achievement_num'),
      chest_num: count(stats, 'chest_num'),
      dream_paster_num: count(stats, 'dream_paster_num'),
      abyss_process: process,
      ...(processId ? { abyss_process_id: processId } : {}),
    },
    avatars: r.arr('avatar_list').map((a) => indexAvatar(a, catalog)),
    head: r.str('cur_head_icon_url'),
    phone: r.str('phone_background_image_url'),
  };
}

/** The header of `role/basicInfo`: nickname, Trailblaze level and profile icon. */
export function parseBasicInfo(r: Reader): { nickname: string; level: number; avatar: string } {
  const nickname = r.str('nickname');
  if (nickname.length < 1 || nickname.length > 32) {
    r.fail('a nickname of 1 to 32 characters', keyPath(r.path, 'nickname'));
  }
  return { nickname, level: intIn(r, 'level', 1, 80), avatar: r.str('avatar') };
}
