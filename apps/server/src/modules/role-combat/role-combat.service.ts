import {
  RETCODE,
  type CharMasterData,
  type CharMasterSnapshot,
  type Lang,
  type RoleCombatData,
  type RoleCombatSnapshot,
  MAIN_GAME_ID,
} from '@chronicle/contract';
import { fromJson } from '../../db/dialect.js';
import { ApiError } from '../../http/api-error.js';
import type { Viewer } from '../../http/request-context.js';
import { findRole } from '../binding/binding.service.js';
import { assertCanChangeOwnRole, assertCanReadRecords } from '../policy/policy.service.js';
import type { RecordsDeps } from '../records/records-deps.js';
import { latestSnapshots } from '../records/records.repository.js';
import { roleSetting, saveRoleSetting } from '../records/role-settings.repository.js';
import { presentRoleCombat } from './role-combat.presenter.js';

/** Far more seasons than a role collects in years (one a month); bounds the answer's size. */
const MAX_SEASONS = 60;
/** Role setting: avatar ids whose echo-master red dot the owner dismissed. */
export const RED_DOT_SETTING = 'char_master.red_dot_cancelled';

interface RoleRequest {
  role_id: string | number;
  server: string;
}

async function readableRole(deps: RecordsDeps, viewer: Viewer | null, request: RoleRequest) {
  const found = await findRole(deps.db, MAIN_GAME_ID, String(request.role_id));
  const { role } = await assertCanReadRecords(deps.db, viewer, found, {
    kind: 'role_combat',
    server: request.server,
  });
  return role;
}

/**
 * GET genshin/api/role_combat: the abyss's policy (10001, 1009, 10102 for a visitor on a private
 * chronicle), then every stored season newest first (genshin.py reads several; the page switches
 * between them). No stored season is a valid answer with `is_unlock` false.
 */
export async function getRoleCombat(
  deps: RecordsDeps,
  viewer: Viewer | null,
  request: RoleRequest & { need_detail?: boolean | undefined },
  lang: Lang,
): Promise<RoleCombatData> {
  const role = await readableRole(deps, viewer, request);
  const [rows, catalog] = await Promise.all([
    latestSnapshots(deps.db, MAIN_GAME_ID, role.game_role_id, 'role_combat', MAX_SEASONS),
    deps.catalog.current(),
  ]);
  const seasons = rows
    .map((row) => fromJson<RoleCombatSnapshot | undefined>(row.payload, undefined))
    .filter((s): s is RoleCombatSnapshot => s !== undefined);
  return presentRoleCombat({
    seasons,
    needDetail: request.need_detail === true,
    catalog,
    lang,
    absolute: deps.absolute,
  });
}

async function storedCharMaster(deps: RecordsDeps, gameRoleId: string) {
  const [row] = await latestSnapshots(deps.db, MAIN_GAME_ID, gameRoleId, 'char_master', 1);
  return fromJson<CharMasterSnapshot>(row?.payload, { list: [] });
}

/**
 * GET genshin/api/char_master: the echo masters with names and icons in the request language; a
 * red dot the owner dismissed stays dismissed whatever a later ingest says.
 */
export async function getCharMaster(
  deps: RecordsDeps,
  viewer: Viewer | null,
  request: RoleRequest,
  lang: Lang,
): Promise<CharMasterData> {
  const role = await readableRole(deps, viewer, request);
  const [snapshot, dismissed, catalog] = await Promise.all([
    storedCharMaster(deps, role.game_role_id),
    roleSetting<number[]>(deps.db, MAIN_GAME_ID, role.game_role_id, RED_DOT_SETTING, []),
    deps.catalog.current(),
  ]);
  const cancelled = new Set(dismissed);
  return {
    list: snapshot.list.map((item) => {
      const view = catalog.get('character', item.avatar_id, lang);
      return {
        avatar_id: item.avatar_id,
        name: view?.name ?? '',
        icon: deps.absolute(view?.icon),
        status: item.status,
        has_red_dot: item.has_red_dot && !cancelled.has(item.avatar_id),
        level_id: item.level_id,
      };
    }),
  };
}

/**
 * POST genshin/api/char_master/red_dot/cancel: the owner only (10001, 1009, else 10104); clears
 * one avatar's red dot, or every current one when no avatar is given. An avatar the role has no
 * echo master for → -10001.
 */
export async function cancelRedDot(
  deps: RecordsDeps,
  viewer: Viewer | null,
  request: RoleRequest & { avatar_id?: number | undefined },
): Promise<Record<string, never>> {
  const found = await findRole(deps.db, MAIN_GAME_ID, String(request.role_id));
  const role = assertCanChangeOwnRole(viewer, found, request.server);
  const snapshot = await storedCharMaster(deps, role.game_role_id);
  const target = request.avatar_id;
  if (target !== undefined && !snapshot.list.some((item) => item.avatar_id === target)) {
    throw new ApiError(
      RETCODE.INVALID_REQUEST,
      `Invalid request: the role has no echo master ${target}`,
    );
  }
  const before = await roleSetting<number[]>(
    deps.db,
    MAIN_GAME_ID,
    role.game_role_id,
    RED_DOT_SETTING,
    [],
  );
  const added =
    target !== undefined
      ? [target]
      : snapshot.list.filter((item) => item.has_red_dot).map((item) => item.avatar_id);
  const next = [...new Set([...before, ...added])].sort((a, b) => a - b);
  await saveRoleSetting(
    deps.db,
    MAIN_GAME_ID,
    role.game_role_id,
    RED_DOT_SETTING,
    next,
    deps.now(),
  );
  return {};
}
