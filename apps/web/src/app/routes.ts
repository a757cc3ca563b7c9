import type { EventRoutingOf, GameKey } from '@chronicle/contract';
import type { ShellKind } from '../lib/shell.js';
import {
  overviewPage,
  rosterPage,
  explorationPage,
  abyssPage,
  abyssExplainPage,
  summaryPage,
  roleCombatPage,
  roleCombatCharMasterPage,
  roleCombatTarotPage,
  challengePage,
  tcgPage,
  tcgHonorRolePage,
  tcgHonorCardPage,
  tcgDeckPage,
  actCalendarPage,
  alchemyPage,
  settingsPage,
  hsrOverviewPage,
  hsrCharactersPage,
  hsrChallengePage,
  bh3OverviewPage,
  bh3ValkyriesPage,
  bh3ModesPage,
  progressPage,
} from './page-loaders.js';
import { BOTH, buildHref, defineRoute, gameRoute, type RouteMeta } from './route-define.js';
import { EVENT_ROUTES } from './event-routes.js';

/**
 * The one route table (docs/reference/web-app.md#routes): every path, its layout, the shells that
 * have it, its lazy page module and a typed `href()` builder (route-define.ts), so no component
 * writes a URL by hand.
 */

export type { ShellKind };
export type { LayoutKind, PageLoader, RouteMeta } from './route-define.js';

/** Endgame modes of the third game, one page each (Memory of Chaos, Pure Fiction, Apocalyptic Shadow). */
export const HSR_MODE_PATHS = ['/hsr/chaos', '/hsr/fiction', '/hsr/shadow'] as const;
/** Modes of the second game (Superstring abyss, Memorial Arena, Elysian Realm). */
export const BH3_MODE_PATHS = ['/bh3/abyss', '/bh3/arena', '/bh3/elysian'] as const;

