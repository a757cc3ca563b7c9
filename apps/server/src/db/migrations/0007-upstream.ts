import { sql, type Kysely, type Migration } from 'kysely';
import { autoIncrementType, dialectOf } from '../dialect.js';

/*
 * Issue 17: linked upstream accounts, the roles each brought in, and the images mirrored from their
 * answers. Times are Unix ms in bigint columns, like 0005's.
 */
export const upstream: Migration = {
  async up(db: Kysely<unknown>) {
    const dialect = dialectOf(db);
    // One row per linked upstream account. The cookies are sealed with AES-256-GCM (never stored or
    // logged in the clear). `lease_*` makes sure one worker at a time syncs a link; a lease whose
    // worker died expires on its own.
    await db.schema
      .createTable('upstream_links')
      .addColumn('id', autoIncrementType(dialect), (c) => c.primaryKey())
      .addColumn('uid', 'bigint', (c) => c.notNull().references('accounts.uid').onDelete('cascade'))
      .addColumn('upstream', 'text', (c) => c.notNull())
      .addColumn('upstream_uid', 'text', (c) => c.notNull())
      .addColumn('cookies', 'text', (c) => c.notNull())
      .addColumn('langs', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('last_error', 'text')
      .addColumn('last_run', 'text')
      .addColumn('progress', 'text')
      .addColumn('last_sync_at', 'bigint')
      .addColumn('last_success_at', 'bigint')
      .addColumn('next_sync_at', 'bigint', (c) => c.notNull())
      .addColumn('lease_owner', 'text')
      .addColumn('lease_until', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('upstream_links_account_idx')
      .on('upstream_links')
      .columns(['upstream', 'upstream_uid'])
      .unique()
      .execute();
    await db.schema
      .createIndex('upstream_links_due_idx')
      .on('upstream_links')
      .columns(['next_sync_at'])
      .execute();
    await db.schema
      .createIndex('upstream_links_uid_idx')
      .on('upstream_links')
      .column('uid')
      .execute();

    // The roles a link brought in (unlink may delete them with their records).
    await db.schema
      .createTable('upstream_link_roles')
      .addColumn('link_id', 'bigint', (c) =>
        c.notNull().references('upstream_links.id').onDelete('cascade'),
      )
      .addColumn('game_id', 'integer', (c) => c.notNull())
      .addColumn('game_role_id', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('upstream_link_roles_pk', ['link_id', 'game_id', 'game_role_id'])
      .execute();

    // Mirrored images, addressed by the SHA-256 of their bytes, and where each URL's copy is.
    await db.schema
      .createTable('media')
      .addColumn('hash', 'text', (c) => c.primaryKey())
      .addColumn('content_type', 'text', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('bytes', dialect === 'postgres' ? sql`bytea` : 'blob', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('media_sources')
      .addColumn('url', 'text', (c) => c.primaryKey())
      .addColumn('hash', 'text', (c) => c.notNull())
      .addColumn('fetched_at', 'bigint', (c) => c.notNull())
      .execute();
  },

  async down(db: Kysely<unknown>) {
    for (const table of ['media_sources', 'media', 'upstream_link_roles', 'upstream_links']) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};
