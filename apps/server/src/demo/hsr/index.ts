import type { CatalogEntry, IngestSnapshot } from '@chronicle/contract';

/** Stellar Transit's demo catalog and snapshots for the demo roles (issue 9). */
export function buildHsrDemo(_capturedAt: string): {
  catalog: CatalogEntry[];
  snapshots: IngestSnapshot[];
} {
  return { catalog: [], snapshots: [] };
}
