import type { Kysely, Migration } from 'kysely';

/*
 * Issue 19 §7: a service token may be limited to some scopes (`import,accounts,site,insights`,
 * comma-separated); null keeps every scope, as tokens made before had.
 */
export const serviceTokenScopes: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('service_tokens').addColumn('scopes', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('service_tokens').dropColumn('scopes').execute();
  },
};
