import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import type { Absolutize } from '../../http/absolute-url.js';
import type { CatalogService } from '../catalog/catalog.service.js';

/** What a records module needs: the database, the catalog, absolute URLs and a clock. */
export interface RecordsDeps {
  db: Kysely<Database>;
  catalog: CatalogService;
  absolute: Absolutize;
  /** Milliseconds since the epoch; injectable so time-dependent answers are testable. */
  now: () => number;
}
