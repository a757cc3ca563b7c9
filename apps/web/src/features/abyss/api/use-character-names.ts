import { endpoints, type InputOf } from '@chronicle/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { endpointKey } from '../../../lib/query-client.js';
import type { CurrentRole } from '../../../lib/session.js';
import { useShell } from '../../../lib/shell.js';

const { index } = endpoints.genshin;

/** Character id → localized name. */
export type CharacterNames = ReadonlyMap<number, string>;

const NO_NAMES: CharacterNames = new Map();

function toNames(data: { avatars: readonly { id: number; name: string }[] }): CharacterNames {
  return new Map(data.avatars.map((avatar) => [avatar.id, avatar.name]));
}

/**
 * Names of the role's characters, for portraits' labels: the Sunken Spire payload carries ids and
 * icons only. Read from the overview call with the same key, so a visit to `/ys` already has it in
 * the cache. Best effort: without it the page still works and only the labels are shorter.
 */
export function useCharacterNames(role: CurrentRole | undefined): CharacterNames {
  const shell = useShell();
  const query: InputOf<typeof index> = {
    role_id: role?.game_role_id ?? '',
    server: role?.region ?? '',
    avatar_list_type: shell === 'mobile' ? 1 : 0,
  };
  const names = useQuery({
    ...queryOptions({
      queryKey: endpointKey(index, query),
      queryFn: ({ signal }) => api.call(index, query, { signal }),
    }),
    enabled: role !== undefined,
    select: toNames,
  });
  return names.data ?? NO_NAMES;
}
