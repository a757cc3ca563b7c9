import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, GameRolesTable } from '../../db/database.js';

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
  const { game_id: _g, game_role_id: _r, created_at: _c, ...rest } = row;
  await db
    .insertInto('game_roles')
    .values(row)
    .onConflict((oc) => oc.columns(['game_id', 'game_role_id']).doUpdateSet(rest))
    .execute();
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
