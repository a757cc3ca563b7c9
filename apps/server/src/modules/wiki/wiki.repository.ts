import type { AbyssSnapshot, CharacterBuild, CharactersSnapshot } from '@chronicle/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { fromJson } from '../../db/dialect.js';

const MAIN_GAME = 2;

/**
 * The newest stored build of a character in any role's `characters` snapshot: the wiki's source of
 * its talents, constellations and relic recommendation (the same for every owner). Snapshots are
 * read newest first and one at a time, so a popular character costs one payload.
 */
export async function newestBuildOf(
  db: Kysely<Database>,
  avatarId: number,
): Promise<CharacterBuild | undefined> {
  const ids = await db
    .selectFrom('record_snapshots')
    .select('id')
    .where('game_id', '=', MAIN_GAME)
    .where('kind', '=', 'characters')
    .orderBy('captured_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  for (const { id } of ids) {
    const row = await db
      .selectFrom('record_snapshots')
      .select('payload')
      .where('id', '=', id)
      .executeTakeFirst();
    const snapshot = fromJson<CharactersSnapshot | undefined>(row?.payload, undefined);
    const build = snapshot?.avatars.find((a) => a.id === avatarId);
    if (build) return build;
  }
  return undefined;
}

/** Every stored Spiral Abyss snapshot of every role (all periods). */
export async function allAbyssSnapshots(db: Kysely<Database>): Promise<AbyssSnapshot[]> {
  const rows = await db
    .selectFrom('record_snapshots')
    .select('payload')
    .where('game_id', '=', MAIN_GAME)
    .where('kind', '=', 'spiral_abyss')
    .execute();
  return rows.flatMap((r) => {
    const snapshot = fromJson<AbyssSnapshot | undefined>(r.payload, undefined);
    return snapshot ? [snapshot] : [];
  });
}
