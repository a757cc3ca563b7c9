import { useMatches } from '../lib/router/hooks.js';
import { ROUTE_LIST, type RouteEntry, type RouteId } from './routes.js';

/** Route handle set by the router on every table route. */
export interface RouteHandle {
  routeId: RouteId;
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'routeId' in value;
}

/** The table entry of the deepest matched route, if a table route matched. */
export function useCurrentRoute(): RouteEntry | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return ROUTE_LIST.find((route) => route.id === handle.routeId);
  }
  return undefined;
}
