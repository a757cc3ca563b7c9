import type { Kysely, Migration } from 'kysely';

/*
 * Issue 19: service tokens can expire, and the CLI lists when each was last used (Unix ms; null:
 * never expires / never used).
 */
export const serviceTokenExpiry: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('service_tokens').addColumn('expires_at', 'bigint').execute();
    await db.schema.alterTable('service_tokens').addColumn('last_used_at', 'bigint').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('service_tokens').dropColumn('last_used_at').execute();
    await db.schema.alterTable('service_tokens').dropColumn('expires_at').execute();
  },
};
