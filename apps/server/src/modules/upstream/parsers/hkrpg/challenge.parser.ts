import { endpoints, type HkrpgChallengeSnapshot } from '@chronicle/contract';
import { type CatalogCollector } from '../parse-kit.js';
import { keyPath, type Reader } from '../answer-reader.js';
import { endgameGroup, extraStars, floorId, isEmptyReport, readTotals, tierce } from './endgame.js';
import { count, intIn, lineup, optCount, timeAt } from './fields.js';

type Floor = HkrpgChallengeSnapshot['floors'][number];

/** A half of a Memory of Chaos floor: when, and who (nobody on quick-cleared floors). */
function node(r: Reader, region: string, catalog: CatalogCollector): Floor['node_1'] {
  return {
    challenge_time: timeAt(r, 'challenge_time', region),
    avatars: lineup(r, 'avatars', catalog, 4),
  };
}

function floor(r: Reader, region: string, catalog: CatalogCollector): Floor {
  const third = r.optObj('node_3');
  return {
    maze_id: floorId(r, catalog),
    is_fast: r.bool('is_fast'),
    round_num: count(r, 'round_num'),
    star_num: intIn(r, 'star_num', 0, 3),
    is_chaos: r.bool('is_chaos'),
    node_1: node(r.obj('node_1'), region, catalog),
    node_2: node(r.obj('node_2'), region, catalog),
    ...(third ? { node_3: node(third, region, catalog) } : {}),
    ...extraStars(optCount(r, 'extra_star_num')),
    ...tierce(r, third !== undefined),
  };
}

/**
 * Memory of Chaos (`hsr_challenge`): the only mode whose answer names its season at the top level,
 * which is the key even when `groups` is shorter than asked.
 */
export const hkrpgChallengeGroup = endgameGroup<HkrpgChallengeSnapshot>({
  name: 'hkrpg.challenge',
  kind: 'hsr_challenge',
  endpoint: endpoints.hkrpg.challenge,
  mode: 'chaos',
  report(r, _seasons, _scheduleType, region, catalog) {
    const scheduleId = r.int('schedule_id');
    const begin = timeAt(r, 'begin_time', region);
    const end = timeAt(r, 'end_time', region);
    const totals = readTotals(r, 36, catalog);
    const floors = r.arr('all_floor_detail').map((f) => floor(f, region, catalog));
    if (isEmptyReport(totals, floors)) return undefined;
    if (scheduleId < 1) r.fail('a season id', keyPath(r.path, 'schedule_id'));
    return { schedule_id: scheduleId, begin_time: begin, end_time: end, ...totals, floors };
  },
});
