import {
  EVENTS,
  eventBySlug,
  RETCODE,
  type ActivityRecordData,
  type EventDecl,
  type Lang,
  MAIN_GAME_ID,
} from '@chronicle/contract';
import { answerOrigin } from '../../http/absolute-url.js';
import { ApiError } from '../../http/api-error.js';
import type { Viewer } from '../../http/request-context.js';
import { findRole } from '../binding/binding.service.js';
import { assertCanReadRecords } from '../policy/policy.service.js';
import type { RecordsDeps } from '../records/records-deps.js';
import { activitiesEntry, presentActivity } from './activities.presenter.js';
import { eventRecordOf, eventRecordsOf, eventVersionsOf } from './activities.repository.js';
import { IndexCache } from '../genshin/index-cache.js';

type Deps = Pick<RecordsDeps, 'db' | 'catalog' | 'absolute'>;
type RoleRequest = { role_id: string; server: string };

/** The policy of every record page: 10001, 1009, 10102 for a visitor on a private chronicle. */
async function readableRole(deps: Deps, viewer: Viewer | null, request: RoleRequest) {
  const found = await findRole(deps.db, MAIN_GAME_ID, request.role_id);
  const { role } = await assertCanReadRecords(deps.db, viewer, found, {
    kind: 'activities',
    server: request.server,
  });
  return role;
}

async function recordOf(
  deps: Deps,
  gameRoleId: string,
  decl: EventDecl,
  lang: Lang,
): Promise<ActivityRecordData> {
  const [snapshot, catalog] = await Promise.all([
    eventRecordOf(deps.db, gameRoleId, decl.slug),
    deps.catalog.current(),
  ]);
  return presentActivity({ decl, snapshot, catalog, lang, absolute: deps.absolute });
}

/** GET genshin/api/activity/<slug>: one event's record, every sub-page, names in `lang`. */
export async function getActivityRecord(
  deps: Deps,
  viewer: Viewer | null,
  slug: string,
  request: RoleRequest,
  lang: Lang,
): Promise<ActivityRecordData> {
  const decl = eventBySlug(slug);
  // The routes are registered per declared slug, so this is a programming error, not bad input.
  if (!decl) throw new ApiError(RETCODE.INVALID_REQUEST);
  const role = await readableRole(deps, viewer, request);
  return recordOf(deps, role.game_role_id, decl, lang);
}

/**
 * GET genshin/api/activities, as UTF-8 bytes ready to send: one `{slug: entry}` object per event
 * the role took part in, in declaration order; `{"activities": []}` when it took part in none.
 */
export async function getActivitiesJson(
  deps: Deps,
  viewer: Viewer | null,
  request: RoleRequest,
  lang: Lang,
  serialize: (data: ActivitiesData) => string,
): Promise<Buffer> {
  const role = await readableRole(deps, viewer, request);
  const [versions, catalog] = await Promise.all([
    eventVersionsOf(deps.db, role.game_role_id),
    deps.catalog.current(),
  ]);
  // Every event of a role is 100 KB or more to present and serialize: the answer is kept as the
  // bytes sent, per the events' snapshot versions, catalog, language and icon origin.
  const key = [role.game_role_id, versions, catalog.generation, lang, answerOrigin()].join('|');
  const kept = activitiesAnswers.get(key);
  if (kept) return kept;
  const stored = await eventRecordsOf(deps.db, role.game_role_id);
  // Only the events the role took part in are presented, in declaration order.
  const json = Buffer.from(
    serialize({
      activities: (EVENTS as readonly EventDecl[]).flatMap((decl) => {
        const snapshot = stored.get(decl.slug);
        if (!snapshot) return [];
        const record = presentActivity({ decl, snapshot, catalog, lang, absolute: deps.absolute });
        return [{ [decl.slug]: activitiesEntry(record) }];
      }),
    }),
  );
  activitiesAnswers.set(key, json);
  return json;
}

type ActivitiesData = { activities: Array<Record<string, Record<string, unknown>>> };

/** activities answers (keys carry the catalog generation, unique per process: see IndexCache). */
const activitiesAnswers = new IndexCache<Buffer>(64);
