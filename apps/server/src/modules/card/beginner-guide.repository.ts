import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';

/** The guide keys an account has seen. */
export async function seenGuides(db: Kysely<Database>, uid: number): Promise<Set<string>> {
  const rows = await db
    .selectFrom('beginner_guides')
    .select('guide_key')
    .where('uid', '=', uid)
    .execute();
  return new Set(rows.map((r) => r.guide_key));
}

/** Marks a guide seen; seeing it again keeps the first time. */
export async function markGuideSeen(
  db: Kysely<Database>,
  uid: number,
  key: string,
  seenAt: number,
): Promise<void> {
  await db
    .insertInto('beginner_guides')
    .values({ uid, guide_key: key, seen_at: seenAt })
    .onConflict((oc) => oc.columns(['uid', 'guide_key']).doNothing())
    .execute();
}
