import type { CatalogEntry, IngestSnapshot } from '@chronicle/contract';

/** Demo catalog entries and snapshots of Masquerade Stage (role_combat, char_master) (issue 4). */
export function buildRoleCombatDemo(_capturedAt: string): {
  catalog: CatalogEntry[];
  snapshots: IngestSnapshot[];
} {
  return { catalog: [], snapshots: [] };
}
