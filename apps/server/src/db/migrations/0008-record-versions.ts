import type { Kysely, Migration } from 'kysely';
import { autoIncrementType, dialectOf } from '../dialect.js';

/*
 * Issue 18: the version history of non-periodic records (index, characters, notes, achievements…).
 * `record_snapshots` keeps the newest payload of such a kind under period ''; this table keeps one
 * version per role, kind and UTC day, written only when the payload's hash changes, so storage grows
 * with changes and not with syncs. Times are Unix ms, like 0005's.
 */
export const recordVersions: Migration = {
  async up(db: Kysely<unknown>) {
    const dialect = dialectOf(db);
    await db.schema
      .createTable('record_versions')
      .addColumn('id', autoIncrementType(dialect), (c) =>
        dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey(),
      )
      .addColumn('game_id', 'integer', (c) => c.notNull())
      .addColumn('game_role_id', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      // `YYYY-MM-DD` of captured_at in UTC: the latest version of a day replaces the day's earlier one.
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('captured_at', 'bigint', (c) => c.notNull())
      // SHA-256 of the payload text: an unchanged payload writes nothing.
      .addColumn('hash', 'text', (c) => c.notNull())
      .addColumn('payload', 'text', (c) => c.notNull())
      .addUniqueConstraint('record_versions_key', ['game_id', 'game_role_id', 'kind', 'day'])
      .addForeignKeyConstraint(
        'record_versions_role_fk',
        ['game_id', 'game_role_id'],
        'game_roles',
        ['game_id', 'game_role_id'],
        (c) => c.onDelete('cascade'),
      )
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('record_versions').execute();
  },
};
