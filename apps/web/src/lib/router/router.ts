import {
  createHashHistory,
  createMemoryHistory,
  resolvePath,
  type RouterHistory,
  type RouterLocation,
  type To,
} from './history.js';
import { matchRoutes, rankRoutes, type RouteMatch, type RouteObject } from './match.js';

/*
 * Chronicle's own hash router. It exists for the bundle budget (docs/reference/product.md#budgets:
 * at most
 * 120 KB gzip of initial JS on /ys): react-router 7 alone was ~29 KB gzip of it, and the app uses a
 * small part of it: nested layouts through <Outlet />, `:param` segments, redirects, links, push,
 * replace and back. The API keeps react-router's names and shapes (createHashRouter, RouterProvider,
 * Link, NavLink, Navigate, useLocation, useNavigate, useParams, useMatches), so call sites read the
 * same. Pages load lazily through React.lazy (app/lazy-page.ts), not through the router.
 */

export interface RouterState {
  location: RouterLocation;
  /** The matched route chain, outermost first; empty when nothing matches. */
  matches: RouteMatch[];
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export type NavigateFunction = (to: To | number, options?: NavigateOptions) => void;

export interface Router {
  readonly state: RouterState;
  /** Goes to an absolute path (push, or replace), or moves through history by a number (-1: back). */
  navigate: NavigateFunction;
  createHref(to: To): string;
  /** Calls `listener` after every location change; returns the unsubscribe function. */
  subscribe(listener: (state: RouterState) => void): () => void;
}

/** A router over any history; `createHashRouter` and `createMemoryRouter` are the two in use. */
export function createRouter(routes: readonly RouteObject[], history: RouterHistory): Router {
  const branches = rankRoutes(routes);
  const stateAt = (location: RouterLocation): RouterState => ({
    location,
    matches: matchRoutes(branches, location.pathname),
  });
  let state = stateAt(history.location);
  const listeners = new Set<(state: RouterState) => void>();
  let unlisten: (() => void) | undefined;

  const sync = () => {
    if (history.location === state.location) return;
    state = stateAt(history.location);
    listeners.forEach((listener) => listener(state));
  };

  return {
    get state() {
      return state;
    },
    navigate(to, options = {}) {
      if (typeof to === 'number') {
        history.go(to);
        return;
      }
      const path = resolvePath(to, state.location);
      if (options.replace) history.replace(path, options.state);
      else history.push(path, options.state);
      sync();
    },
    createHref: (to) => history.createHref(resolvePath(to, state.location)),
    subscribe(listener) {
      listeners.add(listener);
      unlisten ??= history.listen(sync);
      sync();
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        unlisten?.();
        unlisten = undefined;
      };
    },
  };
}

/** The app's router: the route lives in the page URL's hash. */
export function createHashRouter(routes: readonly RouteObject[]): Router {
  return createRouter(routes, createHashHistory());
}

/** A router over in-memory entries (tests); it starts on the last of `initialEntries`. */
export function createMemoryRouter(
  routes: readonly RouteObject[],
  options: { initialEntries?: readonly string[] } = {},
): Router {
  return createRouter(routes, createMemoryHistory(options.initialEntries));
}
