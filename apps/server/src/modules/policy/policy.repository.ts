import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { fromFlag, toFlag } from '../../db/dialect.js';

/** Stored switches of an account in one game (switch id → public). Missing ids are not listed. */
export async function switchesOf(
  db: Kysely<Database>,
  uid: number,
  gameId: number,
): Promise<Map<number, boolean>> {
  const rows = await db
    .selectFrom('privacy_switches')
    .select(['switch_id', 'is_public'])
    .where('uid', '=', uid)
    .where('game_id', '=', gameId)
    .execute();
  return new Map(rows.map((r) => [r.switch_id, fromFlag(r.is_public)]));
}

export async function upsertSwitch(
  db: Kysely<Database>,
  uid: number,
  gameId: number,
  switchId: number,
  isPublic: boolean,
): Promise<void> {
  await db
    .insertInto('privacy_switches')
    .values({ uid, game_id: gameId, switch_id: switchId, is_public: toFlag(isPublic) })
    .onConflict((oc) =>
      oc.columns(['uid', 'game_id', 'switch_id']).doUpdateSet({ is_public: toFlag(isPublic) }),
    )
    .execute();
}

/** An account's birth date (YYYY-MM-DD), `null` when not given, `undefined` when no such account. */
export async function birthDateOf(
  db: Kysely<Database>,
  uid: number,
): Promise<string | null | undefined> {
  const row = await db
    .selectFrom('accounts')
    .select('birth_date')
    .where('uid', '=', uid)
    .executeTakeFirst();
  return row ? row.birth_date : undefined;
}

/** Whether at least one of an account's roles has its chronicle (switch 1) public in its game. */
export async function hasPublicChronicle(db: Kysely<Database>, uid: number): Promise<boolean> {
  const row = await db
    .selectFrom('game_roles as gr')
    .select('gr.game_role_id')
    .where('gr.uid', '=', uid)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('privacy_switches as ps')
            .select('ps.switch_id')
            .whereRef('ps.uid', '=', 'gr.uid')
            .whereRef('ps.game_id', '=', 'gr.game_id')
            .where('ps.switch_id', '=', 1)
            .where('ps.is_public', '=', toFlag(false)),
        ),
      ),
    )
    .executeTakeFirst();
  return row !== undefined;
}
