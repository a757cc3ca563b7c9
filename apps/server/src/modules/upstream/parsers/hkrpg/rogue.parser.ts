import { endpoints, type HkrpgRogueSnapshot } from '@chronicle/contract';
import {
  answersOf,
  periodCapturedAt,
  roleInput,
  type CatalogCollector,
  type ParsedSnapshot,
  type UpstreamAnswer,
  type UpstreamRequest,
  type UpstreamRole,
} from '../parse-kit.js';
import { Reader } from '../answer-reader.js';
import { count, intIn, lineup, nonEmpty, optCount, regionOf, timeAt } from './fields.js';

/** Simulated Universe's endpoint. */
export const ROGUE = endpoints.hkrpg.rogue;

type Run = HkrpgRogueSnapshot['records'][number];
type PathCount = Run['base_type_list'][number];

/** A blessing path with its count; the path's name goes to the catalog. */
function pathCount(r: Reader, catalog: CatalogCollector): PathCount {
  const id = r.int('id');
  catalog.add('hsr_rogue_path', id, { name: nonEmpty(r.str('name')) });
  return { id, cnt: count(r, 'cnt') };
}

/** A run; the world's name is filed under its number (`progress`). */
function run(r: Reader, region: string, catalog: CatalogCollector): Run {
  const progress = intIn(r, 'progress', 1);
  catalog.add('hsr_rogue_world', progress, { name: nonEmpty(r.str('name')) });
  return {
    progress,
    difficulty: count(r, 'difficulty'),
    score: count(r, 'score'),
    finish_time: timeAt(r, 'finish_time', region),
    final_lineup: lineup(r, 'final_lineup', catalog, Number.MAX_SAFE_INTEGER),
    cached_avatars: lineup(r, 'cached_avatars', catalog, Number.MAX_SAFE_INTEGER),
    base_type_list: r.arr('base_type_list').map((p) => pathCount(p, catalog)),
    buffs: r.arr('buffs').map((b) => ({
      base_type: pathCount(b.obj('base_type'), catalog),
      items: b.arr('items').map((item) => {
        const id = item.int('id');
        catalog.add('hsr_blessing', id, { name: nonEmpty(item.str('name')) });
        return { id, is_evoluted: item.bool('is_evoluted'), rank: count(item, 'rank') };
      }),
    })),
    miracles: r.arr('miracles').map((m) => {
      const id = m.int('id');
      catalog.add('hsr_curio', id, {
        name: nonEmpty(m.str('name')),
        icon: nonEmpty(m.str('icon')),
      });
      return { id };
    }),
  };
}

/**
 * A weekly period (`current_record` or `last_record`) with the role's totals. `has_data` and
 * `best_record` follow from the runs, so they are not kept.
 */
function week(
  r: Reader,
  basicInfo: HkrpgRogueSnapshot['basic_info'],
  region: string,
  catalog: CatalogCollector,
): HkrpgRogueSnapshot {
  const basic = r.obj('basic');
  const current = optCount(basic, 'current_rogue_score');
  const max = optCount(basic, 'max_rogue_score');
  return {
    id: count(basic, 'id'),
    begin_time: timeAt(basic, 'schedule_begin', region),
    end_time: timeAt(basic, 'schedule_end', region),
    finish_cnt: count(basic, 'finish_cnt'),
    ...(current === undefined ? {} : { current_rogue_score: current }),
    ...(max === undefined ? {} : { max_rogue_score: max }),
    basic_info: basicInfo,
    records: r.arr('records').map((x) => run(x, region, catalog)),
  };
}

/** The request for both weeks together, as real clients ask (`schedule_type=3`). */
export const rogueRequest = (role: UpstreamRole): UpstreamRequest => ({
  endpoint: ROGUE,
  input: { ...roleInput(role), schedule_type: 3, need_detail: 'true' },
});

/**
 * Simulated Universe (`hsr_rogue`): one answer holds the current and the last week, each stored as
 * its own period (a week without runs too: it still names the week). Period 0 is what a server
 * shows a role that never played; the last week is kept only when it is older than the current one,
 * as the presenter shows it only then. The answer's header (nickname, level) is the role's.
 */
export function parseRogue(answers: readonly UpstreamAnswer[], catalog: CatalogCollector) {
  const byWeek = new Map<number, ParsedSnapshot>();
  let role: { nickname: string; level: number } | undefined;
  for (const answer of answersOf(answers, ROGUE)) {
    const r = Reader.of(answer);
    const region = regionOf(answer);
    const header = r.obj('role');
    role = { nickname: header.str('nickname'), level: header.int('level') };
    const info = r.obj('basic_info');
    const basicInfo = {
      unlocked_buff_num: count(info, 'unlocked_buff_num'),
      unlocked_miracle_num: count(info, 'unlocked_miracle_num'),
      unlocked_skill_points: count(info, 'unlocked_skill_points'),
    };
    const current = week(r.obj('current_record'), basicInfo, region, catalog);
    const last = week(r.obj('last_record'), basicInfo, region, catalog);
    const weeks = current.id > 0 ? [current] : [];
    if (weeks.length > 0 && last.id > 0 && last.id < current.id) weeks.unshift(last);
    for (const payload of weeks) {
      byWeek.set(payload.id, {
        kind: 'hsr_rogue',
        period: String(payload.id),
        capturedAt: periodCapturedAt(payload.end_time, answer.capturedAt),
        payload,
      });
    }
  }
  const snapshots = [...byWeek.entries()].sort(([a], [b]) => a - b).map(([, s]) => s);
  return { snapshots, role };
}
