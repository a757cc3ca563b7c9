import type { Kysely, Migration } from 'kysely';
import { autoIncrementType, dialectOf } from '../dialect.js';

/**
 * What operators set for the web app (announcements per game and language, feature switches per
 * game) and what the app reports back (first-party tracking events and monitoring reports).
 */
export const appConfigTelemetry: Migration = {
  async up(db: Kysely<unknown>) {
    const dialect = dialectOf(db);
    await db.schema
      .createTable('announcements')
      .addColumn('game_id', 'integer', (c) => c.notNull())
      .addColumn('lang', 'text', (c) => c.notNull())
      .addColumn('version', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('announcements_pk', ['game_id', 'lang'])
      .execute();

    await db.schema
      .createTable('feature_switches')
      .addColumn('game_id', 'integer', (c) => c.notNull())
      .addColumn('switch_key', 'text', (c) => c.notNull())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('feature_switches_pk', ['game_id', 'switch_key'])
      .execute();

    await db.schema
      .createTable('track_events')
      .addColumn('id', autoIncrementType(dialect), (c) =>
        dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey(),
      )
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('path', 'text', (c) => c.notNull())
      .addColumn('game_id', 'integer', (c) => c.notNull())
      .addColumn('label', 'text')
      .addColumn('aid', 'text')
      .addColumn('event_key', 'text')
      .addColumn('viewer_uid', 'bigint')
      .addColumn('device_id', 'text')
      .addColumn('client_ts', 'bigint', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('track_events_created_idx')
      .on('track_events')
      .column('created_at')
      .execute();

    await db.schema
      .createTable('monitor_reports')
      .addColumn('id', autoIncrementType(dialect), (c) =>
        dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey(),
      )
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('path', 'text', (c) => c.notNull())
      .addColumn('endpoint', 'text')
      .addColumn('retcode', 'integer')
      .addColumn('message', 'text')
      .addColumn('metric', 'text')
      .addColumn('value', 'double precision')
      .addColumn('rating', 'text')
      .addColumn('viewer_uid', 'bigint')
      .addColumn('device_id', 'text')
      .addColumn('client_ts', 'bigint', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('monitor_reports_created_idx')
      .on('monitor_reports')
      .column('created_at')
      .execute();
  },

  async down(db: Kysely<unknown>) {
    for (const table of ['monitor_reports', 'track_events', 'feature_switches', 'announcements']) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};
