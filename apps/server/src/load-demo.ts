import type { IngestResult } from '@chronicle/contract';
import type { Kysely } from 'kysely';
import type { Database } from './db/database.js';
import { applyBundle, type ApplyOptions } from './modules/ingest/ingest.service.js';

/**
 * Loads the deterministic demo data (docs/reference/product.md#demo-accounts) in one transaction.
 * The generator (@chronicle/demo) is imported here, on first use, so a server that never loads the
 * demo never loads it either: the bundler puts it in a file of its own (build.mjs).
 */
export async function loadDemoData(
  db: Kysely<Database>,
  options: ApplyOptions = {},
): Promise<IngestResult> {
  const { generateDemoBundle } = await import('@chronicle/demo');
  return applyBundle(db, generateDemoBundle(), options);
}
