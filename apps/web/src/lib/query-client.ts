import { RISK_RETCODES, type EndpointDef } from '@chronicle/contract';
import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.js';
import { reportApiError } from './api-error-store.js';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /**
       * An API error of this query replaces the page with the error layout
       * (docs/reference/web-app.md#errors).
       */
      errorLayout?: boolean;
    };
  }
}

/** Query key of an endpoint call: the endpoint id, then its parameters (ARCHITECTURE "Data"). */
export function endpointKey<P>(endpoint: Pick<EndpointDef, 'id'>, params: P): readonly [string, P] {
  return [endpoint.id, params] as const;
}

/**
 * The app's query client: one retry, no refetch on focus (docs/reference/web-app.md#query-policy).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError(error, query) {
        // The shared handler of docs/reference/web-app.md#errors: pages that opt in hand their
        // retcode to the layout, and a risk
        // retcode goes there from every query (docs/reference/web-app.md#risk-challenge: the error
        // layout shows for a risk error).
        if (
          error instanceof ApiError &&
          (query.meta?.errorLayout || RISK_RETCODES.includes(error.retcode))
        ) {
          reportApiError(error.retcode);
        }
      },
    }),
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 60_000 },
      mutations: { retry: false },
    },
  });
}

/** The role a records query is about, as its query string or body carries it. */
interface RoleKeyed {
  role_id: string | number;
  server: string;
}

/**
 * `placeholderData` that keeps the previous answer on screen while another period or filter of the
 * same role loads, but never another role's: that would show under the new role's header.
 */
export function keepPreviousOfSameRole(current: RoleKeyed) {
  return <T>(
    previous: T | undefined,
    previousQuery: { queryKey: readonly unknown[] } | undefined,
  ): T | undefined => {
    const before = previousQuery?.queryKey[1] as Partial<RoleKeyed> | undefined;
    return before?.role_id === current.role_id && before.server === current.server
      ? previous
      : undefined;
  };
}
