import type { CatalogEntry, IngestSnapshot } from '@chronicle/contract';

/** Demo catalog entries and snapshots of Card Duel (gcg/*) (issue 4). */
export function buildGcgDemo(_capturedAt: string): {
  catalog: CatalogEntry[];
  snapshots: IngestSnapshot[];
} {
  return { catalog: [], snapshots: [] };
}
