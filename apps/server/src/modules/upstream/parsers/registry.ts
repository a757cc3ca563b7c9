import type { EndpointDef, SnapshotKindName } from '@chronicle/contract';
import { ACTIVITIES_GROUPS } from './activities/groups.js';
import { GCG_GROUPS } from './gcg/groups.js';
import { GENSHIN_CORE_GROUPS } from './genshin-core/groups.js';
import { GENSHIN_MODES_GROUPS } from './genshin-modes/groups.js';
import { HKRPG_GROUPS } from './hkrpg/groups.js';
import { HONKAI3RD_GROUPS } from './honkai3rd/groups.js';
import type { UpstreamGroup } from './parse-kit.js';

/** Every group of endpoints Chronicle syncs and imports, per game in card order. */
export const UPSTREAM_GROUPS: readonly UpstreamGroup[] = [
  ...GENSHIN_CORE_GROUPS,
  ...GENSHIN_MODES_GROUPS,
  ...GCG_GROUPS,
  ...ACTIVITIES_GROUPS,
  ...HKRPG_GROUPS,
  ...HONKAI3RD_GROUPS,
];

/** The group that reads an endpoint's answers, if any. */
export function groupOfEndpoint(endpoint: Pick<EndpointDef, 'id'>): UpstreamGroup | undefined {
  return UPSTREAM_GROUPS.find((g) => g.endpoints.some((e) => e.id === endpoint.id));
}

/** The group that writes a snapshot kind, if any. */
export function groupOfKind(kind: SnapshotKindName): UpstreamGroup | undefined {
  return UPSTREAM_GROUPS.find((g) => g.kinds.includes(kind));
}
