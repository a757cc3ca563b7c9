import type { CatalogEntry, IngestSnapshot } from '@chronicle/contract';
import { bh3Catalog } from './catalog.js';
import { bh3Snapshots } from './snapshots.js';

/** Starfall Vanguard's demo catalog and snapshots for the demo roles (issue 9). */
export function buildBh3Demo(capturedAt: string): {
  catalog: CatalogEntry[];
  snapshots: IngestSnapshot[];
} {
  return { catalog: bh3Catalog(), snapshots: bh3Snapshots(capturedAt) };
}
