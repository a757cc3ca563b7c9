import { endpoints, type DataOf } from '@chronicle/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { endpointKey } from '../../../lib/query-client.js';
import type { CurrentRole } from '../../../lib/session.js';
import { retryNetworkOnce, roleQuery } from './role-query.js';

const { avatarInfo } = endpoints.hkrpg;

export type HsrAvatarInfo = DataOf<typeof avatarInfo>;
export type HsrDetailAvatar = HsrAvatarInfo['avatar_list'][number];
export type HsrRelic = HsrDetailAvatar['relics'][number];

/** Every character with its build; a private build (10102) is shown inside the page. */
export function useHsrAvatarInfo(role: CurrentRole | undefined) {
  const query = { ...roleQuery(role), need_wiki: 'true' };
  return useQuery({
    queryKey: endpointKey(avatarInfo, query),
    queryFn: ({ signal }) => api.call(avatarInfo, query, { signal }),
    enabled: role !== undefined,
    retry: retryNetworkOnce,
  });
}
