import { endpoints, type HkrpgChallengeStorySnapshot } from '@chronicle/contract';
import type { CatalogCollector } from '../parse-kit.js';
import type { Reader } from '../answer-reader.js';
import {
  askedSeason,
  endgameGroup,
  extraStars,
  floorId,
  isEmptyReport,
  readTotals,
  tierce,
} from './endgame.js';
import { buffAt, count, intIn, lineup, numStr, optCount, timeAt } from './fields.js';

type Floor = HkrpgChallengeStorySnapshot['floors'][number];

/** A half of a Pure Fiction floor; its score arrives as a string of digits. */
function node(r: Reader, region: string, catalog: CatalogCollector): Floor['node_1'] {
  return {
    challenge_time: timeAt(r, 'challenge_time', region),
    avatars: lineup(r, 'avatars', catalog, 4),
    buff: buffAt(r, 'buff', catalog),
    score: numStr(r, 'score'),
  };
}

function floor(r: Reader, region: string, catalog: CatalogCollector): Floor {
  const third = r.optObj('node_3');
  return {
    maze_id: floorId(r, catalog),
    is_fast: r.bool('is_fast'),
    round_num: count(r, 'round_num'),
    star_num: intIn(r, 'star_num', 0, 3),
    node_1: node(r.obj('node_1'), region, catalog),
    node_2: node(r.obj('node_2'), region, catalog),
    ...(third ? { node_3: node(third, region, catalog) } : {}),
    ...extraStars(optCount(r, 'extra_star_num')),
    ...tierce(r, third !== undefined),
  };
}

/** Pure Fiction (`hsr_challenge_story`): the season is `groups[schedule_type - 1]`. */
export const hkrpgChallengeStoryGroup = endgameGroup<HkrpgChallengeStorySnapshot>({
  name: 'hkrpg.challengeStory',
  kind: 'hsr_challenge_story',
  endpoint: endpoints.hkrpg.challengeStory,
  mode: 'fiction',
  report(r, seasons, scheduleType, region, catalog) {
    const totals = readTotals(r, 12, catalog);
    const floors = r.arr('all_floor_detail').map((f) => floor(f, region, catalog));
    if (isEmptyReport(totals, floors)) return undefined;
    const season = askedSeason(r, seasons, scheduleType);
    return {
      schedule_id: season.schedule_id,
      begin_time: season.begin_time,
      end_time: season.end_time,
      ...totals,
      floors,
    };
  },
});
