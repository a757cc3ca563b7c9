import type { Kysely, Migration } from 'kysely';

/**
 * The one-time guides an account has seen (`card/wapi/beginner_guide/*`). Kept per account, not per
 * browser, so a tip read on the phone is not shown again on the desktop.
 */
export const beginnerGuides: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('beginner_guides')
      .addColumn('uid', 'bigint', (c) => c.notNull())
      .addColumn('guide_key', 'text', (c) => c.notNull())
      .addColumn('seen_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('beginner_guides_pk', ['uid', 'guide_key'])
      .addForeignKeyConstraint('beginner_guides_account_fk', ['uid'], 'accounts', ['uid'], (c) =>
        c.onDelete('cascade'),
      )
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('beginner_guides').ifExists().execute();
  },
};
