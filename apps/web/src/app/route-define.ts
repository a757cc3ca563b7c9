import type { FeatureSwitchKey, GameKey } from '@chronicle/contract';
import type { ComponentType } from 'react';
import type { ShellKind } from '../lib/shell.js';

/*
 * How a route of the table in routes.ts is declared: its metadata, the typed `href()` builder
 * derived from its path, and the shorthands for event sub-pages and the other games' pages.
 */

export type LayoutKind =
  | 'standard'
  | 'hardChallenge'
  | 'roleCombat'
  | 'abyss'
  | 'alchemy'
  | 'monsterVsMonster'
  | 'fairyTales'
  | 'event'
  | 'standalone';

/** Loads a page component; each page is its own chunk. */
export type PageLoader = () => Promise<ComponentType>;

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type ParamValues<P extends string, V> = {
  [K in ParamNames<P>]: K extends keyof V
    ? V[K] extends readonly string[]
      ? V[K][number]
      : string
    : string;
};

type HrefFn<P extends string, V> = [ParamNames<P>] extends [never]
  ? () => string
  : (params: ParamValues<P, V>) => string;

export interface RouteMeta {
  path: string;
  game: GameKey;
  layout: LayoutKind;
  shells: readonly ShellKind[];
  page: PageLoader;
  /** The game's home (overview); settings and the records nav hang off it. */
  home?: boolean;
  /** Shown in the records navigation, in table order. */
  nav?: boolean;
  /** Paths (and those below them) on which this nav entry is current besides its own. */
  navSection?: readonly string[];
  /** The page draws its own heading (the overview's role header), so the layout shows none. */
  ownHeading?: boolean;
  /** Allowed values of path parameters; anything else is an unknown route. */
  paramValues?: Readonly<Record<string, readonly string[]>>;
  /**
   * The operator's feature switch the page depends on (docs/reference/privacy.md#feature-switches):
   * while it is '0' the page leaves the navigation, and opening it lands on the game's home.
   */
  feature?: FeatureSwitchKey;
}

export type Route<P extends string, V> = RouteMeta & { path: P; href: HrefFn<P, V> };

/** The shells a route can be mounted by. */
export const BOTH: readonly ShellKind[] = ['desktop', 'mobile'];
export const DESKTOP_ONLY: readonly ShellKind[] = ['desktop'];

/** A path with its `:name` parameters filled in, each encoded. */
export function buildHref(path: string, params?: Readonly<Record<string, string>>): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) =>
    encodeURIComponent(params?.[name] ?? ''),
  );
}

export function defineRoute<
  const P extends string,
  const V extends Readonly<Record<string, readonly string[]>> = Record<never, never>,
>(
  meta: Omit<RouteMeta, 'path' | 'game' | 'paramValues'> & { path: P; paramValues?: V },
): Route<P, V> {
  const game = meta.path.split('/')[1] as GameKey;
  const href = ((params?: Record<string, string>) => buildHref(meta.path, params)) as HrefFn<P, V>;
  return { ...meta, game, shells: meta.shells, href };
}

/** A records page of the other two games: standard layout, both shells, in the nav by default. */
export function gameRoute<const P extends string>(
  path: P,
  page: PageLoader,
  extra: {
    home?: boolean;
    ownHeading?: boolean;
    nav?: boolean;
    navSection?: readonly string[];
  } = {},
): Route<P, Record<never, never>> {
  return defineRoute({ path, layout: 'standard', shells: BOTH, page, nav: true, ...extra });
}
