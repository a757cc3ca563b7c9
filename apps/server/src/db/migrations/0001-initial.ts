import type { Kysely, Migration } from 'kysely';
import { autoIncrementType, dialectOf } from '../dialect.js';

/** The first schema: accounts, sessions, tokens, roles, switches, snapshots, catalog, settings. */
export const initial: Migration = {
  async up(db: Kysely<unknown>) {
    const dialect = dialectOf(db);

    await db.schema
      .createTable('accounts')
      .addColumn('uid', 'bigint', (c) => c.primaryKey())
      .addColumn('account', 'text', (c) => c.notNull().unique())
      .addColumn('password_hash', 'text')
      .addColumn('nickname', 'text', (c) => c.notNull())
      .addColumn('avatar_url', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('introduce', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('gender', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('birth_date', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('sessions')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('uid', 'bigint', (c) => c.notNull().references('accounts.uid').onDelete('cascade'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('sessions_uid_idx').on('sessions').column('uid').execute();
    await db.schema
      .createIndex('sessions_expires_idx')
      .on('sessions')
      .column('expires_at')
      .execute();

    await db.schema
      .createTable('service_tokens')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('game_roles')
      .addColumn('game_id', 'integer', (c) => c.notNull())
      .addColumn('game_role_id', 'text', (c) => c.notNull())
      .addColumn('uid', 'bigint', (c) => c.notNull().references('accounts.uid').onDelete('cascade'))
      .addColumn('region', 'text', (c) => c.notNull())
      .addColumn('nickname', 'text', (c) => c.notNull())
      .addColumn('level', 'integer', (c) => c.notNull())
      .addColumn('is_chosen', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('game_roles_pk', ['game_id', 'game_role_id'])
      .execute();
    await db.schema.createIndex('game_roles_uid_idx').on('game_roles').column('uid').execute();

    await db.schema
      .createTable('privacy_switches')
      .addColumn('uid', 'bigint', (c) => c.notNull().references('accounts.uid').onDelete('cascade'))
      .addColumn('game_id', 'integer', (c) => c.notNull())
      .addColumn('switch_id', 'integer', (c) => c.notNull())
      .addColumn('is_public', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('privacy_switches_pk', ['uid', 'game_id', 'switch_id'])
      .execute();

    await db.schema
      .createTable('record_snapshots')
      .addColumn('id', autoIncrementType(dialect), (c) =>
        dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey(),
      )
      .addColumn('game_id', 'integer', (c) => c.notNull())
      .addColumn('game_role_id', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('period', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('captured_at', 'bigint', (c) => c.notNull())
      .addColumn('payload', 'text', (c) => c.notNull())
      // Bumped on every replacement of the same period: caches key on it without reading payloads.
      .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(1))
      .addUniqueConstraint('record_snapshots_key', ['game_id', 'game_role_id', 'kind', 'period'])
      .addForeignKeyConstraint(
        'record_snapshots_role_fk',
        ['game_id', 'game_role_id'],
        'game_roles',
        ['game_id', 'game_role_id'],
        (c) => c.onDelete('cascade'),
      )
      .execute();

    await db.schema
      .createTable('catalog_items')
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('id', 'bigint', (c) => c.notNull())
      .addColumn('icon', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('attrs', 'text', (c) => c.notNull().defaultTo('{}'))
      .addPrimaryKeyConstraint('catalog_items_pk', ['kind', 'id'])
      .execute();

    await db.schema
      .createTable('catalog_texts')
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('id', 'bigint', (c) => c.notNull())
      .addColumn('lang', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('texts', 'text', (c) => c.notNull().defaultTo('{}'))
      .addPrimaryKeyConstraint('catalog_texts_pk', ['kind', 'id', 'lang'])
      .execute();

    await db.schema
      .createTable('settings')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .execute();
  },

  async down(db: Kysely<unknown>) {
    for (const table of [
      'settings',
      'catalog_texts',
      'catalog_items',
      'record_snapshots',
      'privacy_switches',
      'game_roles',
      'service_tokens',
      'sessions',
      'accounts',
    ]) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};
