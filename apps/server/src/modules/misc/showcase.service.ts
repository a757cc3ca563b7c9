import { RETCODE, MAIN_GAME_ID } from '@chronicle/contract';
import { ApiError } from '../../http/api-error.js';
import type { Viewer } from '../../http/request-context.js';
import { findRole } from '../binding/binding.service.js';
import { assertCanChangeOwnRole } from '../policy/policy.service.js';
import type { RecordsDeps } from '../records/records-deps.js';
import { latestIndexSnapshot } from '../records/records.service.js';
import { saveRoleSetting } from '../records/role-settings.repository.js';

/** Role setting holding the owner's showcase characters, in their order. */
export const SHOWCASE_KEY = 'showcase_avatars';

/**
 * POST genshin/api/character/top: the owner picks up to 8 showcase characters (genshin.py
 * `set_top_genshin_characters`). Every id must be a character the role owns, without repeats;
 * anything else → -10001. An empty list clears the choice.
 */
export async function setShowcase(
  deps: RecordsDeps,
  viewer: Viewer | null,
  request: { avatar_ids: number[]; uid_key: string | number; server_key: string },
): Promise<Record<string, never>> {
  const found = await findRole(deps.db, MAIN_GAME_ID, String(request.uid_key));
  const role = assertCanChangeOwnRole(viewer, found, request.server_key);
  if (new Set(request.avatar_ids).size !== request.avatar_ids.length) {
    throw new ApiError(RETCODE.INVALID_REQUEST, 'Invalid request: a character is listed twice');
  }
  const snapshot = await latestIndexSnapshot(deps.db, role.game_role_id);
  const owned = new Set(snapshot?.avatars.map((a) => a.id));
  const missing = request.avatar_ids.find((id) => !owned.has(id));
  if (missing !== undefined) {
    throw new ApiError(
      RETCODE.INVALID_REQUEST,
      `Invalid request: the role has no character ${missing}`,
    );
  }
  await saveRoleSetting(
    deps.db,
    MAIN_GAME_ID,
    role.game_role_id,
    SHOWCASE_KEY,
    request.avatar_ids,
    deps.now(),
  );
  return {};
}
