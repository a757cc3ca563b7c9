import type { CatalogEntry, IngestSnapshot } from '@chronicle/contract';

/** Demo catalog entries and snapshots of Trial of Dread (hard_challenge, popularity) (issue 4). */
export function buildHardChallengeDemo(_capturedAt: string): {
  catalog: CatalogEntry[];
  snapshots: IngestSnapshot[];
} {
  return { catalog: [], snapshots: [] };
}