export const ROUTES = {
  // Game homes and settings.
  ys: defineRoute({
    path: '/ys',
    layout: 'standard',
    shells: BOTH,
    page: overviewPage,
    home: true,
    nav: true,
    ownHeading: true,
  }),
  ysSet: defineRoute({ path: '/ys/set', layout: 'standard', shells: BOTH, page: settingsPage }),
  bh3: gameRoute('/bh3', bh3OverviewPage, { home: true, ownHeading: true }),
  bh3Set: defineRoute({ path: '/bh3/set', layout: 'standard', shells: BOTH, page: settingsPage }),
  hsr: gameRoute('/hsr', hsrOverviewPage, { home: true, ownHeading: true }),
  hsrSet: defineRoute({ path: '/hsr/set', layout: 'standard', shells: BOTH, page: settingsPage }),

  // The other two games' records (issue 9): characters, and one page per endgame mode, whose nav
  // entry is current on all the game's modes.
  hsrCharacters: gameRoute('/hsr/characters', hsrCharactersPage),
  hsrChaos: gameRoute('/hsr/chaos', hsrChallengePage, { navSection: HSR_MODE_PATHS }),
  hsrFiction: gameRoute('/hsr/fiction', hsrChallengePage, { nav: false }),
  hsrShadow: gameRoute('/hsr/shadow', hsrChallengePage, { nav: false }),
  bh3Valkyries: gameRoute('/bh3/valkyries', bh3ValkyriesPage),
  bh3Abyss: gameRoute('/bh3/abyss', bh3ModesPage, { navSection: BH3_MODE_PATHS }),
  bh3Arena: gameRoute('/bh3/arena', bh3ModesPage, { nav: false }),
  bh3Elysian: gameRoute('/bh3/elysian', bh3ModesPage, { nav: false }),

  // Issue 18: each game's Progress page, linked from the role's home.
  ysProgress: gameRoute('/ys/progress', progressPage, { nav: false }),
  hsrProgress: gameRoute('/hsr/progress', progressPage, { nav: false }),
  bh3Progress: gameRoute('/bh3/progress', progressPage, { nav: false }),

  // Standard layout (main game).
  ysRoleAll: defineRoute({
    path: '/ys/role/all',
    layout: 'standard',
    shells: BOTH,
    page: rosterPage,
    nav: true,
  }),
  ysExploration: defineRoute({
    path: '/ys/exploration',
    layout: 'standard',
    shells: BOTH,
    page: explorationPage,
    nav: true,
  }),
  // The seasonal events' pages, derived from the contract's EVENT_ROUTING (event-routes.ts); the
  // first one is the records nav's "Events" entry.
  ...EVENT_ROUTES,
  ysTcg: defineRoute({
    path: '/ys/tcg',
    layout: 'standard',
    shells: BOTH,
    page: tcgPage,
    nav: true,
  }),
  ysTcgHonorRole: defineRoute({
    path: '/ys/tcg/honorRole',
    layout: 'standard',
    shells: BOTH,
    page: tcgHonorRolePage,
  }),
  ysTcgHonorCard: defineRoute({
    path: '/ys/tcg/honorCard',
    layout: 'standard',
    shells: BOTH,
    page: tcgHonorCardPage,
  }),
  ysTcgDeck: defineRoute({
    path: '/ys/tcg/deck',
    layout: 'standard',
    shells: BOTH,
    page: tcgDeckPage,
  }),
  ysActCalendar: defineRoute({
    path: '/ys/act-calendar',
    layout: 'standard',
    shells: BOTH,
    page: actCalendarPage,
    nav: true,
    feature: 'act_calendar',
  }),

  // Other layouts.
  ysChallenge: defineRoute({
    path: '/ys/challenge',
    layout: 'hardChallenge',
    shells: BOTH,
    page: challengePage,
    nav: true,
  }),
  ysRoleCombat: defineRoute({
    path: '/ys/role-combat',
    layout: 'roleCombat',
    shells: BOTH,
    page: roleCombatPage,
    nav: true,
  }),
  ysRoleCombatCharMaster: defineRoute({
    path: '/ys/role-combat/char-master',
    layout: 'roleCombat',
    shells: BOTH,
    page: roleCombatCharMasterPage,
  }),
  ysRoleCombatTarot: defineRoute({
    path: '/ys/role-combat/tarot',
    layout: 'roleCombat',
    shells: BOTH,
    page: roleCombatTarotPage,
  }),
  ysAbyss: defineRoute({
    path: '/ys/abyss',
    layout: 'abyss',
    shells: BOTH,
    page: abyssPage,
    nav: true,
  }),
  ysAlchemy: defineRoute({
    path: '/ys/alchemysim',
    layout: 'alchemy',
    shells: BOTH,
    page: alchemyPage,
  }),
  ysSummary: defineRoute({
    path: '/ys/summary',
    layout: 'standalone',
    shells: BOTH,
    page: summaryPage,
    feature: 'data_review',
  }),
  ysAbyssExplain: defineRoute({
    path: '/ys/abyssExplain',
    layout: 'standalone',
    shells: BOTH,
    page: abyssExplainPage,
  }),
} as const;

export type RouteId = keyof typeof ROUTES;

/** Sub-pages of the monster-vs-monster event (its `:type`), as declared in the contract. */
export const MONSTER_VS_MONSTER_TYPES = (ROUTES.ysMonsterVsMonster.paramValues?.type ??
  []) as EventRoutingOf<'monsterVsMonster'>['pages'];

export interface RouteEntry extends RouteMeta {
  id: RouteId;
  /** Untyped link builder for code that walks the table; prefer `ROUTES.<id>.href()`. */
  href: (params?: Readonly<Record<string, string>>) => string;
}

/** Every route with its id, in table order. */
export const ROUTE_LIST: readonly RouteEntry[] = (Object.keys(ROUTES) as RouteId[]).map((id) => {
  const route: RouteMeta = ROUTES[id];
  return { ...route, id, href: (params) => buildHref(route.path, params) };
});

/** Routes a shell mounts. */
export function routesForShell(shell: ShellKind): readonly RouteEntry[] {
  return ROUTE_LIST.filter((route) => route.shells.includes(shell));
}

/** The home route of a game. */
export function homeRoute(game: GameKey): RouteEntry {
  const found = ROUTE_LIST.find((route) => route.home && route.game === game);
  if (!found) throw new Error(`No home route for ${game}`);
  return found;
}

/** The settings route of a game (`/<game>/set`). */
export function settingsRoute(game: GameKey): RouteEntry | undefined {
  return ROUTE_LIST.find((route) => route.game === game && route.path === `/${game}/set`);
}

/** Routes of the records navigation of a game. */
export function navRoutes(game: GameKey): readonly RouteEntry[] {
  return ROUTE_LIST.filter((route) => route.nav && route.game === game);
}
