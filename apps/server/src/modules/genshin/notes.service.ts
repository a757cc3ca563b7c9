import { MAIN_GAME_ID } from '@chronicle/contract';
import type { DailyNoteData, Lang } from '@chronicle/contract';
import { assertCanReadRoleNotes } from '../policy/policy.service.js';
import { latestNotes } from '../records/period-records.service.js';
import type { Viewer } from '../../http/request-context.js';
import type { AbyssDeps } from './abyss.service.js';
import { presentNotes } from './notes.presenter.js';

export interface NotesDeps extends AbyssDeps {
  /** The clock the recovery times run on (Unix ms); tests inject their own. */
  now: () => number;
}

/**
 * GET genshin/api/dailyNote: the owner's alone (10104 for anyone else, 10102 with switch 3 off),
 * then the stored notes moved forward to now.
 */
export async function getDailyNote(
  deps: NotesDeps,
  viewer: Viewer | null,
  request: { role_id: string; server: string },
  lang: Lang,
): Promise<DailyNoteData> {
  const role = await assertCanReadRoleNotes(
    deps.db,
    viewer,
    MAIN_GAME_ID,
    request.role_id,
    request.server,
  );
  const [stored, catalog] = await Promise.all([
    latestNotes(deps.db, role.game_role_id),
    deps.catalog.current(),
  ]);
  const now = deps.now();
  return presentNotes({
    snapshot: stored?.snapshot,
    capturedAt: stored?.capturedAt ?? now,
    now,
    catalog,
    lang,
    absolute: deps.absolute,
  });
}
