import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { deleteRoleData } from '../records/records.repository.js';
import { accountSubject } from '../risk/risk.subjects.js';
import { MEDIA_PREFIX } from '../media/media.service.js';

/** What a deletion removed. */
export interface DeletionCounts {
  roles: number;
  snapshots: number;
  links: number;
  media: number;
}

/** `/media/<sha256>.<ext>`, relative or absolute. */
const MEDIA_HASH = new RegExp(`${MEDIA_PREFIX}([0-9a-f]{64})\\.[a-z0-9]+`, 'g');

/** The mirrored-image hashes a text refers to (`/media/<sha256>.<ext>`). */
function mediaHashes(text: string, into: Set<string>): void {
  for (const match of text.matchAll(MEDIA_HASH)) if (match[1]) into.add(match[1]);
}

/**
 * Of the candidate image hashes, those still referenced after the deletion by a stored
 * snapshot or version, the catalog's icons, attributes and texts. Read a page at a time.
 */
async function stillUsed(
  db: Kysely<Database>,
  candidates: ReadonlySet<string>,
): Promise<Set<string>> {
  const used = new Set<string>();
  if (candidates.size === 0) return used;
  const scan = async (rows: () => AsyncIterable<string>) => {
    const found = new Set<string>();
    for await (const text of rows()) mediaHashes(text, found);
    for (const hash of found) if (candidates.has(hash)) used.add(hash);
  };
  const PAGE = 500;
  const paged = (table: 'record_snapshots' | 'record_versions') =>
    async function* () {
      for (let after = 0; ;) {
        const rows = await db
          .selectFrom(table)
          .select(['id', 'payload'])
          .where('id', '>', after)
          .orderBy('id')
          .limit(PAGE)
          .execute();
        if (rows.length === 0) return;
        for (const row of rows) yield row.payload;
        after = Number(rows.at(-1)?.id ?? after);
      }
    };
  await scan(paged('record_snapshots'));
  await scan(paged('record_versions'));
  await scan(async function* () {
    for (const row of await db.selectFrom('catalog_items').select(['icon', 'attrs']).execute()) {
      yield `${row.icon} ${row.attrs}`;
    }
    for (const row of await db.selectFrom('catalog_texts').select('texts').execute()) {
      yield row.texts;
    }
  });
  return used;
}

/**
 * Erases an account (issue 18 "delete my data"), in one transaction: its roles with every snapshot,
 * version, setting and preference; its linked accounts with their stored cookies; its sessions,
 * privacy switches, one-time guides, tracking and monitoring rows and risk-engine state; the images
 * mirrored for its records that nothing else uses; and the account itself. Returns undefined when no
 * such account exists.
 */
export async function deleteAccountData(
  db: Kysely<Database>,
  uid: number,
): Promise<DeletionCounts | undefined> {
  return db.transaction().execute(async (trx) => {
    const account = await trx
      .selectFrom('accounts')
      .select('uid')
      .where('uid', '=', uid)
      .executeTakeFirst();
    if (!account) return undefined;
    const roles = await trx
      .selectFrom('game_roles')
      .select(['game_id', 'game_role_id'])
      .where('uid', '=', uid)
      .execute();

    // The images this account's records point at are candidates for removal.
    const candidates = new Set<string>();
    for (const role of roles) {
      for (const table of ['record_snapshots', 'record_versions'] as const) {
        const rows = await trx
          .selectFrom(table)
          .select('payload')
          .where('game_id', '=', role.game_id)
          .where('game_role_id', '=', role.game_role_id)
          .execute();
        for (const row of rows) mediaHashes(row.payload, candidates);
      }
    }

    let snapshots = 0;
    for (const role of roles)
      snapshots += await deleteRoleData(trx, role.game_id, role.game_role_id);

    const links = await trx
      .selectFrom('upstream_links')
      .select('id')
      .where('uid', '=', uid)
      .execute();
    const linkIds = links.map((l) => Number(l.id));
    if (linkIds.length > 0) {
      await trx.deleteFrom('upstream_link_roles').where('link_id', 'in', linkIds).execute();
      await trx.deleteFrom('upstream_links').where('id', 'in', linkIds).execute();
    }
    await trx.deleteFrom('sessions').where('uid', '=', uid).execute();
    await trx.deleteFrom('privacy_switches').where('uid', '=', uid).execute();
    // What the public aggregates counted of it left with its roles; the account's entry goes too.
    await trx.deleteFrom('aggregate_accounts').where('uid', '=', uid).execute();
    await trx.deleteFrom('beginner_guides').where('uid', '=', uid).execute();
    await trx
      .deleteFrom('track_events')
      .where((eb) => eb.or([eb('viewer_uid', '=', uid), eb('aid', '=', String(uid))]))
      .execute();
    await trx.deleteFrom('monitor_reports').where('viewer_uid', '=', uid).execute();

    // The risk engine's rows about the account, and the reads of its roles it counted.
    const subject = accountSubject(uid);
    const targets = roles.map((r) => `${r.game_id}:${r.game_role_id}`);
    for (const table of [sql.table('risk_events'), sql.table('risk_targets')]) {
      await sql`delete from ${table} where subject = ${subject} or target = ${String(uid)}`.execute(
        trx,
      );
      for (const target of targets) {
        await sql`delete from ${table} where target = ${target}`.execute(trx);
      }
    }
    await sql`delete from risk_flags where subject = ${subject}`.execute(trx);
    await sql`delete from risk_challenges where subject = ${subject}`.execute(trx);

    await trx.deleteFrom('accounts').where('uid', '=', uid).execute();

    const used = await stillUsed(trx, candidates);
    const orphans = [...candidates].filter((hash) => !used.has(hash));
    if (orphans.length > 0) {
      await trx.deleteFrom('media_sources').where('hash', 'in', orphans).execute();
      await trx.deleteFrom('media').where('hash', 'in', orphans).execute();
    }
    return { roles: roles.length, snapshots, links: linkIds.length, media: orphans.length };
  });
}
