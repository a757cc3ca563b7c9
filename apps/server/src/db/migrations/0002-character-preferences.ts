import type { Kysely, Migration } from 'kysely';

/**
 * The owner's relic stat preferences per character (`set_recommend_prop`). They live apart from the
 * `characters` snapshot on purpose: every ingest replaces that snapshot, and must not wipe what the
 * player chose in Chronicle.
 */
export const characterPreferences: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('character_preferences')
      .addColumn('game_id', 'integer', (c) => c.notNull())
      .addColumn('game_role_id', 'text', (c) => c.notNull())
      .addColumn('avatar_id', 'bigint', (c) => c.notNull())
      // JSON text of the four lists, or 'null' when the owner went back to the recommendation.
      .addColumn('custom_properties', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('character_preferences_pk', ['game_id', 'game_role_id', 'avatar_id'])
      .addForeignKeyConstraint(
        'character_preferences_role_fk',
        ['game_id', 'game_role_id'],
        'game_roles',
        ['game_id', 'game_role_id'],
        (c) => c.onDelete('cascade'),
      )
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('character_preferences').ifExists().execute();
  },
};
