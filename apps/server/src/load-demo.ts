import type { IngestResult } from '@chronicle/contract';
import type { Kysely } from 'kysely';
import type { Database } from './db/database.js';
import { generateDemoBundle } from './demo/demo-bundle.js';
import { applyBundle, type ApplyOptions } from './modules/ingest/ingest.service.js';

/**
 * Loads the deterministic demo data (docs/reference/product.md#demo-accounts) in one transaction.
 */
export function loadDemoData(
  db: Kysely<Database>,
  options: ApplyOptions = {},
): Promise<IngestResult> {
  return applyBundle(db, generateDemoBundle(), options);
}
