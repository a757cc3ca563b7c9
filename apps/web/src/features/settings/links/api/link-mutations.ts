import { endpoints, type InputOf } from '@chronicle/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.js';
import {
  refreshAccountQueries,
  upstreamLinksQueryOptions,
  withLink,
  withoutLink,
  type UpstreamLink,
} from './upstream-links.js';

const { link, unlink, syncNow } = endpoints.upstream;

export type LinkInput = InputOf<typeof link>;
export type UnlinkInput = InputOf<typeof unlink>;

/** Puts a link the server answered into the cached list, so it shows (and polls) at once. */
function useStoreLink() {
  const client = useQueryClient();
  const { queryKey } = upstreamLinksQueryOptions();
  return (answer: UpstreamLink) => client.setQueryData(queryKey, (data) => withLink(data, answer));
}

/**
 * POST upstream/link: checks the cookies and links the account. The new link appears at once
 * (pending or syncing) and the cards follow, since its roles are bound right away.
 */
export function useLinkAccount() {
  const client = useQueryClient();
  const store = useStoreLink();
  return useMutation({
    mutationFn: (input: LinkInput) => api.call(link, input),
    onSuccess: ({ link: created }) => {
      store(created);
      void refreshAccountQueries(client);
    },
  });
}

/** POST upstream/sync: starts a sync; the answered link is syncing, so the list starts polling. */
export function useSyncNow() {
  const store = useStoreLink();
  return useMutation({
    mutationFn: (linkId: number) => api.call(syncNow, { link_id: linkId }),
    onSuccess: ({ link: started }) => store(started),
  });
}

/** POST upstream/unlink: the link leaves the list; its roles stay or go with it. */
export function useUnlink() {
  const client = useQueryClient();
  const { queryKey } = upstreamLinksQueryOptions();
  return useMutation({
    mutationFn: (input: UnlinkInput) => api.call(unlink, input),
    onSuccess: async (_answer, input) => {
      client.setQueryData(queryKey, (data) => withoutLink(data, input.link_id));
      await Promise.all([client.invalidateQueries({ queryKey }), refreshAccountQueries(client)]);
    },
  });
}
