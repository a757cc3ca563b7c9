import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database, UpstreamLinksTable } from '../../db/database.js';

export type LinkRow = Selectable<UpstreamLinksTable>;

export async function insertLink(
  db: Kysely<Database>,
  row: Insertable<UpstreamLinksTable>,
): Promise<number> {
  const inserted = await db
    .insertInto('upstream_links')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(inserted.id);
}

export function findLink(db: Kysely<Database>, id: number): Promise<LinkRow | undefined> {
  return db.selectFrom('upstream_links').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findLinkByAccount(
  db: Kysely<Database>,
  upstream: string,
  upstreamUid: string,
): Promise<LinkRow | undefined> {
  return db
    .selectFrom('upstream_links')
    .selectAll()
    .where('upstream', '=', upstream)
    .where('upstream_uid', '=', upstreamUid)
    .executeTakeFirst();
}

/** Links of a local account (all accounts when `uid` is undefined), oldest first. */
export function linksOf(db: Kysely<Database>, uid?: number): Promise<LinkRow[]> {
  let query = db.selectFrom('upstream_links').selectAll();
  if (uid !== undefined) query = query.where('uid', '=', uid);
  return query.orderBy('id').execute();
}

export async function updateLink(
  db: Kysely<Database>,
  id: number,
  values: Updateable<UpstreamLinksTable>,
): Promise<void> {
  await db.updateTable('upstream_links').set(values).where('id', '=', id).execute();
}

export async function deleteLink(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('upstream_link_roles').where('link_id', '=', id).execute();
  await db.deleteFrom('upstream_links').where('id', '=', id).execute();
}

export function rolesOfLink(
  db: Kysely<Database>,
  linkId: number,
): Promise<{ game_id: number; game_role_id: string }[]> {
  return db
    .selectFrom('upstream_link_roles')
    .select(['game_id', 'game_role_id'])
    .where('link_id', '=', linkId)
    .orderBy('game_id')
    .orderBy('game_role_id')
    .execute();
}

export async function addLinkRole(
  db: Kysely<Database>,
  linkId: number,
  gameId: number,
  gameRoleId: string,
): Promise<void> {
  await db
    .insertInto('upstream_link_roles')
    .values({ link_id: linkId, game_id: gameId, game_role_id: gameRoleId })
    .onConflict((oc) => oc.columns(['link_id', 'game_id', 'game_role_id']).doNothing())
    .execute();
}

/**
 * Takes the lease of one due link for `owner` until `until`: a link whose next sync is due and
 * whose lease is free or expired. One statement, so two workers never take the same link; on
 * PostgreSQL the candidate row is locked with SKIP LOCKED, so workers racing for the same row
 * move on to the next one instead of waiting.
 */
export async function claimDueLink(
  db: Kysely<Database>,
  owner: string,
  now: number,
  until: number,
  postgres: boolean,
): Promise<LinkRow | undefined> {
  return db
    .updateTable('upstream_links')
    .set({ lease_owner: owner, lease_until: until })
    .where('id', '=', (eb) => {
      let candidate = eb
        .selectFrom('upstream_links')
        .select('id')
        .where('next_sync_at', '<=', now)
        .where('lease_until', '<', now)
        .orderBy('next_sync_at')
        .limit(1);
      if (postgres) candidate = candidate.forUpdate().skipLocked();
      return candidate;
    })
    .where('lease_until', '<', now)
    .returningAll()
    .executeTakeFirst();
}

/** Takes the lease of one link now (sync now), unless another worker holds it. */
export async function claimLink(
  db: Kysely<Database>,
  id: number,
  owner: string,
  now: number,
  until: number,
): Promise<LinkRow | undefined> {
  return db
    .updateTable('upstream_links')
    .set({ lease_owner: owner, lease_until: until })
    .where('id', '=', id)
    .where('lease_until', '<', now)
    .returningAll()
    .executeTakeFirst();
}

/** Extends a held lease; false when it was lost (expired and taken by another worker). */
export async function renewLease(
  db: Kysely<Database>,
  id: number,
  owner: string,
  until: number,
): Promise<boolean> {
  const result = await db
    .updateTable('upstream_links')
    .set({ lease_until: until })
    .where('id', '=', id)
    .where('lease_owner', '=', owner)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Ends a lease and writes the sync's outcome in one statement. */
export async function releaseLease(
  db: Kysely<Database>,
  id: number,
  owner: string,
  values: Updateable<UpstreamLinksTable>,
): Promise<void> {
  await db
    .updateTable('upstream_links')
    .set({ ...values, lease_owner: null, lease_until: 0 })
    .where('id', '=', id)
    .where('lease_owner', '=', owner)
    .execute();
}
