import type { AchievementSnapshot, HardChallengeSnapshot } from '@chronicle/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { fromJson } from '../../db/dialect.js';
import { publicSnapshots } from '../records/public-snapshots.repository.js';
import { chosenPeriod, type PeriodChoice } from '../records/period-records.service.js';
import * as records from '../records/records.repository.js';

const MAIN_GAME = 2;

/**
 * A stored Trial of Dread season of a role (`schedule_type` 1 the newest, 2 the one before, or a
 * `period`; see `PeriodChoice`); `stored` tells whether any season is.
 */
export function seasonOf(
  db: Kysely<Database>,
  gameRoleId: string,
  choice: PeriodChoice,
): Promise<{ snapshot: HardChallengeSnapshot | undefined; stored: boolean }> {
  return chosenPeriod<HardChallengeSnapshot>(db, MAIN_GAME, gameRoleId, 'hard_challenge', choice);
}

/** The latest achievement snapshot of a role. */
export async function achievementsOf(
  db: Kysely<Database>,
  gameRoleId: string,
): Promise<AchievementSnapshot | undefined> {
  const [row] = await records.latestSnapshots(db, MAIN_GAME, gameRoleId, 'achievement', 1);
  return row ? fromJson<AchievementSnapshot | undefined>(row.payload, undefined) : undefined;
}

/**
 * Trial of Dread snapshots whose owners keep every one of `switchIds` public (a switch without a
 * stored row is public; the policy module names the switches), optionally of one season only.
 */
export async function publicSeasons(
  db: Kysely<Database>,
  switchIds: readonly number[],
  period?: string,
): Promise<{ gameRoleId: string; snapshot: HardChallengeSnapshot }[]> {
  let query = publicSnapshots(db, 'hard_challenge', switchIds).select([
    'rs.game_role_id',
    'rs.payload',
  ]);
  if (period !== undefined) query = query.where('rs.period', '=', period);
  const rows = await query.execute();
  return rows.flatMap((r) => {
    const snapshot = fromJson<HardChallengeSnapshot | undefined>(r.payload, undefined);
    return snapshot ? [{ gameRoleId: r.game_role_id, snapshot }] : [];
  });
}
