import type { ReactNode } from 'react';

/**
 * One route: a path pattern (`/ys`, `ys/abyss`, `/ys/monsterVsMonster/:type`, `*`), relative to its
 * parent unless it starts with `/`; `index` routes match their parent's path exactly. A route
 * without an element renders its children's `<Outlet />`.
 */
export interface RouteObject {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  children?: RouteObject[];
  /** Anything the app wants to read back through `useMatches()`. */
  handle?: unknown;
}

export type Params = Readonly<Record<string, string | undefined>>;

/** One route of the matched chain, outermost first. */
export interface RouteMatch {
  route: RouteObject;
  /** The location's pathname. */
  pathname: string;
  /** Every parameter of the whole chain (a parent sees its children's too). */
  params: Params;
  handle: unknown;
}

export interface RouteBranch {
  chain: RouteObject[];
  segments: string[];
  score: number;
}

function segmentsOf(path: string): string[] {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? [] : trimmed.replace(/^\//, '').split('/');
}

function joinPaths(parent: string, child: string): string {
  if (child.startsWith('/')) return child;
  return `${parent.replace(/\/+$/, '')}/${child}`;
}

/** The more specific route wins whatever the table order: static 10, `:param` 3, splat −2, index +2. */
function scoreOf(path: string, index: boolean): number {
  const parts = path.split('/');
  let score = parts.length + (index ? 2 : 0);
  for (const part of parts) {
    if (part === '*') score -= 2;
    else if (part.startsWith(':')) score += 3;
    else score += part === '' ? 1 : 10;
  }
  return score;
}

function flatten(routes: readonly RouteObject[], parentPath: string, parents: RouteObject[]) {
  const branches: RouteBranch[] = [];
  for (const route of routes) {
    const chain = [...parents, route];
    const path = route.index ? parentPath : joinPaths(parentPath, route.path ?? '');
    if (route.children) branches.push(...flatten(route.children, path, chain));
    if (route.index || route.path !== undefined) {
      branches.push({ chain, segments: segmentsOf(path), score: scoreOf(path, !!route.index) });
    }
  }
  return branches;
}

/** Sorts every matchable chain of the table once, best first (stable: ties keep table order). */
export function rankRoutes(routes: readonly RouteObject[]): RouteBranch[] {
  return flatten(routes, '/', []).sort((a, b) => b.score - a.score);
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function matchSegments(pattern: readonly string[], actual: readonly string[]) {
  const params: Record<string, string> = {};
  for (const [i, part] of pattern.entries()) {
    if (part === '*') {
      params['*'] = actual.slice(i).map(decode).join('/');
      return params;
    }
    const value = actual[i];
    if (value === undefined || value === '') return undefined;
    if (part.startsWith(':')) params[part.slice(1)] = decode(value);
    // Paths match case-insensitively, as they did under react-router.
    else if (part.toLowerCase() !== decode(value).toLowerCase()) return undefined;
  }
  return pattern.length === actual.length ? params : undefined;
}

/** The chain of routes that renders `pathname`, or an empty list when none does. */
export function matchRoutes(branches: readonly RouteBranch[], pathname: string): RouteMatch[] {
  const actual = segmentsOf(pathname);
  for (const branch of branches) {
    const params = matchSegments(branch.segments, actual);
    if (params) {
      return branch.chain.map((route) => ({ route, pathname, params, handle: route.handle }));
    }
  }
  return [];
}
