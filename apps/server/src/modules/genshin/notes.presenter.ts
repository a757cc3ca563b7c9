import type { DailyNoteData, Lang, NotesSnapshot } from '@chronicle/contract';
import type { Absolutize } from '../../http/absolute-url.js';
import type { Catalog } from '../catalog/catalog.service.js';

/** One resin point comes back every 8 minutes. */
export const RESIN_SECONDS = 480;
const DAY = 86_400;
const HOUR = 3_600;

export interface NotesInput {
  snapshot: NotesSnapshot | undefined;
  /** When the snapshot's values were true, and now (both Unix milliseconds). */
  capturedAt: number;
  now: number;
  catalog: Catalog;
  lang: Lang;
  absolute: Absolutize;
}

/**
 * Resin `elapsed` seconds after a capture. Resin above the cap (refills) does not recover; below it,
 * the point count follows from the time left until full, so both numbers always agree.
 */
export function resinAfter(
  current: number,
  max: number,
  recoverySeconds: number,
  elapsed: number,
): { current: number; recovery: number } {
  // No time left at capture means nothing was recovering (a capture without a timer).
  if (current >= max || recoverySeconds <= 0) return { current, recovery: 0 };
  const recovery = Math.max(0, recoverySeconds - elapsed);
  return { current: max - Math.ceil(recovery / RESIN_SECONDS), recovery };
}

/** Realm currency accrues at a steady rate (set by the realm's comfort) until the cap. */
export function homeCoinAfter(
  current: number,
  max: number,
  recoverySeconds: number,
  elapsed: number,
): { current: number; recovery: number } {
  if (current >= max || recoverySeconds <= 0) return { current, recovery: 0 };
  const recovery = Math.max(0, recoverySeconds - elapsed);
  const gained = Math.floor(
    ((max - current) * Math.min(elapsed, recoverySeconds)) / recoverySeconds,
  );
  return { current: recovery === 0 ? max : current + gained, recovery };
}

/** The transformer's cooldown in the API's capitalized parts; `reached` once it is ready. */
export function transformerTime(seconds: number): DailyNoteData['transformer']['recovery_time'] {
  const left = Math.max(0, seconds);
  return {
    Day: Math.floor(left / DAY),
    Hour: Math.floor((left % DAY) / HOUR),
    Minute: Math.floor((left % HOUR) / 60),
    Second: left % 60,
    reached: left === 0,
  };
}

/** The notes of a role without a stored snapshot: a valid, empty answer. */
function emptySnapshot(): NotesSnapshot {
  return {
    current_resin: 0,
    max_resin: 200,
    resin_recovery_time: 0,
    current_home_coin: 0,
    max_home_coin: 0,
    home_coin_recovery_time: 0,
    finished_task_num: 0,
    total_task_num: 4,
    is_extra_task_reward_received: false,
    remain_resin_discount_num: 3,
    resin_discount_num_limit: 3,
    max_expedition_num: 5,
    expeditions: [],
    transformer: { obtained: false, recovery_time: 0 },
    daily_task: {
      task_rewards: [],
      attendance_rewards: [],
      attendance_visible: false,
      stored_attendance: '0',
      stored_attendance_refresh_countdown: 0,
    },
    archon_quest_progress: {
      list: [],
      is_open_archon_quest: false,
      is_finish_all_mainline: false,
      is_finish_all_interchapter: false,
    },
  };
}

/**
 * Presents stored notes as of `now`: resin, realm currency, expeditions, the transformer and the
 * attendance countdown move on by the time elapsed since the capture; counts stay as captured.
 */
export function presentNotes(input: NotesInput): DailyNoteData {
  const { catalog, lang, absolute } = input;
  const s = input.snapshot ?? emptySnapshot();
  const elapsed = input.snapshot
    ? Math.max(0, Math.floor((input.now - input.capturedAt) / 1000))
    : 0;
  const resin = resinAfter(s.current_resin, s.max_resin, s.resin_recovery_time, elapsed);
  const coin = homeCoinAfter(
    s.current_home_coin,
    s.max_home_coin,
    s.home_coin_recovery_time,
    elapsed,
  );
  const expeditions = s.expeditions.map((e) => {
    const left = Math.max(0, e.remained_time - elapsed);
    const view = catalog.get('character', e.avatar_id, lang);
    const side = view?.attrs.side_icon;
    const element = view?.attrs.element;
    return {
      avatar_side_icon: absolute(typeof side === 'string' ? side : view?.icon),
      status: left > 0 ? ('Ongoing' as const) : ('Finished' as const),
      remained_time: String(left),
      avatar_id: e.avatar_id,
      name: view?.name ?? '',
      element: typeof element === 'string' ? element : '',
    };
  });
  const task = s.daily_task;
  const archon = s.archon_quest_progress;
  return {
    current_resin: resin.current,
    max_resin: s.max_resin,
    resin_recovery_time: String(resin.recovery),
    finished_task_num: s.finished_task_num,
    total_task_num: s.total_task_num,
    is_extra_task_reward_received: s.is_extra_task_reward_received,
    remain_resin_discount_num: s.remain_resin_discount_num,
    resin_discount_num_limit: s.resin_discount_num_limit,
    current_expedition_num: s.expeditions.length,
    max_expedition_num: s.max_expedition_num,
    expeditions,
    current_home_coin: coin.current,
    max_home_coin: s.max_home_coin,
    home_coin_recovery_time: String(coin.recovery),
    calendar_url: '',
    transformer: {
      obtained: s.transformer.obtained,
      recovery_time: transformerTime(
        s.transformer.obtained ? s.transformer.recovery_time - elapsed : 0,
      ),
      wiki: '',
      noticed: s.transformer.noticed ?? false,
      latest_job_id: s.transformer.latest_job_id ?? '0',
    },
    daily_task: {
      total_num: s.total_task_num,
      finished_num: s.finished_task_num,
      is_extra_task_reward_received: s.is_extra_task_reward_received,
      task_rewards: task.task_rewards.map((status) => ({ status })),
      attendance_rewards: task.attendance_rewards.map((r) => ({ ...r })),
      attendance_visible: task.attendance_visible,
      stored_attendance: task.stored_attendance,
      stored_attendance_refresh_countdown: Math.max(
        0,
        task.stored_attendance_refresh_countdown - elapsed,
      ),
    },
    archon_quest_progress: {
      list: archon.list.map((q) => {
        const view = catalog.get('archon_quest', q.id, lang);
        return {
          id: q.id,
          status: q.status,
          chapter_num: view?.text('chapter_num') || q.chapter_num || '',
          chapter_title: view?.name || q.chapter_title || '',
        };
      }),
      is_open_archon_quest: archon.is_open_archon_quest,
      is_finish_all_mainline: archon.is_finish_all_mainline,
      is_finish_all_interchapter: archon.is_finish_all_interchapter,
      wiki_url: '',
    },
  };
}
