import { sql, type Kysely, type Migration } from 'kysely';
import { dialectOf } from '../dialect.js';

/*
 * SQLite only. The partial index of migration 0012 (the newest `characters` snapshots, for the
 * builds walk) was declared `where game_id = 2 and kind = 'characters'`. To know whether such an
 * index may serve a statement, SQLite's planner compares the statement's `game_id = ?` and
 * `kind = ?` with the index's constants, and a statement whose plan can depend on the value of a
 * parameter is compiled again every time that parameter is bound. Every read and write of
 * `record_snapshots` binds both, so every one of them (four to six per records request) was parsed
 * and planned again on every run: a one-row lookup of the covering version index took 13 µs
 * instead of 4 (docs/PERFORMANCE.md §4).
 *
 * The same index with its condition on `game_id + 0` and `kind || ''` selects the same rows, and no
 * statement compares those expressions with a parameter, so the plans stay compiled. The builds
 * walk (modules/aggregates/builds.repository.ts) names the index and states the same condition.
 * PostgreSQL plans differently and keeps the index of migration 0012.
 */
export const stableSnapshotPlans: Migration = {
  async up(db: Kysely<unknown>) {
    if (dialectOf(db) !== 'sqlite') return;
    await db.schema.dropIndex('record_snapshots_characters_idx').execute();
    await sql`create index record_snapshots_characters_idx on record_snapshots (captured_at, id)
      where game_id + 0 = 2 and kind || '' = 'characters'`.execute(db);
  },

  async down(db: Kysely<unknown>) {
    if (dialectOf(db) !== 'sqlite') return;
    await db.schema.dropIndex('record_snapshots_characters_idx').execute();
    await db.schema
      .createIndex('record_snapshots_characters_idx')
      .on('record_snapshots')
      .columns(['captured_at', 'id'])
      .where(sql.ref('game_id'), '=', 2)
      .where(sql.ref('kind'), '=', 'characters')
      .execute();
  },
};
