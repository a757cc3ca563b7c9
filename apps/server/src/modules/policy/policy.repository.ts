import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { statementChunks } from '../../db/chunks.js';
import { fromFlag, toFlag } from '../../db/dialect.js';
import { withAggregates } from '../aggregates/aggregate-batch.js';

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
  await upsertSwitches(db, [{ uid, game_id: gameId, switch_id: switchId, is_public: isPublic }]);
}

/** Writes switches in order (of one switch written twice, the later value stays). */
export async function upsertSwitches(
  db: Kysely<Database>,
  switches: readonly { uid: number; game_id: number; switch_id: number; is_public: boolean }[],
): Promise<void> {
  const last = new Map(switches.map((s) => [`${s.uid}:${s.game_id}:${s.switch_id}`, s]));
  const rows = [...last.values()].map((s) => ({ ...s, is_public: toFlag(s.is_public) }));
  // The public aggregates count a role's records only while its owner's switches allow it.
  await withAggregates(db, async (trx, batch) => {
    for (const part of statementChunks(rows)) {
      await trx
        .insertInto('privacy_switches')
        .values(part)
        .onConflict((oc) =>
          oc
            .columns(['uid', 'game_id', 'switch_id'])
            .doUpdateSet((eb) => ({ is_public: eb.ref('excluded.is_public') })),
        )
        .execute();
    }
    batch.accountsChanged(rows.map((r) => r.uid));
  });
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
