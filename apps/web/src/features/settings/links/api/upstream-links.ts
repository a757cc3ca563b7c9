import { endpoints, type DataOf, type UpstreamLink } from '@chronicle/contract';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.js';
import { endpointKey } from '../../../../lib/query-client.js';

// From the aggregate, whose chunk the records pages load anyway: importing the upstream family on its
// own would split it into a chunk of its own, named in every page loader of the first load.
const { links } = endpoints.upstream;

export type UpstreamLinksData = DataOf<typeof links>;
export type UpstreamHost = UpstreamLinksData['hosts'][number];
export type { UpstreamLink };

/** How often the links are asked again while one of them is syncing. */
export const SYNC_POLL_MS = 1_500;

/** Whether a worker is syncing any of the links right now. */
export function anySyncing(data: UpstreamLinksData | undefined): boolean {
  return data?.links.some((link) => link.syncing) === true;
}

/**
 * GET upstream/links: the viewer's linked accounts, the upstreams on offer and the sync interval.
 * While a link syncs, the query polls so its progress moves and its end shows.
 */
export function upstreamLinksQueryOptions() {
  return queryOptions({
    queryKey: endpointKey(links, {}),
    queryFn: ({ signal }) => api.call(links, undefined, { signal }),
    refetchInterval: (query) => (anySyncing(query.state.data) ? SYNC_POLL_MS : false),
  });
}

/** The cached links with one link put in (replacing the one with its id, or added at the end). */
export function withLink(
  data: UpstreamLinksData | undefined,
  link: UpstreamLink,
): UpstreamLinksData | undefined {
  if (!data) return data;
  const known = data.links.some((entry) => entry.id === link.id);
  return {
    ...data,
    links: known
      ? data.links.map((entry) => (entry.id === link.id ? link : entry))
      : [...data.links, link],
  };
}

/** The cached links without one of them. */
export function withoutLink(
  data: UpstreamLinksData | undefined,
  linkId: number,
): UpstreamLinksData | undefined {
  return data ? { ...data, links: data.links.filter((entry) => entry.id !== linkId) } : data;
}

/**
 * Queries whose answers change when roles come or go: the record cards (session, render gate), the
 * role selector, and every records page (refetched when next opened).
 */
const ACCOUNT_QUERY = /^(card|binding|genshin|hkrpg|honkai3rd)\./;

/** Refetches what a link, an unlink, a finished sync or an import may have changed. */
export function refreshAccountQueries(client: QueryClient): Promise<void> {
  return client.invalidateQueries({
    predicate: (query) => ACCOUNT_QUERY.test(String(query.queryKey[0])),
  });
}

/** How a link is named in titles and toasts: the upstream and its account id. */
export function accountName(link: Pick<UpstreamLink, 'upstream' | 'upstream_uid'>): string {
  return `${link.upstream} · ${link.upstream_uid}`;
}
