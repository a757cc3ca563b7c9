import { MAIN_GAME_ID } from '@chronicle/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { toFlag } from '../../db/dialect.js';
import { adultBirthCutoff } from '../account/age.js';

/**
 * The main-game snapshots of `kind` whose owners keep every one of `switchIds` public (a switch
 * without a stored row is public), for aggregates that anyone may read (the wiki's lineups, the
 * Trial of Dread popularity), leaving out under-13 accounts (whose records are never public). The
 * policy module names the switches; callers add select and order.
 */
export function publicSnapshots(
  db: Kysely<Database>,
  kind: string,
  switchIds: readonly number[],
  today: Date = new Date(),
) {
  return db
    .selectFrom('record_snapshots as rs')
    .innerJoin('game_roles as gr', (join) =>
      join.onRef('gr.game_id', '=', 'rs.game_id').onRef('gr.game_role_id', '=', 'rs.game_role_id'),
    )
    .innerJoin('accounts as acc', 'acc.uid', 'gr.uid')
    .where((eb) =>
      eb.or([
        eb('acc.birth_date', 'is', null),
        eb('acc.birth_date', '<=', adultBirthCutoff(today)),
      ]),
    )
    .where('rs.game_id', '=', MAIN_GAME_ID)
    .where('rs.kind', '=', kind)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('privacy_switches as ps')
            .select('ps.switch_id')
            .whereRef('ps.uid', '=', 'gr.uid')
            .whereRef('ps.game_id', '=', 'rs.game_id')
            .where('ps.switch_id', 'in', [...switchIds])
            .where('ps.is_public', '=', toFlag(false)),
        ),
      ),
    );
}
