import { endpoints, type Honkai3rdBattleFieldSnapshot } from '@chronicle/contract';
import {
  CatalogCollector,
  answersOf,
  roleInput,
  type ParsedRecords,
  type UpstreamGroup,
} from '../parse-kit.js';
import { type Reader } from '../answer-reader.js';
import {
  PERCENT,
  arrMax,
  count,
  cycleSnapshots,
  digits,
  intIn,
  matching,
  readBoss,
  readElf,
  readLineup,
} from './shared.js';

const BATTLE_FIELD = endpoints.honkai3rd.battleFieldReport;

/** One fight of the week: a boss, the lineup and companion fielded, the score. */
function readBattle(r: Reader, catalog: CatalogCollector) {
  return {
    elf: readElf(r, catalog),
    lineup: readLineup(arrMax(r, 'lineup', 3), catalog),
    boss: readBoss(r.obj('boss'), catalog),
    score: count(r, 'score'),
  };
}

function readWeek(r: Reader, catalog: CatalogCollector): Honkai3rdBattleFieldSnapshot {
  return {
    time_second: digits(r, 'time_second'),
    score: count(r, 'score'),
    rank: intIn(r, 'rank', 1, 7),
    ranking_percentage: matching(r, 'ranking_percentage', PERCENT, 'a percentage such as "6.20"'),
    area: intIn(r, 'area', 1, 4),
    // One fight per boss, three a week; the snapshot keeps up to four.
    battle_infos: arrMax(r, 'battle_infos', 4).map((b) => readBattle(b.asObj(), catalog)),
  };
}

/** Memorial Arena: every week of the report a periodic snapshot keyed by the week's end. */
export const honkai3rdBattleFieldGroup: UpstreamGroup = {
  name: 'honkai3rd.battleField',
  game: 1,
  kinds: ['bh3_battle_field'],
  endpoints: [BATTLE_FIELD],
  next: (role) => [{ endpoint: BATTLE_FIELD, input: roleInput(role) }],
  parse(answers, ctx): ParsedRecords {
    const catalog = new CatalogCollector(ctx.lang);
    const snapshots = cycleSnapshots(
      'bh3_battle_field',
      answersOf(answers, BATTLE_FIELD),
      readWeek,
      (w) => w.time_second,
      catalog,
    );
    return { snapshots, catalog: catalog.list() };
  },
};
