import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RouterProvider } from '../../lib/router/components.js';
import { useLocation } from '../../lib/router/hooks.js';
import type { RouteObject } from '../../lib/router/match.js';
import { createHashRouter } from '../../lib/router/router.js';
import { renderRoutes, testI18n, testQueryClient } from '../../test/render.js';
import { Providers } from '../providers.js';
import { ROUTE_LIST, type RouteEntry } from '../routes.js';
import { PageLayout } from './page-layout.js';

function route(path: string): RouteEntry {
  const found = ROUTE_LIST.find((entry) => entry.path === path);
  if (!found) throw new Error(path);
  return found;
}

function Where() {
  const { pathname, search } = useLocation();
  return <p>at {pathname + search}</p>;
}

const ROUTES: RouteObject[] = [
  { path: '/ys', element: <Where /> },
  { path: '/hsr', element: <Where /> },
  {
    path: '/ys/abyss',
    element: (
      <PageLayout route={route('/ys/abyss')} params={{}}>
        <Where />
      </PageLayout>
    ),
  },
  {
    path: '/hsr/set',
    element: (
      <PageLayout route={route('/hsr/set')} params={{}}>
        <Where />
      </PageLayout>
    ),
  },
];

// docs/reference/web-app.md#back-navigation
describe('PageLayout back button', () => {
  it('goes to the game home, keeping the query, on a page opened directly', async () => {
    const user = userEvent.setup();
    const { router } = await renderRoutes(ROUTES, { path: '/hsr/set?uid=100000002&lang=fr-fr' });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('at /hsr?uid=100000002&lang=fr-fr')).toBeTruthy();
    // Replaced: the home is still the opened entry, so there is nothing behind it.
    expect(router.state.location.key).toBe('default');
  });

  it('goes back through the history the visit made', async () => {
    const user = userEvent.setup();
    const { router } = await renderRoutes(ROUTES, { path: '/ys?uid=1' });
    act(() => router.navigate('/ys/abyss'));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('at /ys?uid=1')).toBeTruthy();
  });

  it('still goes home after the opened page replaced its own entry (a filter in the query)', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/index.html#/ys/abyss');
    const router = createHashRouter(ROUTES);
    render(
      <Providers queryClient={testQueryClient()} i18n={await testI18n()} shell="desktop">
        <RouterProvider router={router} />
      </Providers>,
    );
    act(() => router.navigate({ search: '?period=2' }, { replace: true }));
    expect(window.location.hash).toBe('#/ys/abyss?period=2');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(window.location.hash).toBe('#/ys?period=2');
    expect(screen.getByText('at /ys?period=2')).toBeTruthy();
  });
});
