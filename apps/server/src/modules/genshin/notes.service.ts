import { MAIN_GAME_ID } from '@chronicle/contract';
import type { DailyNoteData, Lang } from '@chronicle/contract';
import { answerOrigin } from '../../http/absolute-url.js';
import type { Viewer } from '../../http/request-context.js';
import { assertCanReadRoleNotes } from '../policy/policy.service.js';
import { latestNotes, notesSnapshotOf } from '../records/period-records.service.js';
import type { AbyssDeps } from './abyss.service.js';
import { IndexCache } from './index-cache.js';
import { presentNotes } from './notes.presenter.js';

export interface NotesDeps extends AbyssDeps {
  /** The clock the recovery times run on (Unix ms); tests inject their own. */
  now: () => number;
}

/**
 * GET genshin/api/dailyNote, as UTF-8 bytes ready to send: the owner's alone (10104 for anyone
 * else, 10102 with switch 3 off), then the stored notes moved forward to now and serialized by
 * `serialize`.
 */
export async function getDailyNoteJson(
  deps: NotesDeps,
  viewer: Viewer | null,
  request: { role_id: string; server: string },
  lang: Lang,
  serialize: (data: DailyNoteData) => string,
): Promise<Buffer> {
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
  // The answer moves on with the clock only by whole seconds since the capture (presentNotes), so
  // one made in the same second from the same stored notes is the same answer, byte for byte: it
  // is kept for the requests of that second (a bot polling the notes), with its compressed copies.
  const elapsed = stored ? Math.max(0, Math.floor((now - stored.capturedAt) / 1000)) : 0;
  const key = [
    role.game_role_id,
    catalog.generation,
    lang,
    answerOrigin(),
    elapsed,
    stored?.capturedAt ?? '',
    stored?.text ?? '',
  ].join('|');
  const kept = answers.get(key);
  if (kept) return kept;
  const snapshot = stored && notesSnapshotOf(stored);
  const json = Buffer.from(
    serialize(
      presentNotes({
        snapshot,
        capturedAt: snapshot && stored ? stored.capturedAt : now,
        now,
        catalog,
        lang,
        absolute: deps.absolute,
      }),
    ),
  );
  answers.set(key, json);
  return json;
}

/** Answers of the current second, per role, stored notes, catalog and language. */
const answers = new IndexCache<Buffer>(64);
