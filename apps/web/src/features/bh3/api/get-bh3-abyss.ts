import { RETCODE, endpoints, type DataOf } from '@chronicle/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, retcodeOf } from '../../../lib/api-client.js';
import { endpointKey } from '../../../lib/query-client.js';
import type { CurrentRole } from '../../../lib/session.js';
import { bh3Query, retryNetworkOnce, type Bh3Query } from './role-query.js';

const { newAbyssReport, latestOldAbyssReport } = endpoints.honkai3rd;

export type Bh3NewAbyssData = DataOf<typeof newAbyssReport>;
export type Bh3NewAbyssReport = Bh3NewAbyssData['reports'][number];
export type Bh3OldAbyssData = DataOf<typeof latestOldAbyssReport>;
export type Bh3OldAbyssReport = Bh3OldAbyssData['reports'][number];
export type Bh3Elf = Bh3NewAbyssReport['elf'];
export type Bh3Boss = Bh3NewAbyssReport['boss'];

/**
 * The captain level from which the Rift Ladder replaces the Rift Trial
 * (docs/reference/other-games.md#second-game-abyss-reports).
 */
export const NEW_ABYSS_MIN_LEVEL = 81;

/** Which abyss answered: the Rift Ladder (new) or the Rift Trial (old). */
export type Bh3AbyssAnswer =
  { kind: 'new'; reports: Bh3NewAbyssReport[] } | { kind: 'old'; reports: Bh3OldAbyssReport[] };

function abyssOptions(kind: 'new' | 'old', query: Bh3Query, enabled: boolean) {
  return queryOptions({
    queryKey: endpointKey(kind === 'new' ? newAbyssReport : latestOldAbyssReport, query),
    queryFn: async ({ signal }): Promise<Bh3AbyssAnswer> =>
      kind === 'new'
        ? { kind, reports: (await api.call(newAbyssReport, query, { signal })).reports }
        : { kind, reports: (await api.call(latestOldAbyssReport, query, { signal })).reports },
    enabled,
    retry: retryNetworkOnce,
  });
}

/**
 * The abyss that applies to the captain: the Rift Ladder from level 81, the Rift Trial below. The
 * endpoint that does not apply answers -1; the level we know can be a day old (a captain who just
 * reached 81), so on -1 the other endpoint is asked, as genshin.py does.
 */
export function useBh3Abyss(role: CurrentRole | undefined, captainLevel: number | undefined) {
  const query = bh3Query(role);
  const ready = role !== undefined && captainLevel !== undefined;
  const first: 'new' | 'old' = (captainLevel ?? 0) >= NEW_ABYSS_MIN_LEVEL ? 'new' : 'old';
  const second = first === 'new' ? 'old' : 'new';
  const primary = useQuery(abyssOptions(first, query, ready));
  const fallBack = primary.isError && retcodeOf(primary.error) === RETCODE.INTERNAL;
  const fallback = useQuery(abyssOptions(second, query, ready && fallBack));
  return fallBack ? fallback : primary;
}
