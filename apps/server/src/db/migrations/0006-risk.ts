import type { Kysely, Migration } from 'kysely';

/*
 * The risk engine's state when Redis is not configured (issue #8): what each subject (an account or
 * a client address) did, its flag, and the challenges handed out. Times are Unix ms in bigint
 * columns, like 0005's: PostgreSQL's integer would overflow.
 */
export const risk: Migration = {
  async up(db: Kysely<unknown>) {
    // One row per counted act: a read of another player's role (`read`, target = game:role id), an
    // account read today (`player`, target = its uid) or a failed login (`login`).
    await db.schema
      .createTable('risk_events')
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('target', 'text', (c) => c.notNull())
      .addColumn('at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('risk_events_window_idx')
      .on('risk_events')
      .columns(['subject', 'kind', 'at'])
      .execute();
    await db.schema
      .createIndex('risk_events_target_idx')
      .on('risk_events')
      .columns(['subject', 'kind', 'target'])
      .execute();
    await db.schema.createIndex('risk_events_at_idx').on('risk_events').column('at').execute();

    // One row per subject that was flagged or passed a challenge. `level` is null once cleared;
    // `reset_at` / `forced_reset_at` are when the last challenge / costly challenge was passed:
    // the rules count only what happened since.
    await db.schema
      .createTable('risk_flags')
      .addColumn('subject', 'text', (c) => c.primaryKey())
      .addColumn('level', 'text')
      .addColumn('reason', 'text')
      .addColumn('until', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('flagged_at', 'bigint')
      .addColumn('cleared_at', 'bigint')
      .addColumn('reset_at', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('forced_reset_at', 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();

    await db.schema
      .createTable('risk_challenges')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('payload', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('risk_challenges_expires_idx')
      .on('risk_challenges')
      .column('expires_at')
      .execute();
  },

  async down(db: Kysely<unknown>) {
    for (const table of ['risk_challenges', 'risk_flags', 'risk_events']) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};
