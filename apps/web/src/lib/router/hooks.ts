import type { RouterLocation } from './history.js';
import { useRouterContext } from './context.js';
import type { Params, RouteMatch } from './match.js';
import type { NavigateFunction } from './router.js';

/** The current location (pathname, search, hash, state, key). */
export function useLocation(): RouterLocation {
  return useRouterContext().state.location;
}

/** A stable function that navigates: `navigate('/ys', { replace: true })`, `navigate(-1)`. */
export function useNavigate(): NavigateFunction {
  return useRouterContext().router.navigate;
}

/** The `:param` values of the matched route chain. */
export function useParams(): Params {
  const { matches } = useRouterContext().state;
  return matches[matches.length - 1]?.params ?? {};
}

/** The matched route chain, outermost first, with each route's `handle`. */
export function useMatches(): readonly RouteMatch[] {
  return useRouterContext().state.matches;
}
