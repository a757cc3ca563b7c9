import { MAIN_GAME_ID } from '@chronicle/contract';
import type {
  GcgCoverCategory,
  GcgPrivacySettingsData,
  GcgSetCoverData,
  Lang,
} from '@chronicle/contract';
import type { Viewer } from '../../http/request-context.js';
import { findRole } from '../binding/binding.service.js';
import { assertCanChangeOwnRole } from '../policy/policy.service.js';
import type { RecordsDeps } from '../records/records-deps.js';
import { isCharacterCard } from './gcg.catalog.js';
import { coverChoices, latestGcg, privacyOf, saveCoverChoices, savePrivacy } from './gcg.store.js';
import { coverSlots, invalid, presentCovers, viewOf } from './gcg.service.js';

interface OwnRoleRequest {
  role_id: string | number;
  server: string;
}

/** The owner's role (10001 logged out, 1009 unknown role or server, 10104 anyone else). */
async function ownRole(deps: RecordsDeps, viewer: Viewer | null, request: OwnRoleRequest) {
  const found = await findRole(deps.db, MAIN_GAME_ID, String(request.role_id));
  return assertCanChangeOwnRole(viewer, found, request.server);
}

/**
 * POST gcg/setCover: the owner shows a card (or card back) they own in its slot. A card they do
 * not own, or one of the wrong kind for the slot, is -10001.
 */
export async function setCover(
  deps: RecordsDeps,
  viewer: Viewer | null,
  request: OwnRoleRequest & { category: GcgCoverCategory; card_id: number },
  lang: Lang,
): Promise<GcgSetCoverData> {
  const role = await ownRole(deps, viewer, request);
  const [snapshot, choices, view] = await Promise.all([
    latestGcg(deps.db, role.game_role_id),
    coverChoices(deps.db, role.game_role_id),
    viewOf(deps, lang),
  ]);
  if (!snapshot) throw invalid('the role has no Card Duel profile');
  const id = request.card_id;
  if (request.category === 'CGCCardCategoryCardBack') {
    if (!snapshot.card_back_ids.includes(id)) throw invalid(`card back ${id} is not owned`);
  } else {
    if (!snapshot.cards.some((c) => c.id === id && c.num > 0)) {
      throw invalid(`card ${id} is not owned`);
    }
    const wantsCharacter = request.category === 'GCGCardCategoryAvatarCard';
    if (isCharacterCard(view.catalog, id) !== wantsCharacter) {
      throw invalid(`card ${id} does not belong in ${request.category}`);
    }
  }
  const next = [
    ...coverSlots(snapshot, choices).filter((c) => c.category !== request.category),
    { id, category: request.category },
  ];
  await saveCoverChoices(deps.db, role.game_role_id, next, deps.now());
  return { covers: presentCovers(view, snapshot, next) };
}

/** POST gcg/setPrivacySettings: flags left out keep their value. */
export async function setPrivacySettings(
  deps: RecordsDeps,
  viewer: Viewer | null,
  request: OwnRoleRequest & { is_hide_covers?: boolean; is_hide_replays?: boolean },
): Promise<GcgPrivacySettingsData> {
  const role = await ownRole(deps, viewer, request);
  const current = await privacyOf(deps.db, role.game_role_id);
  const next = {
    is_hide_covers: request.is_hide_covers ?? current.is_hide_covers,
    is_hide_replays: request.is_hide_replays ?? current.is_hide_replays,
  };
  await savePrivacy(deps.db, role.game_role_id, next, deps.now());
  return next;
}
