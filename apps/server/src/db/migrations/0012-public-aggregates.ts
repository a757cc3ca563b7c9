import { sql, type Kysely, type Migration } from 'kysely';
import { rebuildPublicAggregates } from '../../modules/aggregates/aggregates.rebuild.js';

/*
 * Issue 20: what the public pages show across every role (the wiki's lineups and builds, the Trial
 * of Dread popularity) kept up to date as records, switches and birth dates change, so a request
 * reads a few rows instead of every public snapshot. `aggregate_accounts` remembers, per account,
 * which kinds of its main-game records are counted right now; the other tables hold the sums.
 * Existing data is counted once at the end of the migration.
 */
export const publicAggregates: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('aggregate_accounts')
      .addColumn('uid', 'bigint', (c) => c.primaryKey())
      // 1 while the account's snapshots of that kind are in the sums.
      .addColumn('characters', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('spiral_abyss', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('hard_challenge', 'integer', (c) => c.notNull().defaultTo(0))
      // The birth date while only the owner's age keeps public records out: counted from the day
      // the owner turns 13, which no write announces.
      .addColumn('pending_birth', 'text')
      .execute();
    await db.schema
      .createIndex('aggregate_accounts_pending_idx')
      .on('aggregate_accounts')
      .column('pending_birth')
      .execute();

    // Per character: how many counted abyss teams it shared with each other character.
    await db.schema
      .createTable('aggregate_teammates')
      .addColumn('avatar_id', 'bigint', (c) => c.notNull())
      .addColumn('mate_id', 'bigint', (c) => c.notNull())
      .addColumn('count', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('aggregate_teammates_pk', ['avatar_id', 'mate_id'])
      .execute();

    // Per character: how many counted `characters` snapshots hold a build of it, and the builds of
    // the newest few of them (newest capture first): the wiki shows the first.
    await db.schema
      .createTable('aggregate_build_holders')
      .addColumn('avatar_id', 'bigint', (c) => c.primaryKey())
      .addColumn('holders', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('aggregate_builds')
      .addColumn('avatar_id', 'bigint', (c) => c.notNull())
      .addColumn('snapshot_id', 'bigint', (c) => c.notNull())
      .addColumn('captured_at', 'bigint', (c) => c.notNull())
      .addColumn('build', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('aggregate_builds_pk', ['avatar_id', 'snapshot_id'])
      .execute();
    await db.schema
      .createIndex('aggregate_builds_snapshot_idx')
      .on('aggregate_builds')
      .column('snapshot_id')
      .execute();

    // Per Trial of Dread season: counted snapshots, the roles that fought, and per character the
    // roles that fielded it, overall (boss_id -1) and per boss (avatar_id -1: the boss's roles).
    await db.schema
      .createTable('aggregate_seasons')
      .addColumn('schedule_id', 'text', (c) => c.primaryKey())
      .addColumn('snapshots', 'bigint', (c) => c.notNull())
      .addColumn('roles', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('aggregate_season_usage')
      .addColumn('schedule_id', 'text', (c) => c.notNull())
      .addColumn('boss_id', 'bigint', (c) => c.notNull())
      .addColumn('avatar_id', 'bigint', (c) => c.notNull())
      .addColumn('count', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('aggregate_season_usage_pk', ['schedule_id', 'boss_id', 'avatar_id'])
      .execute();

    // Walking the newest `characters` snapshots when a character's list of builds runs dry.
    await db.schema
      .createIndex('record_snapshots_characters_idx')
      .on('record_snapshots')
      .columns(['captured_at', 'id'])
      .where(sql.ref('game_id'), '=', 2)
      .where(sql.ref('kind'), '=', 'characters')
      .execute();

    await rebuildPublicAggregates(db);
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('record_snapshots_characters_idx').ifExists().execute();
    for (const table of [
      'aggregate_season_usage',
      'aggregate_seasons',
      'aggregate_builds',
      'aggregate_build_holders',
      'aggregate_teammates',
      'aggregate_accounts',
    ]) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};
