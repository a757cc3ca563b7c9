import {
  RETCODE,
  SNAPSHOT_KINDS,
  type PeriodsData,
  type PeriodsQuery,
  type PeriodSummary,
  type BuildsData,
  type BuildsQuery,
  type Lang,
  type TrendsData,
  type TrendsQuery,
} from '@chronicle/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { fromJson } from '../../db/dialect.js';
import { ApiError } from '../../http/api-error.js';
import type { Viewer } from '../../http/request-context.js';
import { findRole } from '../binding/binding.service.js';
import {
  assertCanReadCharacterDetails,
  assertCanReadRecords,
  type RecordKind,
} from '../policy/policy.service.js';
import type { RecordsDeps } from '../records/records-deps.js';
import { characterBuilds } from './builds.js';
import { PERIOD_FACTS } from './period-summary.js';
import { roleTrends } from './trends.js';

/** The policy kind a period kind is read under (every endgame mode follows the chronicle switch). */
function policyKind(kind: PeriodsQuery['kind']): RecordKind {
  if (kind === 'role_combat' || kind === 'hard_challenge') return kind;
  if (kind === 'gcg_challenge') return 'gcg';
  return 'spiral_abyss';
}

/**
 * GET chronicle/api/history/periods: every stored period of a role's endgame mode, newest first,
 * under the mode's own privacy (10001, 1009, 10102 as its page). A kind of another game is -10001.
 */
export async function listStoredPeriods(
  db: Kysely<Database>,
  viewer: Viewer | null,
  query: PeriodsQuery,
): Promise<PeriodsData> {
  const games: readonly number[] = SNAPSHOT_KINDS[query.kind].games;
  if (!games.includes(query.game_id)) throw new ApiError(RETCODE.INVALID_REQUEST);
  const found = await findRole(db, query.game_id, query.role_id);
  const { role } = await assertCanReadRecords(db, viewer, found, {
    kind: policyKind(query.kind),
    server: query.server,
  });
  const rows = await db
    .selectFrom('record_snapshots')
    .select(['period', 'captured_at', 'payload'])
    .where('game_id', '=', role.game_id)
    .where('game_role_id', '=', role.game_role_id)
    .where('kind', '=', query.kind)
    .execute();
  const facts = PERIOD_FACTS[query.kind];
  const list: PeriodSummary[] = [];
  for (const row of rows) {
    const payload = fromJson<unknown>(row.payload, undefined);
    if (payload === undefined) continue;
    list.push({
      period: row.period,
      captured_at: Number(row.captured_at),
      ...facts(payload as never),
    });
  }
  // The same order as `schedule_type` reads them (records.repository `periodsOf`).
  list.sort((a, b) => Number(b.period) - Number(a.period) || b.captured_at - a.captured_at);
  return { kind: query.kind, list };
}

/**
 * GET chronicle/api/history/trends: a role's headline numbers over time, under the privacy of its
 * records (10001, 1009, 10102 as its overview).
 */
export async function getTrends(
  db: Kysely<Database>,
  viewer: Viewer | null,
  query: TrendsQuery,
): Promise<TrendsData> {
  const found = await findRole(db, query.game_id, query.role_id);
  const { role } = await assertCanReadRecords(db, viewer, found, {
    kind: 'index',
    server: query.server,
  });
  return { series: await roleTrends(db, role.game_id, role.game_role_id) };
}

/**
 * GET chronicle/api/history/builds: every stored version of one character's build, under the
 * privacy of character details (10001, 1009, 10102 as the character pages). A character the role
 * never had has no versions.
 */
export async function getBuilds(
  deps: RecordsDeps,
  viewer: Viewer | null,
  query: BuildsQuery,
  lang: Lang,
): Promise<BuildsData> {
  if (query.game_id !== 1 && query.game_id !== 2 && query.game_id !== 6) {
    throw new ApiError(RETCODE.INVALID_REQUEST);
  }
  const found = await findRole(deps.db, query.game_id, query.role_id);
  const { role } = await assertCanReadCharacterDetails(deps.db, viewer, found, query.server);
  const catalog = await deps.catalog.current();
  const { name, versions } = await characterBuilds(
    deps.db,
    query.game_id,
    role.game_role_id,
    query.character_id,
    { catalog, lang, absolute: deps.absolute, region: role.region },
  );
  return { character: { id: query.character_id, name }, versions };
}
