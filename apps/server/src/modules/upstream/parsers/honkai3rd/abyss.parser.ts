import {
  endpoints,
  type Honkai3rdNewAbyssSnapshot,
  type Honkai3rdOldAbyssSnapshot,
} from '@chronicle/contract';
import { playsSuperstring } from '../../../honkai3rd/index.presenter.js';
import {
  CatalogCollector,
  answersOf,
  roleInput,
  type ParsedRecords,
  type UpstreamGroup,
} from '../parse-kit.js';
import { keyPath, type Reader } from '../answer-reader.js';
import {
  OLD_ABYSS_TYPES,
  RANK_LETTERS,
  arrMax,
  count,
  cycleSnapshots,
  digits,
  intIn,
  oneOf,
  readBoss,
  readElf,
  readLineup,
} from './shared.js';

const NEW_ABYSS = endpoints.honkai3rd.newAbyssReport;
const OLD_ABYSS = endpoints.honkai3rd.latestOldAbyssReport;

function readNewCycle(r: Reader, catalog: CatalogCollector): Honkai3rdNewAbyssSnapshot {
  return {
    updated_time_second: digits(r, 'updated_time_second'),
    score: count(r, 'score'),
    rank: intIn(r, 'rank', 1),
    settled_cup_number: r.int('settled_cup_number'),
    cup_number: count(r, 'cup_number'),
    level: intIn(r, 'level', 1, 9),
    settled_level: intIn(r, 'settled_level', 1, 9),
    boss: readBoss(r.obj('boss'), catalog),
    lineup: readLineup(arrMax(r, 'lineup', 3), catalog),
    elf: readElf(r, catalog),
  };
}

function readOldCycle(r: Reader, catalog: CatalogCollector): Honkai3rdOldAbyssSnapshot {
  const floor = r.has('floor') ? { floor: count(r, 'floor') } : {};
  const rewardType = r.str('reward_type');
  if (rewardType.length > 32) {
    r.fail('a string of at most 32 characters', keyPath(r.path, 'reward_type'));
  }
  return {
    time_second: digits(r, 'time_second'),
    score: count(r, 'score'),
    area: intIn(r, 'area', 1, 4),
    level: oneOf(r, 'level', RANK_LETTERS),
    reward_type: rewardType,
    type: oneOf(r, 'type', OLD_ABYSS_TYPES),
    ...floor,
    boss: readBoss(r.obj('boss'), catalog),
    lineup: readLineup(arrMax(r, 'lineup', 3), catalog),
    elf: readElf(r, catalog),
  };
}

/**
 * Starfall Vanguard's abyss: the Superstring cycles (level 81 and up) and the old abyss ones, each
 * cycle a periodic snapshot keyed by its time. Only one report applies to a captain (the other
 * answers -1), so `next` asks for the one the captain's level calls for.
 */
export const honkai3rdAbyssGroup: UpstreamGroup = {
  name: 'honkai3rd.abyss',
  game: 1,
  kinds: ['bh3_new_abyss', 'bh3_old_abyss'],
  endpoints: [NEW_ABYSS, OLD_ABYSS],
  next: (role) => [
    { endpoint: playsSuperstring(role.level) ? NEW_ABYSS : OLD_ABYSS, input: roleInput(role) },
  ],
  parse(answers, ctx): ParsedRecords {
    const catalog = new CatalogCollector(ctx.lang);
    const snapshots = [
      ...cycleSnapshots(
        'bh3_new_abyss',
        answersOf(answers, NEW_ABYSS),
        readNewCycle,
        (c) => c.updated_time_second,
        catalog,
      ),
      ...cycleSnapshots(
        'bh3_old_abyss',
        answersOf(answers, OLD_ABYSS),
        readOldCycle,
        (c) => c.time_second,
        catalog,
      ),
    ].sort((a, b) => a.capturedAt - b.capturedAt);
    return { snapshots, catalog: catalog.list() };
  },
};
