import { syntheticId } from '../parse-kit.js';
import { endpoints, type NotesSnapshot } from '@chronicle/contract';
import {
  CatalogCollector,
  answersOf,
  roleInput,
  type ParsedRecords,
  type UpstreamAnswer,
  type UpstreamGroup,
} from '../parse-kit.js';
import { Reader } from '../answer-reader.js';
import { compact, intIn, intLikeIn, nameAndElement, oneOf } from './read.js';

const DAILY_NOTE = endpoints.genshin.dailyNote;

/*
 * Real-time notes. The answer is the state as of its capture, which is what the snapshot stores:
 * the presenter moves resin, realm currency, expeditions, the transformer and the attendance
 * countdown on from the capture time, so at that instant it gives the same answer back.
 */

const TASK_STATUS = [
  'TaskRewardStatusUnfinished',
  'TaskRewardStatusFinished',
  'TaskRewardStatusTakenAward',
] as const;
const ATTENDANCE_STATUS = [
  'AttendanceRewardStatusWaitTaken',
  'AttendanceRewardStatusTakenAward',
  'AttendanceRewardStatusForbid',
  'AttendanceRewardStatusUnfinished',
] as const;
const ARCHON_STATUS = ['StatusOngoing', 'StatusNotOpen'] as const;

const STORED_ATTENDANCE = /^[0-9]+(\.[0-9]+)?$/;

/**
 * HoYoLAB's expedition shows only its character's side icon, and the icon stands for the
 * character: a synthetic catalog id per icon, whose entry carries that icon as its side icon. A
 * source that names the character (Chronicle's own answers carry `avatar_id`, `name` and
 * `element`, docs/CLIENTS.md) gives the real id, and its name and element go to the catalog.
 */
function readExpedition(e: Reader, catalog: CatalogCollector) {
  const icon = e.str('avatar_side_icon');
  const knownId = e.has('avatar_id') ? intIn(e, 'avatar_id', 1) : undefined;
  if (knownId !== undefined) {
    const { name, element } = nameAndElement(e);
    catalog.add('character', knownId, { name, attrs: { side_icon: icon, element } });
    return { avatar_id: knownId, remained_time: intLikeIn(e, 'remained_time', 0) };
  }
  const avatarId = syntheticId('character', `side:${icon}`);
  catalog.add('character', avatarId, { attrs: { side_icon: icon } });
  return { avatar_id: avatarId, remained_time: intLikeIn(e, 'remained_time', 0) };
}

/** The transformer's `{Day, Hour, Minute, Second}` back to seconds (0 when not obtained). */
function readTransformer(r: Reader): NotesSnapshot['transformer'] {
  const t = r.obj('transformer');
  const obtained = t.bool('obtained');
  const time = t.obj('recovery_time');
  const seconds =
    intIn(time, 'Day', 0) * 86_400 +
    intIn(time, 'Hour', 0) * 3_600 +
    intIn(time, 'Minute', 0) * 60 +
    intIn(time, 'Second', 0);
  return compact({
    obtained,
    recovery_time: obtained ? seconds : 0,
    noticed: t.optBool('noticed'),
    latest_job_id: t.optStr('latest_job_id'),
  });
}

function readDailyTask(r: Reader): NotesSnapshot['daily_task'] {
  const task = r.obj('daily_task');
  const stored = task.str('stored_attendance');
  if (!STORED_ATTENDANCE.test(stored)) task.at('stored_attendance').fail('a decimal number');
  return {
    task_rewards: task.arr('task_rewards').map((t) => oneOf(t, 'status', TASK_STATUS)),
    attendance_rewards: task.arr('attendance_rewards').map((a) => ({
      status: oneOf(a, 'status', ATTENDANCE_STATUS),
      progress: a.int('progress'),
    })),
    attendance_visible: task.bool('attendance_visible'),
    stored_attendance: stored,
    stored_attendance_refresh_countdown: intIn(task, 'stored_attendance_refresh_countdown', 0),
  };
}

function readArchon(r: Reader, catalog: CatalogCollector): NotesSnapshot['archon_quest_progress'] {
  const archon = r.obj('archon_quest_progress');
  return {
    list: archon.arr('list').map((q) => {
      const id = q.int('id');
      catalog.add('archon_quest', id, {
        name: q.optStr('chapter_title'),
        texts: { chapter_num: q.optStr('chapter_num') },
      });
      return { id, status: oneOf(q, 'status', ARCHON_STATUS) };
    }),
    is_open_archon_quest: archon.bool('is_open_archon_quest'),
    is_finish_all_mainline: archon.bool('is_finish_all_mainline'),
    is_finish_all_interchapter: archon.bool('is_finish_all_interchapter'),
  };
}

/** The notes as the answer states them at its capture. */
export function readNotes(answer: UpstreamAnswer, catalog: CatalogCollector): NotesSnapshot {
  const r = Reader.of(answer);
  return {
    current_resin: intIn(r, 'current_resin', 0),
    max_resin: intIn(r, 'max_resin', 1),
    resin_recovery_time: intLikeIn(r, 'resin_recovery_time', 0),
    current_home_coin: intIn(r, 'current_home_coin', 0),
    max_home_coin: intIn(r, 'max_home_coin', 0),
    home_coin_recovery_time: intLikeIn(r, 'home_coin_recovery_time', 0),
    finished_task_num: intIn(r, 'finished_task_num', 0),
    total_task_num: intIn(r, 'total_task_num', 0),
    is_extra_task_reward_received: r.bool('is_extra_task_reward_received'),
    remain_resin_discount_num: intIn(r, 'remain_resin_discount_num', 0),
    resin_discount_num_limit: intIn(r, 'resin_discount_num_limit', 0),
    max_expedition_num: intIn(r, 'max_expedition_num', 0),
    expeditions: r.arr('expeditions').map((e) => readExpedition(e, catalog)),
    transformer: readTransformer(r),
    daily_task: readDailyTask(r),
    archon_quest_progress: readArchon(r, catalog),
  };
}

/** The main game's real-time notes: one answer, one non-periodic snapshot (the latest wins). */
export const genshinNotesGroup: UpstreamGroup = {
  name: 'genshin.dailyNote',
  game: 2,
  kinds: ['daily_note'],
  endpoints: [DAILY_NOTE],
  next: (role) => [{ endpoint: DAILY_NOTE, input: roleInput(role) }],
  parse(answers, ctx): ParsedRecords {
    const catalog = new CatalogCollector(ctx.lang);
    const latest = answersOf(answers, DAILY_NOTE).at(-1);
    if (!latest) return { snapshots: [], catalog: [] };
    const payload = readNotes(latest, catalog);
    return {
      snapshots: [{ kind: 'daily_note', period: '', capturedAt: latest.capturedAt, payload }],
      catalog: catalog.list(),
    };
  },
};
