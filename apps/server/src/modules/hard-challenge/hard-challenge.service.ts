import {
  RETCODE,
  type AchievementData,
  type HardChallengeData,
  type HardChallengePopularityData,
  type Lang,
  MAIN_GAME_ID,
} from '@chronicle/contract';
import { ApiError } from '../../http/api-error.js';
import type { Viewer } from '../../http/request-context.js';
import { findRole } from '../binding/binding.service.js';
import { publicSeasonUsage } from '../aggregates/aggregates.service.js';
import { assertCanReadRecords } from '../policy/policy.service.js';
import type { RecordsDeps } from '../records/records-deps.js';
import { presentAchievements } from './achievement.presenter.js';
import { presentHardChallenge } from './hard-challenge.presenter.js';
import { presentUsage } from './popularity.js';
import { achievementsOf, seasonOf } from './hard-challenge.repository.js';

type Deps = Pick<RecordsDeps, 'db' | 'catalog' | 'absolute'>;

/**
 * GET genshin/api/hard_challenge: the policy of every record page (10001, 1009, 10102 for a visitor
 * on a private chronicle), then the current (1, default) or previous (2) stored season followed by
 * the real API's placeholder season; a season never stored is just the placeholder.
 */
export async function getHardChallenge(
  deps: Deps,
  viewer: Viewer | null,
  request: {
    role_id: string;
    server: string;
    schedule_type?: number | undefined;
    period?: string | undefined;
  },
  lang: Lang,
): Promise<HardChallengeData> {
  const found = await findRole(deps.db, MAIN_GAME_ID, request.role_id);
  const { role } = await assertCanReadRecords(deps.db, viewer, found, {
    kind: 'hard_challenge',
    server: request.server,
  });
  const [{ snapshot, stored }, catalog] = await Promise.all([
    seasonOf(deps.db, role.game_role_id, request),
    deps.catalog.current(),
  ]);
  return presentHardChallenge({
    snapshot,
    unlocked: stored,
    catalog,
    lang,
    absolute: deps.absolute,
  });
}

/**
 * GET genshin/api/hard_challenge/popularity: characters fielded in a season (the newest stored by
 * default) counted once per role, over the roles whose chronicle is public only, overall and per
 * boss. Any logged-in user may read it: it names no role. The counts are the public aggregates,
 * kept up to date as records change: a request reads one season's rows, never the snapshots.
 */
export async function getHardChallengePopularity(
  deps: Deps,
  viewer: Viewer | null,
  request: { schedule_id?: string | undefined },
  lang: Lang,
): Promise<HardChallengePopularityData> {
  if (!viewer) throw new ApiError(RETCODE.LOGIN_REQUIRED);
  const [{ scheduleId, usage }, catalog] = await Promise.all([
    publicSeasonUsage(deps.db, request.schedule_id),
    deps.catalog.current(),
  ]);
  return presentUsage(usage, scheduleId, { catalog, lang, absolute: deps.absolute });
}

/** POST genshin/api/achievement: the record policy, then progress per category of the latest capture. */
export async function getAchievements(
  deps: Deps,
  viewer: Viewer | null,
  request: { role_id: string | number; server: string },
  lang: Lang,
): Promise<AchievementData> {
  const found = await findRole(deps.db, MAIN_GAME_ID, String(request.role_id));
  const { role } = await assertCanReadRecords(deps.db, viewer, found, {
    kind: 'achievement',
    server: request.server,
  });
  const [snapshot, catalog] = await Promise.all([
    achievementsOf(deps.db, role.game_role_id),
    deps.catalog.current(),
  ]);
  return presentAchievements({ snapshot, catalog, lang, absolute: deps.absolute });
}
