import {
  RETCODE,
  type ActCalendarData,
  type AbyssSnapshot,
  type ActCalendarSnapshot,
  type Lang,
  MAIN_GAME_ID,
} from '@chronicle/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { fromJson } from '../../db/dialect.js';
import { ApiError } from '../../http/api-error.js';
import type { Viewer } from '../../http/request-context.js';
import { findRole } from '../binding/binding.service.js';
import { assertCanChangeOwnRole, assertCanReadRecords } from '../policy/policy.service.js';
import { periodPayloads, periodsFrom } from '../records/period-records.service.js';
import { derivedFromLatest } from '../records/records.service.js';
import { cachePerDatabase } from '../genshin/index-cache.js';
import type { RecordsDeps } from '../records/records-deps.js';
import { latestSnapshots } from '../records/records.repository.js';
import { roleSetting, saveRoleSetting } from '../records/role-settings.repository.js';
import { presentCalendar, type ModeProgress } from './calendar.presenter.js';

/** Role setting holding the event ids the owner wants to be reminded of. */
export const NOTICE_KEY = 'act_notices';
/** A Sunken Spire period holds 12 floors × 3 stars of the four scored floors: 36. */
const TOWER_MAX_STAR = 36;

export interface RoleRef {
  role_id: string | number;
  server: string;
}

/** The latest stored payload of a kind, as plain JSON (the schemas of other modes are theirs). */
async function latestPayload(db: Kysely<Database>, roleId: string, kind: string): Promise<unknown> {
  const [row] = await latestSnapshots(db, MAIN_GAME_ID, roleId, kind, 1);
  return row ? fromJson<unknown>(row.payload, undefined) : undefined;
}

/** A number under `key` at the top level or one object down (tolerant of either snapshot shape). */
function numberAt(value: unknown, key: string): number | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const record = value as Record<string, unknown>;
  if (typeof record[key] === 'number') return record[key];
  for (const inner of Object.values(record)) {
    if (inner && typeof inner === 'object' && !Array.isArray(inner)) {
      const found = (inner as Record<string, unknown>)[key];
      if (typeof found === 'number') return found;
    }
  }
  return undefined;
}

function boolAt(value: unknown, key: string): boolean | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const found = (value as Record<string, unknown>)[key];
  return typeof found === 'boolean' ? found : undefined;
}

/** `{mode}.best` of a stored Trial of Dread period, when the role cleared that mode. */
function bestClear(
  value: unknown,
  mode: string,
): { difficulty: number; second: number } | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const best = ((value as Record<string, unknown>)[mode] as Record<string, unknown> | undefined)
    ?.best;
  const difficulty = numberAt(best, 'difficulty');
  const second = numberAt(best, 'second');
  return difficulty === undefined || second === undefined ? undefined : { difficulty, second };
}

/** The calendar and the role's progress in the challenges it lists, as made of stored records. */
interface CalendarRecords {
  snapshot: ActCalendarSnapshot | undefined;
  progress: ModeProgress;
}

/** Roles whose calendar records stay in memory, parsed (a calendar is about 10 KB of JSON). */
const CALENDAR_ROLES = 256;

/** Parsed calendars with the progress in the non-periodic challenges, per snapshot versions. */
const calendarCache = cachePerDatabase<CalendarRecords>(CALENDAR_ROLES);

/** Abyss progress per stored period row (a few numbers out of a 50 KB period). */
const towerCache = cachePerDatabase<ModeProgress['tower'] | null>(4_096);

/** The role's progress in the Spiral Abyss's current period, read once per stored row. */
async function towerProgress(
  db: Kysely<Database>,
  roleId: string,
): Promise<ModeProgress['tower'] | undefined> {
  const { rows } = await periodsFrom(db, MAIN_GAME_ID, roleId, 'spiral_abyss', {
    schedule_type: 1,
  });
  const row = rows[0];
  if (!row) return undefined;
  const cache = towerCache(db);
  const key = `${roleId}:${row.id}.${row.revision}.${row.captured_at}`;
  const kept = cache.get(key);
  if (kept !== undefined) return kept ?? undefined;
  const [abyss] = await periodPayloads<AbyssSnapshot>(db, [row]);
  const tower = abyss && {
    is_unlock: abyss.is_unlock,
    max_star: TOWER_MAX_STAR,
    total_star: Math.min(abyss.total_star, TOWER_MAX_STAR),
    has_data: true,
  };
  cache.set(key, tower ?? null);
  return tower;
}

