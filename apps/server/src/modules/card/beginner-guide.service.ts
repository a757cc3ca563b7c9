import { GUIDE_KEYS, RETCODE, type GuideKey } from '@chronicle/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { ApiError } from '../../http/api-error.js';
import type { Viewer } from '../../http/request-context.js';
import { markGuideSeen, seenGuides } from './beginner-guide.repository.js';

function assertGuideKey(key: string): asserts key is GuideKey {
  if (!(GUIDE_KEYS as readonly string[]).includes(key)) {
    throw new ApiError(
      RETCODE.INVALID_REQUEST,
      `Invalid request: unknown guide key "${key}" (known: ${GUIDE_KEYS.join(', ')})`,
    );
  }
}

/** Whether the cookie owner has seen each asked guide (every known guide when none is asked). */
export async function beginnerGuideStatus(
  db: Kysely<Database>,
  viewer: Viewer,
  keys: readonly string[] | undefined,
): Promise<{ list: { key: string; is_seen: boolean }[] }> {
  const asked = keys && keys.length > 0 ? [...new Set(keys)] : [...GUIDE_KEYS];
  asked.forEach(assertGuideKey);
  const seen = await seenGuides(db, viewer.uid);
  return { list: asked.map((key) => ({ key, is_seen: seen.has(key) })) };
}

/** Marks a guide seen for the cookie owner. */
export async function beginnerGuideUpdate(
  db: Kysely<Database>,
  viewer: Viewer,
  key: string,
  now: number,
): Promise<{ key: string; is_seen: boolean }> {
  assertGuideKey(key);
  await markGuideSeen(db, viewer.uid, key, now);
  return { key, is_seen: true };
}
