import {
  wallClockFromUnix,
  type AbyssSnapshot,
  type Lang,
  type SpiralAbyssData,
} from '@chronicle/contract';
import type { Absolutize } from '../../http/absolute-url.js';
import type { Catalog } from '../catalog/catalog.service.js';

type Floor = SpiralAbyssData['floors'][number];
type Chamber = Floor['levels'][number];
type Enemy = Chamber['top_half_floor_monster'][number];
type SnapshotFloor = AbyssSnapshot['floors'][number];
type SnapshotEnemy = NonNullable<SnapshotFloor['levels'][number]['top_half_floor_monster']>[number];

const RANK_KEYS = [
  'reveal_rank',
  'defeat_rank',
  'damage_rank',
  'take_damage_rank',
  'normal_skill_rank',
  'energy_skill_rank',
] as const;

/** genshin.py checks these literally: a floor holds 9 stars, a chamber 3. */
const FLOOR_MAX_STAR = 9;
const CHAMBER_MAX_STAR = 3;

export interface AbyssInput {
  snapshot: AbyssSnapshot | undefined;
  catalog: Catalog;
  lang: Lang;
  absolute: Absolutize;
}

/** A period without records: every list empty, `max_floor` "0-0" (what clients expect, not an error). */
export function emptyAbyss(): SpiralAbyssData {
  return {
    schedule_id: 0,
    start_time: '0',
    end_time: '0',
    total_battle_times: 0,
    total_win_times: 0,
    max_floor: '0-0',
    total_star: 0,
    is_unlock: false,
    reveal_rank: [],
    defeat_rank: [],
    damage_rank: [],
    take_damage_rank: [],
    normal_skill_rank: [],
    energy_skill_rank: [],
    floors: [],
    is_just_skipped_floor: false,
    skipped_floor: '',
  };
}

/** Presents a stored period in a language: character and enemy names/icons from the catalog. */
export function presentAbyss({ snapshot, catalog, lang, absolute }: AbyssInput): SpiralAbyssData {
  if (!snapshot) return emptyAbyss();
  const character = (id: number, rarity: number | undefined) => {
    const view = catalog.get('character', id, lang);
    const side = view?.attrs.side_icon;
    const element = view?.attrs.element;
    return {
      icon: absolute(view?.icon),
      sideIcon: absolute(typeof side === 'string' ? side : view?.icon),
      rarity: rarity ?? (typeof view?.attrs.rarity === 'number' ? view.attrs.rarity : 0),
      name: view?.name ?? '',
      element: typeof element === 'string' ? element : '',
    };
  };
  const enemy = (e: SnapshotEnemy): Enemy => {
    const view = catalog.get('monster', e.id, lang);
    return {
      name: view?.name || e.name || '',
      icon: absolute(view?.icon || e.icon),
      level: e.level,
    };
  };
  const leyLines = (floor: SnapshotFloor): string[] => {
    const named = (floor.ley_lines ?? [])
      .map((id) => catalog.get('ley_line', id, lang)?.name ?? '')
      .filter((text) => text !== '');
    return named.length > 0 ? named : (floor.ley_line_disorder ?? []);
  };

  const ranks = Object.fromEntries(
    RANK_KEYS.map((key) => [
      key,
      snapshot[key].map((r) => {
        const c = character(r.avatar_id, r.rarity);
        return {
          avatar_id: r.avatar_id,
          avatar_icon: c.sideIcon,
          value: r.value,
          rarity: c.rarity,
          name: c.name,
          element: c.element,
        };
      }),
    ]),
  ) as Pick<SpiralAbyssData, (typeof RANK_KEYS)[number]>;

  const floors = [...snapshot.floors]
    .sort((a, b) => a.index - b.index)
    .map((floor): Floor => ({
      index: floor.index,
      icon: '',
      is_unlock: true,
      settle_time: String(floor.settle_time),
      star: floor.star,
      max_star: FLOOR_MAX_STAR,
      levels: [...floor.levels]
        .sort((a, b) => a.index - b.index)
        .map((level) => ({
          index: level.index,
          star: level.star,
          max_star: CHAMBER_MAX_STAR,
          battles: [...level.battles]
            .sort((a, b) => a.index - b.index)
            .map((battle) => ({
              index: battle.index,
              timestamp: String(battle.timestamp),
              avatars: battle.avatars.map((a) => {
                const c = character(a.id, a.rarity);
                return {
                  id: a.id,
                  icon: c.icon,
                  level: a.level,
                  rarity: c.rarity,
                  name: c.name,
                  element: c.element,
                };
              }),
              settle_date_time: wallClockFromUnix(battle.timestamp),
            })),
          top_half_floor_monster: (level.top_half_floor_monster ?? []).map(enemy),
          bottom_half_floor_monster: (level.bottom_half_floor_monster ?? []).map(enemy),
        })),
      settle_date_time: wallClockFromUnix(floor.settle_time),
      ley_line_disorder: leyLines(floor),
      ley_line_disorder_upper: [],
      ley_line_disorder_lower: [],
    }));

  return {
    schedule_id: snapshot.schedule_id,
    start_time: String(snapshot.start_time),
    end_time: String(snapshot.end_time),
    total_battle_times: snapshot.total_battle_times,
    total_win_times: snapshot.total_win_times,
    max_floor: snapshot.max_floor,
    total_star: snapshot.total_star,
    is_unlock: snapshot.is_unlock,
    ...ranks,
    floors,
    is_just_skipped_floor: Boolean(snapshot.skipped_floor),
    skipped_floor: snapshot.skipped_floor ?? '',
  };
}
