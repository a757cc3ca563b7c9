import { sql, type Kysely, type Migration } from 'kysely';
import { dialectOf } from '../dialect.js';

/*
 * The risk engine's distinct targets, one row per subject, kind and target with the time of its
 * latest event (modules/risk/risk.sql-store.ts). Counting distinct targets and asking whether one
 * was read used to go through every event of the subject in the window: a visitor refreshing one
 * role a thousand times made each of its next reads scan a thousand rows. Here they read at most
 * one row per target, as the Redis store's sorted set of targets does.
 *
 * Every read of another player's role writes an event and a target, so each index costs a page
 * written per read: the events' (subject, kind, target) index, which only served the question
 * now asked of this table, goes; on SQLite the targets table is its own primary key (WITHOUT
 * ROWID), and the window count scans a subject's few targets by that key.
 */
export const riskTargets: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('risk_targets')
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('target', 'text', (c) => c.notNull())
      .addColumn('at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('risk_targets_pk', ['subject', 'kind', 'target'])
      .$call((t) => (dialectOf(db) === 'sqlite' ? t.modifyEnd(sql`without rowid`) : t))
      .execute();
    // Pruning old targets (`at` < window start) without reading the whole table.
    await db.schema.createIndex('risk_targets_at_idx').on('risk_targets').column('at').execute();
    // The events already counted keep counting after the upgrade.
    await sql`insert into risk_targets (subject, kind, target, at)
      select subject, kind, target, max(at) from risk_events group by subject, kind, target`.execute(
      db,
    );
    await db.schema.dropIndex('risk_events_target_idx').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema
      .createIndex('risk_events_target_idx')
      .on('risk_events')
      .columns(['subject', 'kind', 'target'])
      .execute();
    await db.schema.dropTable('risk_targets').execute();
  },
};
