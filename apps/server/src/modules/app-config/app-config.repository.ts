import type { Announcement } from '@chronicle/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';

/** The stored announcement of a game in one language, if any. */
export async function findAnnouncement(
  db: Kysely<Database>,
  gameId: number,
  lang: string,
): Promise<Announcement | undefined> {
  return db
    .selectFrom('announcements')
    .select(['version', 'title', 'content'])
    .where('game_id', '=', gameId)
    .where('lang', '=', lang)
    .executeTakeFirst();
}

export async function upsertAnnouncement(
  db: Kysely<Database>,
  gameId: number,
  lang: string,
  announcement: Announcement,
  now: number,
): Promise<void> {
  // Only the declared fields: a body's extra keys (game_id, lang, __proto__) never reach the row.
  const values = {
    version: announcement.version,
    title: announcement.title,
    content: announcement.content,
    updated_at: now,
  };
  await db
    .insertInto('announcements')
    .values({ game_id: gameId, lang, ...values })
    .onConflict((oc) => oc.columns(['game_id', 'lang']).doUpdateSet(values))
    .execute();
}

export async function removeAnnouncement(
  db: Kysely<Database>,
  gameId: number,
  lang: string,
): Promise<void> {
  await db
    .deleteFrom('announcements')
    .where('game_id', '=', gameId)
    .where('lang', '=', lang)
    .execute();
}

/** The switches an operator has set for a game (keys never set are absent). */
export async function storedFeatureSwitches(
  db: Kysely<Database>,
  gameId: number,
): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('feature_switches')
    .select(['switch_key', 'value'])
    .where('game_id', '=', gameId)
    .execute();
  return new Map(rows.map((r) => [r.switch_key, r.value]));
}

export async function upsertFeatureSwitches(
  db: Kysely<Database>,
  gameId: number,
  switches: ReadonlyArray<readonly [string, string]>,
  now: number,
): Promise<void> {
  if (switches.length === 0) return;
  await db.transaction().execute(async (trx) => {
    for (const [key, value] of switches) {
      await trx
        .insertInto('feature_switches')
        .values({ game_id: gameId, switch_key: key, value, updated_at: now })
        .onConflict((oc) =>
          oc.columns(['game_id', 'switch_key']).doUpdateSet({ value, updated_at: now }),
        )
        .execute();
    }
  });
}
