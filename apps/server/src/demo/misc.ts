import type { CatalogEntry, IngestSnapshot } from '@chronicle/contract';

/** Demo catalog entries and snapshots of event calendar, achievements, toolbox, notices and showcase (issue 4). */
export function buildMiscDemo(_capturedAt: string): {
  catalog: CatalogEntry[];
  snapshots: IngestSnapshot[];
} {
  return { catalog: [], snapshots: [] };
}