/**
 * The role's stored calendar and its own results in the permanent challenges (a mode never stored
 * has no data), parsed once per the snapshots' versions: each request used to read and parse the
 * calendar, the abyss period and both challenges' records whole, and that was most of its time
 * (docs/PERFORMANCE.md §4). Only the presenting, which depends on the clock, runs per request.
 */
async function calendarRecords(db: Kysely<Database>, roleId: string): Promise<CalendarRecords> {
  const [kept, tower] = await Promise.all([
    derivedFromLatest(
      db,
      calendarCache(db),
      MAIN_GAME_ID,
      roleId,
      ['act_calendar', 'role_combat', 'hard_challenge'],
      ([calendar, combat, hard]) => ({
        snapshot: calendar as ActCalendarSnapshot | undefined,
        progress: challengeProgress(combat, hard),
      }),
    ),
    towerProgress(db, roleId),
  ]);
  return tower ? { ...kept, progress: { ...kept.progress, tower } } : kept;
}

/** The role's results in the two non-periodic challenge modes, from their stored records. */
function challengeProgress(combat: unknown, hard: unknown): ModeProgress {
  const progress: ModeProgress = {};
  if (combat !== undefined) {
    progress.roleCombat = {
      is_unlock: boolAt(combat, 'is_unlock') ?? true,
      max_round_id: numberAt(combat, 'max_round_id') ?? 0,
      has_data: true,
    };
  }
  if (hard !== undefined) {
    // The best clear of the solo mode, else of co-op (`{single|mp}.best`: difficulty and seconds).
    const best = bestClear(hard, 'single') ?? bestClear(hard, 'mp');
    progress.hardChallenge = {
      is_unlock: boolAt(hard, 'is_unlock') ?? true,
      difficulty: best?.difficulty ?? 0,
      second: best?.second ?? 0,
      has_data: best !== undefined,
    };
  }
  return progress;
}

/**
 * POST genshin/api/act_calendar: the policy of the overview (10001, 1009, 10102 for a visitor on a
 * private chronicle), then the role's stored calendar presented at the server's current time.
 */
export async function getActCalendar(
  deps: RecordsDeps,
  viewer: Viewer | null,
  request: RoleRef,
  lang: Lang,
): Promise<ActCalendarData> {
  const found = await findRole(deps.db, MAIN_GAME_ID, String(request.role_id));
  // The calendar is part of the chronicle overview: the same switch (1) decides, as for the index.
  const { role, isOwner } = await assertCanReadRecords(deps.db, viewer, found, {
    kind: 'index',
    server: request.server,
  });
  const roleId = role.game_role_id;
  const [{ snapshot, progress }, catalog, notices] = await Promise.all([
    calendarRecords(deps.db, roleId),
    deps.catalog.current(),
    // Reminders are the owner's own: a visitor never sees them.
    isOwner ? roleSetting<number[]>(deps.db, MAIN_GAME_ID, roleId, NOTICE_KEY, []) : [],
  ]);
  return presentCalendar({
    snapshot,
    catalog,
    lang,
    absolute: deps.absolute,
    now: Math.floor(deps.now() / 1000),
    progress,
    notices: new Set(notices),
  });
}

/**
 * POST genshin/api/add_notice: the owner (un)subscribes to a reminder of an event listed in the
 * role's calendar; an unknown event → -10001.
 */
export async function addNotice(
  deps: RecordsDeps,
  viewer: Viewer | null,
  request: RoleRef & { act_id: number; enable?: boolean | undefined },
): Promise<{ notice_act_ids: number[] }> {
  const found = await findRole(deps.db, MAIN_GAME_ID, String(request.role_id));
  const role = assertCanChangeOwnRole(viewer, found, request.server);
  const snapshot = (await latestPayload(deps.db, role.game_role_id, 'act_calendar')) as
    ActCalendarSnapshot | undefined;
  const known =
    snapshot?.events.some((e) => e.id === request.act_id) ||
    snapshot?.fixed.some((f) => f.act === request.act_id);
  if (!known) {
    throw new ApiError(RETCODE.INVALID_REQUEST, `Invalid request: no event ${request.act_id}`);
  }
  const ids = new Set(
    await roleSetting<number[]>(deps.db, MAIN_GAME_ID, role.game_role_id, NOTICE_KEY, []),
  );
  if (request.enable === false) ids.delete(request.act_id);
  else ids.add(request.act_id);
  const notice_act_ids = [...ids].sort((a, b) => a - b);
  await saveRoleSetting(
    deps.db,
    MAIN_GAME_ID,
    role.game_role_id,
    NOTICE_KEY,
    notice_act_ids,
    deps.now(),
  );
  return { notice_act_ids };
}
