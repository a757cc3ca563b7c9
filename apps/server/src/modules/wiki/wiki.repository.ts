import type { AbyssSnapshot, CharacterBuild, CharactersSnapshot } from '@chronicle/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { fromJson } from '../../db/dialect.js';
import { publicSnapshots } from '../records/public-snapshots.repository.js';

/**
 * The newest stored build of a character in a public role's `characters` snapshot: the wiki's source
 * of its talents, constellations and relic recommendation (the same for every owner). Snapshots are
 * read newest first and one at a time, so a popular character costs one payload.
 */
export async function newestBuildOf(
  db: Kysely<Database>,
  avatarId: number,
  switchIds: readonly number[],
): Promise<CharacterBuild | undefined> {
  const ids = await publicSnapshots(db, 'characters', switchIds)
    .select('rs.id')
    .orderBy('rs.captured_at', 'desc')
    .orderBy('rs.id', 'desc')
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

/** Every stored Spiral Abyss snapshot (all periods) of the roles whose records are public. */
export async function allAbyssSnapshots(
  db: Kysely<Database>,
  switchIds: readonly number[],
): Promise<AbyssSnapshot[]> {
  const rows = await publicSnapshots(db, 'spiral_abyss', switchIds).select('rs.payload').execute();
  return rows.flatMap((r) => {
    const snapshot = fromJson<AbyssSnapshot | undefined>(r.payload, undefined);
    return snapshot ? [snapshot] : [];
  });
}

/**
 * A cheap fingerprint of that set of abyss snapshots: it changes when a snapshot arrives, is
 * replaced (revision) or leaves the set (a switch turned off), so derived counts can be reused.
 */
export async function abyssGeneration(
  db: Kysely<Database>,
  switchIds: readonly number[],
): Promise<string> {
  const row = await publicSnapshots(db, 'spiral_abyss', switchIds)
    .select(({ fn }) => [
      fn.count<string | number>('rs.id').as('n'),
      fn.max('rs.id').as('top'),
      fn.sum<string | number | null>('rs.revision').as('revisions'),
    ])
    .executeTakeFirst();
  return `${row?.n ?? 0}:${row?.top ?? 0}:${row?.revisions ?? 0}`;
}
