import type { HkrpgRogueData, HkrpgRogueRecord, HkrpgRogueSnapshot } from '@chronicle/contract';
import { avatarBrief, iconOf, nameOf, partialTime, type HsrView } from './hkrpg-view.js';

const WEEK = 7 * 86_400;

type SnapRun = HkrpgRogueSnapshot['records'][number];

function runOf(view: HsrView, run: SnapRun): HkrpgRogueRecord['records'][number] {
  const path = (p: { id: number; cnt: number; name?: string | undefined }) => ({
    id: p.id,
    name: nameOf(view, 'hsr_rogue_path', p.id, p.name),
    cnt: p.cnt,
  });
  return {
    name: nameOf(view, 'hsr_rogue_world', run.progress, run.name),
    finish_time: partialTime(run.finish_time, view.region),
    score: run.score,
    final_lineup: run.final_lineup.map((a) => avatarBrief(view, a)),
    base_type_list: run.base_type_list.map(path),
    cached_avatars: run.cached_avatars.map((a) => avatarBrief(view, a)),
    buffs: run.buffs.map((b) => ({
      base_type: path(b.base_type),
      items: b.items.map((item) => ({
        id: item.id,
        name: nameOf(view, 'hsr_blessing', item.id, item.name),
        is_evoluted: item.is_evoluted,
        rank: item.rank,
      })),
    })),
    miracles: run.miracles.map((m) => ({
      id: m.id,
      name: nameOf(view, 'hsr_curio', m.id, m.name),
      icon: iconOf(view, 'hsr_curio', m.id, m.icon),
    })),
    difficulty: run.difficulty,
    progress: run.progress,
  };
}

function recordOf(
  view: HsrView,
  week: HkrpgRogueSnapshot | undefined,
  fallback: { id: number; begin: number },
): HkrpgRogueRecord {
  const begin = week?.begin_time ?? fallback.begin;
  const runs = (week?.records ?? []).map((r) => runOf(view, r));
  const best = runs.reduce<(typeof runs)[number] | null>(
    (top, run) => (top === null || run.score > top.score ? run : top),
    null,
  );
  return {
    basic: {
      id: week?.id ?? fallback.id,
      finish_cnt: week?.finish_cnt ?? 0,
      schedule_begin: partialTime(begin, view.region),
      schedule_end: partialTime(week?.end_time ?? begin + WEEK - 1, view.region),
      ...(week?.current_rogue_score === undefined
        ? {}
        : { current_rogue_score: week.current_rogue_score }),
      ...(week?.max_rogue_score === undefined ? {} : { max_rogue_score: week.max_rogue_score }),
    },
    records: runs,
    has_data: runs.length > 0,
    best_record: best,
  };
}

/**
 * GET hkrpg/api/rogue (docs/reference/other-games.md#third-game-rogue): Mirror Cosmos.
 * `schedule_type` 3 (what clients send) is the newest stored week as `current_record` and the one
 * before as `last_record`; 1 and 2 answer
 * the same pair, as only that pair exists in the payload. A week never stored is an empty record
 * with the week's window, counted back from the newest week (or from now).
 */
export function presentRogue(
  view: HsrView,
  weeks: readonly HkrpgRogueSnapshot[],
  role: { nickname: string; level: number },
  now: number,
): HkrpgRogueData {
  const [current, last] = weeks;
  const currentBegin = current?.begin_time ?? Math.floor(now / 1000);
  const currentId = current?.id ?? 0;
  return {
    role: { nickname: role.nickname, server: view.region, level: role.level },
    basic_info: current?.basic_info ??
      last?.basic_info ?? {
        unlocked_buff_num: 0,
        unlocked_miracle_num: 0,
        unlocked_skill_points: 0,
      },
    current_record: recordOf(view, current, { id: currentId, begin: currentBegin }),
    last_record: recordOf(view, last && last.id < currentId ? last : undefined, {
      id: Math.max(0, currentId - 1),
      begin: currentBegin - WEEK,
    }),
  };
}
