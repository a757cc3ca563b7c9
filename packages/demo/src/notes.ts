import type {
  CatalogEntry,
  IndexSnapshot,
  IngestRole,
  IngestSnapshot,
  NotesSnapshot,
} from '@chronicle/contract';
import { ARCHON_CHAPTERS } from './data/notes.js';
import { localize, TABLE_LANGS } from './data/localize.js';
import type { IndexProfile } from './profiles.js';
import { Rng } from './prng.js';

type Avatar = IndexSnapshot['avatars'][number];

/** Catalog entries of the archon chapters the demo's notes refer to. */
export function notesCatalog(): CatalogEntry[] {
  return ARCHON_CHAPTERS.map((c): CatalogEntry => ({
    kind: 'archon_quest',
    id: c.id,
    names: localize(c.title),
    texts: Object.fromEntries(
      TABLE_LANGS.map((lang, i) => [lang, { chapter_num: c.num[i] ?? c.num[0] }]),
    ),
  }));
}

/** Real-time notes of a role as they stood at capture time. */
export function buildNotes(
  role: IngestRole,
  profile: IndexProfile,
  avatars: readonly Avatar[],
): NotesSnapshot {
  const rng = new Rng(`${role.game_role_id}:notes`);
  const resin = rng.int(20, 190);
  const maxCoin = profile.homes > 1 ? 2400 : 1000;
  const coin = rng.int(0, maxCoin - 100);
  const finished = rng.int(1, 4);
  const explorers = rng.shuffle(avatars).slice(0, Math.min(5, rng.int(3, 5)));
  const taskStatus = (i: number): NotesSnapshot['daily_task']['task_rewards'][number] =>
    i < finished - 1
      ? 'TaskRewardStatusTakenAward'
      : i < finished
        ? 'TaskRewardStatusFinished'
        : 'TaskRewardStatusUnfinished';
  const chapters = ARCHON_CHAPTERS.slice(0, profile.progress > 0.8 ? 1 : 2);
  return {
    current_resin: resin,
    max_resin: 200,
    resin_recovery_time: (200 - resin) * 480 - rng.int(0, 479),
    current_home_coin: coin,
    max_home_coin: maxCoin,
    home_coin_recovery_time: Math.round(((maxCoin - coin) / (10 + profile.homes * 5)) * 3600),
    finished_task_num: finished,
    total_task_num: 4,
    is_extra_task_reward_received: finished === 4 && rng.chance(0.7),
    remain_resin_discount_num: rng.int(0, 3),
    resin_discount_num_limit: 3,
    max_expedition_num: 5,
    expeditions: explorers.map((a, i) => ({
      avatar_id: a.id,
      remained_time: i === 0 ? 0 : rng.int(1, 20) * 1800,
    })),
    transformer: {
      obtained: profile.progress > 0.3,
      recovery_time: rng.chance(0.5) ? 0 : rng.int(1, 6 * 24) * 3600,
    },
    daily_task: {
      task_rewards: [0, 1, 2, 3].map(taskStatus),
      attendance_rewards: [
        { status: 'AttendanceRewardStatusTakenAward', progress: 2000 },
        { status: 'AttendanceRewardStatusUnfinished', progress: rng.int(0, 1999) },
      ],
      attendance_visible: true,
      stored_attendance: (rng.int(0, 40) / 2).toFixed(1),
      stored_attendance_refresh_countdown: rng.int(1, 14) * 86_400,
    },
    archon_quest_progress: {
      list: chapters.map((c, i) => ({
        id: c.id,
        status: i === 0 ? 'StatusOngoing' : 'StatusNotOpen',
      })),
      is_open_archon_quest: true,
      is_finish_all_mainline: false,
      is_finish_all_interchapter: profile.progress > 0.8,
    },
  };
}

/**
 * A main-game role's notes as a snapshot. It carries no capture time on purpose: ingest stamps it
 * with the load time, so the demo's resin and timers are live after each seed instead of all full
 * forever (the rest of the demo stays byte-identical between seeds).
 */
export function notesSnapshot(
  role: IngestRole,
  profile: IndexProfile,
  avatars: readonly Avatar[],
): IngestSnapshot {
  return {
    game_id: 2,
    game_role_id: role.game_role_id,
    kind: 'daily_note',
    period: '',
    payload: buildNotes(role, profile, avatars),
  };
}
