import type { Kysely, Migration } from 'kysely';

/**
 * Choices an owner makes in Chronicle about one role (the card game's cover and privacy, which
 * red dots were dismissed…), one JSON value per key. Like character preferences they live apart
 * from the snapshots, which every ingest replaces.
 */
export const roleSettings: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('role_settings')
      .addColumn('game_id', 'integer', (c) => c.notNull())
      .addColumn('game_role_id', 'text', (c) => c.notNull())
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('role_settings_pk', ['game_id', 'game_role_id', 'key'])
      .addForeignKeyConstraint(
        'role_settings_role_fk',
        ['game_id', 'game_role_id'],
        'game_roles',
        ['game_id', 'game_role_id'],
        (c) => c.onDelete('cascade'),
      )
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('role_settings').ifExists().execute();
  },
};
