import { gameFromPath } from '@chronicle/contract';
import type { ComponentType } from 'react';
import { Navigate } from '../lib/router/components.js';
import { useLocation } from '../lib/router/hooks.js';
import { createHashRouter } from '../lib/router/router.js';
import { pageDefaultGame } from '../lib/game.js';
import type { ShellKind } from '../lib/shell.js';
import { lazyPage, preloadPage } from './lazy-page.js';
import { defaultHashPath } from './page-url.js';
import { RouteView } from './route-view.js';
import { homeRoute, routesForShell, type PageLoader } from './routes.js';

/** Unknown paths land on the home of the game the path names (or the page's default game). */
function UnknownRoute() {
  const { pathname } = useLocation();
  const game = gameFromPath(pathname) ?? pageDefaultGame();
  return <Navigate to={homeRoute(game.key).href()} replace />;
}

function RootRedirect() {
  return <Navigate to={defaultHashPath()} replace />;
}

/**
 * The hash router of a shell: every table route the shell has, lazily loaded, under the shell's
 * root layout; `/` goes to the game home (/ys), unknown paths to their game's home.
 */
export function createAppRouter(shell: ShellKind, Shell: ComponentType) {
  const router = createHashRouter([
    {
      path: '/',
      element: <Shell />,
      children: [
        { index: true, element: <RootRedirect /> },
        ...routesForShell(shell).map((route) => ({
          path: route.path,
          handle: { routeId: route.id, page: route.page },
          element: <RouteView route={route} Page={lazyPage(route.page)} />,
        })),
        { path: '*', element: <UnknownRoute /> },
      ],
    },
  ]);
  // The page the visit opens on loads with the login check, not once the gate has opened.
  // (`/` opens on the home of the page's game.)
  const opening = router.state.matches.at(-1)?.handle as { page?: PageLoader } | undefined;
  void preloadPage(opening?.page ?? homeRoute(pageDefaultGame().key).page);
  return router;
}
