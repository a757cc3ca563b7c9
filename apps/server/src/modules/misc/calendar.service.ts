import {
  RETCODE,
  type ActCalendarData,
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
import { abyssPeriod } from '../records/period-records.service.js';
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

/** The role's own results in the permanent challenges; a mode never stored has no data. */
async function modeProgress(db: Kysely<Database>, roleId: string): Promise<ModeProgress> {
  const [abyss, combat, hard] = await Promise.all([
    abyssPeriod(db, roleId, { schedule_type: 1 }),
    latestPayload(db, roleId, 'role_combat'),
    latestPayload(db, roleId, 'hard_challenge'),
  ]);
  const progress: ModeProgress = {};
  if (abyss) {
    progress.tower = {
      is_unlock: abyss.is_unlock,
      max_star: TOWER_MAX_STAR,
      total_star: Math.min(abyss.total_star, TOWER_MAX_STAR),
      has_data: true,
    };
  }
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
  const [snapshot, catalog, progress, notices] = await Promise.all([
    latestPayload(deps.db, roleId, 'act_calendar') as Promise<ActCalendarSnapshot | undefined>,
    deps.catalog.current(),
    modeProgress(deps.db, roleId),
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
