import { RETCODE, endpoints, type DataOf, type InputOf } from '@chronicle/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api, retcodeOf } from '../../../lib/api-client.js';
import { endpointKey } from '../../../lib/query-client.js';
import type { CurrentRole } from '../../../lib/session.js';

const { index, characters, note, newAbyssReport, latestOldAbyssReport, battleFieldReport, godWar } =
  endpoints.honkai3rd;

export type Bh3Query = InputOf<typeof index>;
export type Bh3IndexData = DataOf<typeof index>;
export type Bh3CharactersData = DataOf<typeof characters>;
export type Bh3Character = Bh3CharactersData['characters'][number]['character'];
export type Bh3Battlesuit = Bh3Character['avatar'];
export type Bh3Equip = Bh3Character['stigmatas'][number];
export type Bh3NoteData = DataOf<typeof note>;
export type Bh3NewAbyssData = DataOf<typeof newAbyssReport>;
export type Bh3NewAbyssReport = Bh3NewAbyssData['reports'][number];
export type Bh3OldAbyssData = DataOf<typeof latestOldAbyssReport>;
export type Bh3OldAbyssReport = Bh3OldAbyssData['reports'][number];
export type Bh3ArenaData = DataOf<typeof battleFieldReport>;
export type Bh3ArenaReport = Bh3ArenaData['reports'][number];
export type Bh3GodWarData = DataOf<typeof godWar>;
export type Bh3GodWarRun = Bh3GodWarData['records'][number];
export type Bh3Elf = Bh3NewAbyssReport['elf'];
export type Bh3Boss = Bh3NewAbyssReport['boss'];

/**
 * The captain level from which the Rift Ladder replaces the Rift Trial
 * (docs/reference/other-games.md#second-game-abyss-reports).
 */
export const NEW_ABYSS_MIN_LEVEL = 81;

/** Every honkai3rd endpoint takes the same pair: the role and its server. */
export function bh3Query(role: CurrentRole | undefined): Bh3Query {
  return { role_id: role?.game_role_id ?? '', server: role?.region ?? '' };
}

/** A retcode will not change on a retry; a network failure may. */
function retryNetworkOnce(failures: number, error: unknown): boolean {
  return !(error instanceof ApiError) && failures < 1;
}

/** The captain, counters and mode summary; an API refusal goes to the layout's error screen. */
export function useBh3Index(role: CurrentRole | undefined) {
  const query = bh3Query(role);
  return useQuery(
    queryOptions({
      queryKey: endpointKey(index, query),
      queryFn: ({ signal }) => api.call(index, query, { signal }),
      meta: { errorLayout: true },
      enabled: role !== undefined,
    }),
  );
}

/** The battlesuit list; 10102 (details switch off) is shown inside the page, not the layout. */
export function useBh3Characters(role: CurrentRole | undefined) {
  const query = bh3Query(role);
  return useQuery({
    queryKey: endpointKey(characters, query),
    queryFn: ({ signal }) => api.call(characters, query, { signal }),
    enabled: role !== undefined,
    retry: retryNetworkOnce,
  });
}

/** How often the open home asks for the notes again, so the countdowns never drift for long. */
export const BH3_NOTES_REFETCH_MS = 5 * 60_000;

/** The owner's notes; never requested for a visitor, whom the server refuses with 10104. */
export function useBh3Note(role: CurrentRole | undefined, owner: boolean) {
  const query = bh3Query(role);
  return useQuery({
    queryKey: endpointKey(note, query),
    queryFn: ({ signal }) => api.call(note, query, { signal }),
    enabled: owner && role !== undefined,
    refetchInterval: BH3_NOTES_REFETCH_MS,
    staleTime: BH3_NOTES_REFETCH_MS,
    retry: retryNetworkOnce,
  });
}

export function useBh3Arena(role: CurrentRole | undefined) {
  const query = bh3Query(role);
  return useQuery({
    queryKey: endpointKey(battleFieldReport, query),
    queryFn: ({ signal }) => api.call(battleFieldReport, query, { signal }),
    enabled: role !== undefined,
    retry: retryNetworkOnce,
  });
}

export function useBh3GodWar(role: CurrentRole | undefined) {
  const query = bh3Query(role);
  return useQuery({
    queryKey: endpointKey(godWar, query),
    queryFn: ({ signal }) => api.call(godWar, query, { signal }),
    enabled: role !== undefined,
    retry: retryNetworkOnce,
  });
}

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
