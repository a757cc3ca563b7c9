import { MAIN_GAME_ID } from '@chronicle/contract';
import type { AchievementSnapshot, HardChallengeSnapshot } from '@chronicle/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { fromJson } from '../../db/dialect.js';
import { chosenPeriod, type PeriodChoice } from '../records/period-records.service.js';
import * as records from '../records/records.repository.js';

/**
 * A stored Trial of Dread season of a role (`schedule_type` 1 the newest, 2 the one before, or a
 * `period`; see `PeriodChoice`); `stored` tells whether any season is.
 */
export function seasonOf(
  db: Kysely<Database>,
  gameRoleId: string,
  choice: PeriodChoice,
): Promise<{ snapshot: HardChallengeSnapshot | undefined; stored: boolean }> {
  return chosenPeriod<HardChallengeSnapshot>(
    db,
    MAIN_GAME_ID,
    gameRoleId,
    'hard_challenge',
    choice,
  );
}

/** The latest achievement snapshot of a role. */
export async function achievementsOf(
  db: Kysely<Database>,
  gameRoleId: string,
): Promise<AchievementSnapshot | undefined> {
  const [row] = await records.latestSnapshots(db, MAIN_GAME_ID, gameRoleId, 'achievement', 1);
  return row ? fromJson<AchievementSnapshot | undefined>(row.payload, undefined) : undefined;
}
