import { endpoints, type HkrpgChallengeBossSnapshot } from '@chronicle/contract';
import { type CatalogCollector } from '../parse-kit.js';
import { keyPath, type Reader } from '../answer-reader.js';
import {
  askedSeason,
  endgameGroup,
  extraStars,
  floorId,
  isEmptyReport,
  readTotals,
  tierce,
} from './endgame.js';
import { buffAt, lineup, numStr, timeAt } from './fields.js';

type Floor = HkrpgChallengeBossSnapshot['floors'][number];

/** A half of an Apocalyptic Shadow floor: quick-cleared halves have a null time. */
function node(r: Reader, region: string, catalog: CatalogCollector): Floor['node_1'] {
  const time = r.raw('challenge_time') === null ? undefined : timeAt(r, 'challenge_time', region);
  return {
    ...(time === undefined ? {} : { challenge_time: time }),
    avatars: lineup(r, 'avatars', catalog, 4),
    buff: buffAt(r, 'buff', catalog),
    score: numStr(r, 'score'),
    boss_defeated: r.bool('boss_defeated'),
  };
}

/** A floor; its stars and extra stars arrive as strings of digits. */
function floor(r: Reader, region: string, catalog: CatalogCollector): Floor {
  const third = r.optObj('node_3');
  return {
    maze_id: floorId(r, catalog),
    is_fast: r.bool('is_fast'),
    star_num: numStr(r, 'star_num', 3),
    last_update_time: timeAt(r, 'last_update_time', region),
    node_1: node(r.obj('node_1'), region, catalog),
    node_2: node(r.obj('node_2'), region, catalog),
    ...(third ? { node_3: node(third, region, catalog) } : {}),
    ...extraStars(r.has('extra_star_num') ? numStr(r, 'extra_star_num') : undefined),
    ...tierce(r, third !== undefined),
  };
}

/**
 * Apocalyptic Shadow (`hsr_challenge_boss`): the season is `groups[schedule_type - 1]`, whose
 * bosses the snapshot keeps by id.
 */
export const hkrpgChallengeBossGroup = endgameGroup<HkrpgChallengeBossSnapshot>({
  name: 'hkrpg.challengeBoss',
  kind: 'hsr_challenge_boss',
  endpoint: endpoints.hkrpg.challengeBoss,
  mode: 'shadow',
  report(r, seasons, scheduleType, region, catalog) {
    const totals = readTotals(r, 12, catalog);
    const floors = r.arr('all_floor_detail').map((f) => floor(f, region, catalog));
    if (isEmptyReport(totals, floors)) return undefined;
    const season = askedSeason(r, seasons, scheduleType);
    const bosses = season.bosses;
    // readSeasons reads the bosses of every shadow season, so this cannot happen.
    if (!bosses) return r.fail('a season with bosses', keyPath(r.path, 'groups'));
    return {
      schedule_id: season.schedule_id,
      begin_time: season.begin_time,
      end_time: season.end_time,
      ...totals,
      ...bosses,
      floors,
    };
  },
});
