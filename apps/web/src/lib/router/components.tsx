import {
  startTransition,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { OutletContext, RouterContext, useRouterContext } from './context.js';
import { createPath, resolvePath, type To } from './history.js';
import { useLocation, useNavigate } from './hooks.js';
import type { RouteMatch } from './match.js';
import type { Router } from './router.js';

function renderMatches(matches: readonly RouteMatch[]): ReactNode {
  // Built from the innermost route out: each route's element finds the next one in its <Outlet />.
  return matches.reduceRight<ReactNode>(
    (outlet, { route }) => (
      <OutletContext value={outlet}>
        {route.element === undefined ? <Outlet /> : route.element}
      </OutletContext>
    ),
    null,
  );
}

/** Renders the route chain that matches the router's location, and follows its changes. */
export function RouterProvider({ router }: { router: Router }) {
  const [state, setState] = useState(router.state);
  // A layout effect subscribes before any child's <Navigate> effect can navigate. Updates run as
  // transitions, as react-router's did, so a lazy page does not blank what is already shown.
  useLayoutEffect(() => {
    const update = (next: Router['state']) => startTransition(() => setState(next));
    const unsubscribe = router.subscribe(update);
    update(router.state);
    return unsubscribe;
  }, [router]);
  const value = useMemo(() => ({ router, state }), [router, state]);
  return <RouterContext value={value}>{renderMatches(state.matches)}</RouterContext>;
}

/** Where a layout route renders its matched child route. */
export function Outlet() {
  return useContext(OutletContext);
}

/** Redirects once rendered (in an effect, so the current render completes first). */
export function Navigate({ to, replace, state }: { to: To; replace?: boolean; state?: unknown }) {
  const navigate = useNavigate();
  const path = createPath(resolvePath(to, useLocation()));
  useEffect(() => {
    navigate(path, { replace, state });
  }, [navigate, path, replace, state]);
  return null;
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An absolute path, or parts of one (`{ pathname, search }`). */
  to: To;
  /** Replace the current entry; by default only a link to the current location does. */
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined) {
  return (
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

/** An <a> with a real href (new tab works) that navigates in place on a plain left click. */
export function Link({ to, replace, state, onClick, target, children, ...rest }: LinkProps) {
  const { router, state: current } = useRouterContext();
  const path = resolvePath(to, current.location);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainLeftClick(event, target)) return;
    event.preventDefault();
    const same = createPath(path) === createPath(current.location);
    router.navigate(path, { replace: replace ?? same, state });
  };
  return (
    <a {...rest} target={target} href={router.createHref(path)} onClick={handleClick}>
      {children}
    </a>
  );
}

export interface NavLinkProps extends Omit<LinkProps, 'className'> {
  /** A string gets ` active` appended while the link is active; a function decides itself. */
  className?: string | ((state: { isActive: boolean }) => string | undefined);
  /** Active only on its exact path, not on the paths below it. */
  end?: boolean;
  /** Further paths (and the paths below them) on which the link also counts as current. */
  activeFor?: readonly string[];
}

/** True when `current` is `target` or (unless `end`) below it; case-insensitive like the matcher. */
export function isActivePath(target: string, current: string, end: boolean): boolean {
  const to = target.toLowerCase();
  const at = current.toLowerCase();
  const slashAt = to !== '/' && to.endsWith('/') ? to.length - 1 : to.length;
  return at === to || (!end && at.startsWith(to) && at.charAt(slashAt) === '/');
}

/** A Link that knows whether it points at the current page: `aria-current="page"` and `active`. */
export function NavLink({
  className,
  end = false,
  activeFor = [],
  'aria-current': ariaCurrent,
  ...rest
}: NavLinkProps) {
  const location = useLocation();
  const isActive =
    isActivePath(resolvePath(rest.to, location).pathname, location.pathname, end) ||
    activeFor.some((path) => isActivePath(path, location.pathname, false));
  const classes =
    typeof className === 'function'
      ? className({ isActive })
      : [className, isActive ? 'active' : null].filter(Boolean).join(' ');
  return (
    <Link
      {...rest}
      className={classes}
      aria-current={isActive ? (ariaCurrent ?? 'page') : undefined}
    />
  );
}
