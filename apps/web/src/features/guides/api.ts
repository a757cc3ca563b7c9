import { cardEndpoints, type GuideKey } from '@chronicle/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { api } from '../../lib/api-client.js';
import { endpointKey } from '../../lib/query-client.js';

const { beginnerGuideStatus, beginnerGuideUpdate } = cardEndpoints;

/**
 * Which guides the logged-in account has seen, as a set (docs/reference/web-app.md#one-time-guides
 * `beginner_guide/status`).
 */
export function guideStatusQueryOptions(uid: string) {
  const body = {};
  return queryOptions({
    queryKey: [...endpointKey(beginnerGuideStatus, body), uid],
    queryFn: async ({ signal }): Promise<ReadonlySet<string>> => {
      const data = await api.call(beginnerGuideStatus, body, { signal });
      return new Set(data.list.filter((g) => g.is_seen).map((g) => g.key));
    },
    staleTime: Infinity,
  });
}

/**
 * Marks a guide seen: at once in the cache (so it never shows twice, even if the call fails), then
 * on the server (`beginner_guide/update`) so other devices skip it too.
 */
export function useMarkGuideSeen(uid: string) {
  const queryClient = useQueryClient();
  const key = guideStatusQueryOptions(uid).queryKey;
  return useMutation({
    mutationFn: (guide: GuideKey) => api.call(beginnerGuideUpdate, { key: guide }),
    onMutate: (guide: GuideKey) => {
      queryClient.setQueryData(key, (seen) => new Set([...(seen ?? []), guide]));
    },
  });
}

/** Tells the server a tip was shown, once per tip and page load, without hiding it here. */
export function useReportGuideShown() {
  const reported = useRef(new Set<GuideKey>());
  return useCallback((guide: GuideKey) => {
    if (reported.current.has(guide)) return;
    reported.current.add(guide);
    api.call(beginnerGuideUpdate, { key: guide }).catch(() => {
      // Not stored: the tip may show again next time, which is harmless.
      reported.current.delete(guide);
    });
  }, []);
}
