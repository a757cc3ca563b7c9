import { syntheticId } from '../parse-kit.js';
import { endpoints, type AbyssSnapshot } from '@chronicle/contract';
import {
  CatalogCollector,
  answersOf,
  periodCapturedAt,
  roleInput,
  type ParsedRecords,
  type ParsedSnapshot,
  type UpstreamAnswer,
  type UpstreamGroup,
} from '../parse-kit.js';
import { Reader } from '../answer-reader.js';
import { compact, intIn, intLikeIn, nameAndElement } from './read.js';

const ABYSS = endpoints.genshin.spiralAbyss;

/*
 * Spiral Abyss: one `spiral_abyss` snapshot per period, keyed by its schedule id. Characters are
 * ids (their art is the catalog's: battle `icon`, rank `avatar_icon` as the side icon); enemies and
 * ley-line disorders come as text only and get synthetic catalog ids (see `syntheticId`).
 */

type Floor = AbyssSnapshot['floors'][number];
type Chamber = Floor['levels'][number];
type Enemy = NonNullable<Chamber['top_half_floor_monster']>[number];

const RANK_KEYS = [
  'reveal_rank',
  'defeat_rank',
  'damage_rank',
  'take_damage_rank',
  'normal_skill_rank',
  'energy_skill_rank',
] as const;

const MAX_FLOOR = /^[0-9]{1,2}-[0-9]$/;

function readRank(r: Reader, key: string, catalog: CatalogCollector) {
  return r.arr(key).flatMap((rank) => {
    const avatarId = intIn(rank, 'avatar_id', 0);
    // Empty slots (id 0) are placeholders clients drop; there is no character to store.
    if (avatarId === 0) return [];
    const { name, element } = nameAndElement(rank);
    catalog.add('character', avatarId, {
      name,
      attrs: { side_icon: rank.optStr('avatar_icon'), element },
    });
    return [
      compact({
        avatar_id: avatarId,
        value: intIn(rank, 'value', 0),
        rarity: rank.optInt('rarity'),
      }),
    ];
  });
}

/** Enemies of a chamber half, named by their icon (else their place) in every language. */
function readEnemies(r: Reader, key: string, place: string, catalog: CatalogCollector): Enemy[] {
  return r.optArr(key).map((e, i) => {
    const id = syntheticId('monster', e.optStr('icon') || `${place}:${key}:#${i}`);
    catalog.add('monster', id, { name: e.optStr('name'), icon: e.optStr('icon') });
    return { id, level: intIn(e, 'level', 1, 200) };
  });
}

function readChamber(r: Reader, floorPlace: string, catalog: CatalogCollector): Chamber {
  const index = intIn(r, 'index', 1, 3);
  const place = `${floorPlace}-${index}`;
  return {
    index,
    star: intIn(r, 'star', 0, 3),
    battles: r.arr('battles').map((b) => ({
      index: intIn(b, 'index', 1, 2),
      timestamp: intLikeIn(b, 'timestamp', 0),
      avatars: b.arr('avatars').map((a) => {
        const id = intIn(a, 'id', 1);
        const { name, element } = nameAndElement(a);
        catalog.add('character', id, { icon: a.optStr('icon'), name, attrs: { element } });
        return compact({ id, level: intIn(a, 'level', 1, 100), rarity: a.optInt('rarity') });
      }),
    })),
    top_half_floor_monster: readEnemies(r, 'top_half_floor_monster', place, catalog),
    bottom_half_floor_monster: readEnemies(r, 'bottom_half_floor_monster', place, catalog),
  };
}

function readFloor(r: Reader, scheduleId: number, catalog: CatalogCollector): Floor {
  const index = intIn(r, 'index', 1, 12);
  const place = `${scheduleId}:${index}`;
  // Disorders are texts only: a floor's n-th one of a period is the same in every language.
  const leyLines = r.optArr('ley_line_disorder').flatMap((text, i) => {
    const name = text.asStr();
    if (name === '') return [];
    const id = syntheticId('ley_line', `${place}:#${i}`);
    catalog.add('ley_line', id, { name });
    return [id];
  });
  return {
    index,
    settle_time: intLikeIn(r, 'settle_time', 0),
    star: intIn(r, 'star', 0, 9),
    ley_lines: leyLines,
    levels: r.arr('levels').map((level) => readChamber(level, place, catalog)),
  };
}

/** A period, or undefined for the empty answer of a role without one (schedule id 0). */
export function readAbyss(
  answer: UpstreamAnswer,
  catalog: CatalogCollector,
): AbyssSnapshot | undefined {
  const r = Reader.of(answer);
  const scheduleId = intIn(r, 'schedule_id', 0);
  if (scheduleId === 0) return undefined;
  const maxFloor = r.str('max_floor');
  if (!MAX_FLOOR.test(maxFloor)) r.at('max_floor').fail('a floor and chamber such as "12-3"');
  const ranks = Object.fromEntries(RANK_KEYS.map((key) => [key, readRank(r, key, catalog)]));
  return compact({
    schedule_id: scheduleId,
    start_time: intLikeIn(r, 'start_time', 0),
    end_time: intLikeIn(r, 'end_time', 0),
    total_battle_times: intIn(r, 'total_battle_times', 0),
    total_win_times: intIn(r, 'total_win_times', 0),
    max_floor: maxFloor,
    total_star: intIn(r, 'total_star', 0),
    is_unlock: r.bool('is_unlock'),
    reveal_rank: ranks.reveal_rank ?? [],
    defeat_rank: ranks.defeat_rank ?? [],
    damage_rank: ranks.damage_rank ?? [],
    take_damage_rank: ranks.take_damage_rank ?? [],
    normal_skill_rank: ranks.normal_skill_rank ?? [],
    energy_skill_rank: ranks.energy_skill_rank ?? [],
    floors: r.arr('floors').map((floor) => readFloor(floor, scheduleId, catalog)),
    skipped_floor: r.optStr('skipped_floor') || undefined,
  });
}

/**
 * The previous period (`schedule_type=2`) and then the current one (1). Each answer is keyed by the
 * schedule id it carries; an ended period is captured at its end, so it sorts before the newer one.
 */
export const genshinAbyssGroup: UpstreamGroup = {
  name: 'genshin.spiralAbyss',
  game: 2,
  kinds: ['spiral_abyss'],
  endpoints: [ABYSS],
  next: (role) => [
    { endpoint: ABYSS, input: { ...roleInput(role), schedule_type: 2 } },
    { endpoint: ABYSS, input: { ...roleInput(role), schedule_type: 1 } },
  ],
  parse(answers, ctx): ParsedRecords {
    const catalog = new CatalogCollector(ctx.lang);
    const periods = new Map<number, ParsedSnapshot>();
    for (const answer of answersOf(answers, ABYSS)) {
      const period = readAbyss(answer, catalog);
      if (!period) continue;
      periods.set(period.schedule_id, {
        kind: 'spiral_abyss',
        period: String(period.schedule_id),
        capturedAt: periodCapturedAt(period.end_time, answer.capturedAt),
        payload: period,
      });
    }
    const snapshots = [...periods.values()].sort(
      (a, b) => a.capturedAt - b.capturedAt || Number(a.period) - Number(b.period),
    );
    return { snapshots, catalog: catalog.list() };
  },
};
