import { MAIN_GAME_ID } from '@chronicle/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { withAggregates } from './aggregate-batch.js';

const PAGE = 500;

/**
 * Counts every account's public records from scratch, a page of accounts per transaction (memory
 * stays bounded): run once by migration 0011 for the data stored before it.
 */
export async function rebuildPublicAggregates(db: Kysely<Database>): Promise<void> {
  for (const table of [
    'aggregate_accounts',
    'aggregate_teammates',
    'aggregate_build_holders',
    'aggregate_builds',
    'aggregate_seasons',
    'aggregate_season_usage',
  ] as const) {
    await db.deleteFrom(table).execute();
  }
  for (let after = 0; ;) {
    const rows = await db
      .selectFrom('game_roles')
      .select('uid')
      .distinct()
      .where('game_id', '=', MAIN_GAME_ID)
      .where('uid', '>', after)
      .orderBy('uid')
      .limit(PAGE)
      .execute();
    const uids = rows.map((r) => Number(r.uid));
    if (uids.length === 0) return;
    await withAggregates(db, (_trx, batch) => {
      batch.accountsChanged(uids);
      return Promise.resolve();
    });
    after = uids.at(-1) ?? after;
  }
}
