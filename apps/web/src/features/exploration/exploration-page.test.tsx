import { getDefaultNormalizer, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Providers } from '../../app/providers.js';
import { ApiError, NetworkError } from '../../lib/api-client.js';
import { clearApiError, useApiErrorCode } from '../../lib/api-error-store.js';
import { createI18n, loadLanguage } from '../../lib/i18n.js';
import { RouterProvider } from '../../lib/router/components.js';
import { createMemoryRouter } from '../../lib/router/router.js';
import { card, indexData, realm, region, userInfo } from '../../test/fixtures.js';
import { fakeApi, renderApp, testQueryClient } from '../../test/render.js';
import type { ExplorationData } from './api/get-exploration.js';
import { ExplorationPage } from './exploration-page.js';

function withRegions(): ExplorationData {
  return {
    ...indexData(),
    world_explorations: [
      region({
        id: 2,
        name: 'Qianlan',
        exploration_percentage: 964,
        type: 'Reputation',
        level: 8,
        seven_statue_level: 10,
        area_exploration_list: [
          { name: 'Bright Plain', exploration_percentage: 1065 },
          { name: 'Stone Gate', exploration_percentage: 875 },
        ],
        boss_list: [{ name: 'Stone Warden', kill_num: 1234 }],
      }),
      region({
        id: 9,
        name: 'Lantern Isles',
        exploration_percentage: 815,
        offerings: [{ name: 'Lantern Beacon', level: 9, icon: '' }],
      }),
      region({ id: 10, parent_id: 9, name: 'Dawnreef', exploration_percentage: 839 }),
    ],
    homes: [realm(), realm({ name: 'Reedwater Isle' })],
  };
}

function ownerApi(index: () => unknown) {
  return fakeApi({
    'community.getUserFullInfo': () => userInfo('100000001'),
    'card.getGameRecordCard': () => ({ list: [card()] }),
    'genshin.index': index,
  });
}

/** Shows the code the layout's error screen would show. */
function LayoutErrorProbe() {
  return <output aria-label="layout error">{useApiErrorCode() ?? ''}</output>;
}

afterEach(() => clearApiError());

describe('ExplorationPage (/ys/exploration)', () => {
  it('turns per-mille progress into percentages with two decimals, capped at 100', async () => {
    ownerApi(withRegions);
    await renderApp(<ExplorationPage />, { path: '/ys/exploration' });
    const qianlan = await screen.findByRole('article', { name: 'Qianlan' });
    expect(within(qianlan).getByText('96.40%')).toBeTruthy();
    expect(within(qianlan).getByText('100.00%')).toBeTruthy();
    expect(within(qianlan).getByText('87.50%')).toBeTruthy();
    expect(within(qianlan).getByText('Renown Lv. 8')).toBeTruthy();
    expect(within(qianlan).getByText('Statue Lv. 10')).toBeTruthy();
    expect(within(qianlan).getByText('1,234 defeated')).toBeTruthy();
  });

  it('nests sub-regions inside their main region, with offerings and their own progress', async () => {
    ownerApi(withRegions);
    await renderApp(<ExplorationPage />, { path: '/ys/exploration' });
    const isles = await screen.findByRole('article', { name: 'Lantern Isles' });
    expect(within(isles).getByText('81.50%')).toBeTruthy();
    expect(within(isles).getByText('Lantern Beacon')).toBeTruthy();
    expect(within(isles).getByRole('heading', { name: 'Dawnreef' })).toBeTruthy();
    expect(within(isles).getByText('83.90%')).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Dawnreef' })).toBeNull();
    // The headline averages the two main regions: (964 + 815) / 2 ‰.
    expect(screen.getByText('88.95%')).toBeTruthy();
  });

  it('shows the realms with comfort, furnishings and visitors', async () => {
    ownerApi(withRegions);
    await renderApp(<ExplorationPage />, { path: '/ys/exploration' });
    const realms = await screen.findByRole('region', { name: 'Hearthrealm' });
    expect(within(realms).getByText('Peerless Paradise')).toBeTruthy();
    expect(within(realms).getByText('21,958')).toBeTruthy();
    expect(within(realms).getByText('Reedwater Isle')).toBeTruthy();
    expect(within(realms).getByText('Realms (2)')).toBeTruthy();
  });

  it('says no realm is unlocked when the answer has none', async () => {
    ownerApi(() => ({ ...withRegions(), homes: [] }));
    await renderApp(<ExplorationPage />, { path: '/ys/exploration' });
    const realms = await screen.findByRole('region', { name: 'Hearthrealm' });
    expect(within(realms).getByText('No realm unlocked yet')).toBeTruthy();
    expect(within(realms).queryByText('Comfort')).toBeNull();
  });

  it('places the percent sign as German does', async () => {
    ownerApi(withRegions);
    const i18n = await createI18n('de-de', { 'de-de': await loadLanguage('de-de') });
    const router = createMemoryRouter([{ path: '*', element: <ExplorationPage /> }], {
      initialEntries: ['/ys/exploration'],
    });
    render(
      <Providers queryClient={testQueryClient()} i18n={i18n} shell="desktop">
        <RouterProvider router={router} />
      </Providers>,
    );
    const qianlan = await screen.findByRole('article', { name: 'Qianlan' });
    // A non-breaking space before the sign (docs/reference/web-app.md#formatting); keep it, don't
    // let the matcher collapse it.
    const exact = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };
    expect(within(qianlan).getByText('96.40\u00a0%', exact)).toBeTruthy();
    expect(within(qianlan).queryByText('96.40%')).toBeNull();
    expect(within(qianlan).getByText('Ruf: Stufe 8')).toBeTruthy();
  });

  it('shows the empty-data block when there is no region and no realm', async () => {
    ownerApi(() => ({ ...indexData(), world_explorations: [], homes: [] }));
    await renderApp(<ExplorationPage />, { path: '/ys/exploration' });
    expect(await screen.findByText('No data yet')).toBeTruthy();
  });

  it('offers a retry when the server cannot be reached', async () => {
    let attempts = 0;
    ownerApi(() => {
      attempts += 1;
      return attempts === 1 ? new NetworkError('offline') : withRegions();
    });
    const user = userEvent.setup();
    await renderApp(<ExplorationPage />, { path: '/ys/exploration' });
    expect((await screen.findByRole('alert')).textContent).toContain('Loading failed');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Qianlan' })).toBeTruthy();
  });

  it('hands an API retcode to the layout error screen', async () => {
    ownerApi(() => new ApiError(10102, ''));
    await renderApp(
      <>
        <ExplorationPage />
        <LayoutErrorProbe />
      </>,
      { path: '/ys/exploration' },
    );
    const probe = screen.getByRole('status', { name: 'layout error' });
    await waitFor(() => expect(probe.textContent).toBe('10102'));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
