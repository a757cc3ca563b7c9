import {
  GAMES,
  RETCODE,
  SERVER_TEXT,
  gameByBiz,
  gameById,
  serverForUid,
  type GameRole,
  type IngestRole,
  type Lang,
} from '@chronicle/contract';
import type { Kysely } from 'kysely';
import type { Static } from 'typebox';
import type { Database } from '../../db/database.js';
import { fromFlag, toFlag } from '../../db/dialect.js';
import { ApiError } from '../../http/api-error.js';
import * as repo from './binding.repository.js';
import type { RoleRow } from './binding.repository.js';

export type { RoleRow } from './binding.repository.js';

/** The localized display name of a server (region) id; the id itself when unknown. */
export function regionName(gameId: number, region: string, lang: Lang): string {
  const server = gameById(gameId)?.servers.find((s) => s.region === region);
  return server ? SERVER_TEXT[lang].regions[server.nameKey] : region;
}

/** Finds a bound role by game and in-game uid. */
export function findRole(
  db: Kysely<Database>,
  gameId: number,
  gameRoleId: string,
): Promise<RoleRow | undefined> {
  return repo.findRole(db, gameId, gameRoleId);
}

/** All roles of an account, optionally in one game. */
export function rolesOf(db: Kysely<Database>, uid: number, gameId?: number): Promise<RoleRow[]> {
  return repo.rolesOfAccount(db, uid, gameId);
}

/**
 * The role a card shows per game: the chosen one, else the first bound
 * (docs/reference/web-app.md#record-cards-and-roles).
 */
export function displayedRoles(roles: readonly RoleRow[]): Map<number, RoleRow> {
  const byGame = new Map<number, RoleRow>();
  for (const role of roles) {
    const current = byGame.get(role.game_id);
    if (!current || (!fromFlag(current.is_chosen) && fromFlag(role.is_chosen))) {
      byGame.set(role.game_id, role);
    }
  }
  return byGame;
}

/** The cookie owner's roles for getUserGameRolesByCookie, optionally filtered by game_biz. */
export async function listGameRoles(
  db: Kysely<Database>,
  uid: number,
  gameBiz: string | undefined,
  lang: Lang,
): Promise<Static<typeof GameRole>[]> {
  let gameId: number | undefined;
  if (gameBiz) {
    const game = gameByBiz(gameBiz);
    if (!game) return [];
    gameId = game.id;
  }
  const roles = await repo.rolesOfAccount(db, uid, gameId);
  const order = GAMES.map((g) => g.id as number);
  return roles
    .slice()
    .sort((a, b) => order.indexOf(a.game_id) - order.indexOf(b.game_id))
    .map((role) => ({
      game_biz: gameById(role.game_id)?.gameBiz ?? '',
      region: role.region,
      game_uid: role.game_role_id,
      nickname: role.nickname,
      level: role.level,
      is_chosen: fromFlag(role.is_chosen),
      region_name: regionName(role.game_id, role.region, lang),
      is_official: true,
    }));
}

/**
 * The stored row of a role pushed by ingest. The region defaults to the one the uid maps to; a role
 * with neither is a payload error (-9101).
 */
export function ingestedRoleRow(role: IngestRole, where = '$', now = Date.now()): RoleRow {
  const region = role.region ?? serverForUid(role.game_id, role.game_role_id);
  if (!region) {
    throw new ApiError(
      RETCODE.INVALID_PAYLOAD,
      `Invalid payload: ${where}.region is required: uid ${role.game_role_id} maps to no server`,
    );
  }
  return {
    game_id: role.game_id,
    game_role_id: role.game_role_id,
    uid: role.uid,
    region,
    nickname: role.nickname,
    level: role.level,
    is_chosen: toFlag(role.is_chosen ?? false),
    created_at: now,
  };
}

/** Binds (or updates) a role pushed by ingest (see `ingestedRoleRow`). */
export async function upsertIngestedRole(
  db: Kysely<Database>,
  role: IngestRole,
  where = '$',
): Promise<void> {
  const row = ingestedRoleRow(role, where);
  await repo.upsertRole(db, row);
  if (role.is_chosen) await repo.unchooseOtherRoles(db, role.uid, role.game_id, role.game_role_id);
}

/**
 * `upsertIngestedRole` of rows from `ingestedRoleRow`, a few hundred per statement. Each role and
 * each account's game appear once at most, so no row's write depends on another's.
 */
export async function upsertIngestedRoleRows(
  db: Kysely<Database>,
  rows: readonly RoleRow[],
): Promise<void> {
  await repo.upsertRoles(db, rows);
  await repo.unchooseOthers(
    db,
    rows.filter((r) => r.is_chosen === toFlag(true)),
  );
}
