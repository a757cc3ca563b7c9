import { RETCODE } from '@chronicle/contract';
import { render, waitFor } from '@testing-library/react';
import { Outlet, RouterProvider } from '../lib/router/components.js';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-client.js';
import { fakeApi, testI18n, testQueryClient } from '../test/render.js';
import { Providers } from './providers.js';
import { createAppRouter } from './router.js';

async function start(hash: string) {
  window.history.replaceState(null, '', `/index.html${hash}`);
  fakeApi({ 'community.getUserFullInfo': () => new ApiError(RETCODE.NOT_LOGGED_IN, '') });
  const router = createAppRouter('desktop', Outlet);
  render(
    <Providers queryClient={testQueryClient()} i18n={await testI18n()} shell="desktop">
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

describe('createAppRouter', () => {
  it('sends the root to /ys', async () => {
    const router = await start('');
    await waitFor(() => expect(router.state.location.pathname).toBe('/ys'));
  });

  it('sends an unknown path to the home of its game', async () => {
    const router = await start('#/bh3/nowhere');
    await waitFor(() => expect(router.state.location.pathname).toBe('/bh3'));
  });

  it('sends a path of no game to the main game home', async () => {
    const router = await start('#/elsewhere');
    await waitFor(() => expect(router.state.location.pathname).toBe('/ys'));
  });

  it('rejects a monster-vs-monster type other than attack or defend', async () => {
    const router = await start('#/ys/monsterVsMonster/sideways');
    await waitFor(() => expect(router.state.location.pathname).toBe('/ys'));
  });

  it('keeps a valid monster-vs-monster type', async () => {
    const router = await start('#/ys/monsterVsMonster/defend');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.pathname).toBe('/ys/monsterVsMonster/defend');
  });
});
