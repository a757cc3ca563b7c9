import type { CatalogEntry, IngestSnapshot } from '@chronicle/contract';

/** Starfall Vanguard's demo catalog and snapshots for the demo roles (issue 9). */
export function buildBh3Demo(_capturedAt: string): {
  catalog: CatalogEntry[];
  snapshots: IngestSnapshot[];
} {
  return { catalog: [], snapshots: [] };
}
