import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, GameRolesTable } from '../../db/database.js';
import { statementChunks } from '../../db/chunks.js';
import { withAggregates } from '../aggregates/aggregate-batch.js';

export type RoleRow = Selectable<GameRolesTable>;

/** Roles of an account, oldest binding first (so "the first role" is stable). */
export async function rolesOfAccount(
  db: Kysely<Database>,
  uid: number,
  gameId?: number,
): Promise<RoleRow[]> {
  let query = db.selectFrom('game_roles').selectAll().where('uid', '=', uid);
  if (gameId !== undefined) query = query.where('game_id', '=', gameId);
  return query.orderBy('created_at').orderBy('game_role_id').execute();
}

export async function findRole(
  db: Kysely<Database>,
  gameId: number,
  gameRoleId: string,
): Promise<RoleRow | undefined> {
  return db
    .selectFrom('game_roles')
    .selectAll()
    .where('game_id', '=', gameId)
    .where('game_role_id', '=', gameRoleId)
    .executeTakeFirst();
}

export async function upsertRole(
  db: Kysely<Database>,
  row: Insertable<GameRolesTable>,
): Promise<void> {
  await upsertRoles(db, [row]);
}

/** Inserts or updates roles (each key once); `created_at` is kept from the first binding. */
export async function upsertRoles(
  db: Kysely<Database>,
  rows: readonly Insertable<GameRolesTable>[],
): Promise<void> {
  // A role given to another account moves its records between the public aggregates' accounts.
  await withAggregates(db, (trx, batch) =>
    batch.writeRoles(rows, async () => {
      for (const part of statementChunks(rows)) {
        await trx
          .insertInto('game_roles')
          .values(part)
          .onConflict((oc) =>
            oc.columns(['game_id', 'game_role_id']).doUpdateSet((eb) => ({
              uid: eb.ref('excluded.uid'),
              region: eb.ref('excluded.region'),
              nickname: eb.ref('excluded.nickname'),
              level: eb.ref('excluded.level'),
              is_chosen: eb.ref('excluded.is_chosen'),
            })),
          )
          .execute();
      }
    }),
  );
}

/** `unchooseOtherRoles` of many chosen roles, each of another account and game. */
export async function unchooseOthers(
  db: Kysely<Database>,
  chosen: readonly { uid: number; game_id: number; game_role_id: string }[],
): Promise<void> {
  const keep = new Set(chosen.map((r) => `${r.game_id}:${r.game_role_id}`));
  const games = new Set(chosen.map((r) => `${r.uid}:${r.game_id}`));
  const others = new Map<number, string[]>();
  // Found by uid alone: with the game as well, SQLite would walk every role of the game.
  for (const part of statementChunks([...new Set(chosen.map((r) => r.uid))])) {
    const rows = await db
      .selectFrom('game_roles')
      .select(['uid', 'game_id', 'game_role_id'])
      .where('uid', 'in', part)
      .where('is_chosen', '!=', 0)
      .execute();
    for (const r of rows) {
      if (keep.has(`${r.game_id}:${r.game_role_id}`) || !games.has(`${r.uid}:${r.game_id}`))
        continue;
      others.set(r.game_id, [...(others.get(r.game_id) ?? []), r.game_role_id]);
    }
  }
  for (const [gameId, ids] of others) {
    for (const part of statementChunks(ids)) {
      await db
        .updateTable('game_roles')
        .set({ is_chosen: 0 })
        .where('game_id', '=', gameId)
        .where('game_role_id', 'in', part)
        .execute();
    }
  }
}

/** Clears `is_chosen` on an account's other roles in a game (one chosen role per game). */
export async function unchooseOtherRoles(
  db: Kysely<Database>,
  uid: number,
  gameId: number,
  keepRoleId: string,
): Promise<void> {
  await db
    .updateTable('game_roles')
    .set({ is_chosen: 0 })
    .where('uid', '=', uid)
    .where('game_id', '=', gameId)
    .where('game_role_id', '!=', keepRoleId)
    .execute();
}
