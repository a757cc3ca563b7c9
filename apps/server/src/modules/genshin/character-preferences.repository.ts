import { MAIN_GAME_ID } from '@chronicle/contract';
import type { RelicPropertyLists } from '@chronicle/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { fromJson, toJson } from '../../db/dialect.js';

/**
 * The owner's stored choices of a role: avatar id → lists, or null for "back to the
 * recommendation". Characters without a row are absent (the ingested build decides).
 */
export async function preferencesOf(
  db: Kysely<Database>,
  gameRoleId: string,
): Promise<Map<number, RelicPropertyLists | null>> {
  const rows = await db
    .selectFrom('character_preferences')
    .select(['avatar_id', 'custom_properties'])
    .where('game_id', '=', MAIN_GAME_ID)
    .where('game_role_id', '=', gameRoleId)
    .execute();
  return new Map(
    rows.map((r) => [
      Number(r.avatar_id),
      fromJson<RelicPropertyLists | null>(r.custom_properties, null),
    ]),
  );
}

/** Stores (replaces) the owner's choice for one character; `null` is stored too (a reset). */
export async function savePreference(
  db: Kysely<Database>,
  gameRoleId: string,
  avatarId: number,
  lists: RelicPropertyLists | null,
  now: number,
): Promise<void> {
  const custom_properties = toJson(lists);
  await db
    .insertInto('character_preferences')
    .values({
      game_id: MAIN_GAME_ID,
      game_role_id: gameRoleId,
      avatar_id: avatarId,
      custom_properties,
      updated_at: now,
    })
    .onConflict((oc) =>
      oc
        .columns(['game_id', 'game_role_id', 'avatar_id'])
        .doUpdateSet({ custom_properties, updated_at: now }),
    )
    .execute();
}
