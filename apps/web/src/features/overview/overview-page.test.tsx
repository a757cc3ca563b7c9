import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NetworkError } from '../../lib/api-client.js';
import { card, indexData, realm, region, userInfo } from '../../test/fixtures.js';
import { fakeApi, renderApp } from '../../test/render.js';
import type { IndexData } from './api/get-index.js';
import { OverviewPage } from './overview-page.js';

function withRegionsAndHomes(): IndexData {
  const data = indexData();
  data.world_explorations = [
    region({
      id: 2,
      name: 'Qianlan',
      exploration_percentage: 964,
      type: 'Reputation',
      level: 8,
      seven_statue_level: 10,
    }),
  ];
  data.homes = [realm()];
  return data;
}

function ownerApi(index: () => unknown) {
  return fakeApi({
    'community.getUserFullInfo': () => userInfo('100000001'),
    'card.getGameRecordCard': () => ({ list: [card()] }),
    'genshin.index': index,
  });
}

describe('OverviewPage (/ys)', () => {
  it('shows the role header with nickname, level, server, uid and days active', async () => {
    ownerApi(withRegionsAndHomes);
    await renderApp(<OverviewPage />);
    const header = await screen.findByRole('region', { name: 'Aether' });
    expect(within(header).getByText('Lv. 60')).toBeTruthy();
    expect(within(header).getByText('Asia Server')).toBeTruthy();
    expect(within(header).getByText('UID 812000101')).toBeTruthy();
    expect(within(header).getByText('Days active')).toBeTruthy();
    expect(within(header).getAllByText('1,268').length).toBeGreaterThan(0);
  });

  it('lists characters with rarity, element, level, constellation and bond, and links to the roster', async () => {
    ownerApi(withRegionsAndHomes);
    await renderApp(<OverviewPage />);
    const strip = await screen.findByRole('region', { name: 'Characters' });
    const item = within(strip).getByRole('listitem', {
      name: 'Averine, 5-star, Wind, level 90, constellation 2, bond 10',
    });
    expect(item.className).toContain('char-card--rarity-5');
    expect(
      within(strip)
        .getByRole('link', { name: /All characters/ })
        .getAttribute('href'),
    ).toBe('/ys/role/all');
  });

  it('shows exploration as a percentage with two decimals and the realm summary', async () => {
    ownerApi(withRegionsAndHomes);
    await renderApp(<OverviewPage />);
    const exploration = await screen.findByRole('region', { name: 'Exploration' });
    expect(within(exploration).getByText('96.40%')).toBeTruthy();
    expect(within(exploration).getByText('Renown Lv. 8')).toBeTruthy();
    const homes = screen.getByRole('region', { name: 'Hearthrealm' });
    expect(within(homes).getByText('21,958')).toBeTruthy();
    expect(within(homes).getByText('Cloudmere Terrace')).toBeTruthy();
  });

  it('asks for the desktop avatar list (type 0) on desktop and the rich one (type 1) on mobile', async () => {
    const desktop = ownerApi(withRegionsAndHomes);
    const first = await renderApp(<OverviewPage />, { shell: 'desktop' });
    await screen.findByRole('region', { name: 'Characters' });
    expect(desktop).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'genshin.index' }),
      { role_id: '812000101', server: 'os_asia', avatar_list_type: 0 },
      expect.anything(),
    );
    first.unmount();

    const mobile = ownerApi(withRegionsAndHomes);
    await renderApp(<OverviewPage />, { shell: 'mobile' });
    await screen.findByRole('region', { name: 'Characters' });
    expect(mobile).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'genshin.index' }),
      { role_id: '812000101', server: 'os_asia', avatar_list_type: 1 },
      expect.anything(),
    );
  });

  it('shows the loading_failed state with a retry when the server cannot be reached', async () => {
    let attempts = 0;
    ownerApi(() => {
      attempts += 1;
      return attempts === 1 ? new NetworkError('offline') : withRegionsAndHomes();
    });
    const user = userEvent.setup();
    await renderApp(<OverviewPage />);
    expect((await screen.findByRole('alert')).textContent).toContain('Loading failed');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Characters' })).toBeTruthy();
  });

  it('shows the empty-data block when the overview has nothing at all', async () => {
    ownerApi(() => ({ ...indexData(), avatars: [], world_explorations: [], stats: null }));
    await renderApp(<OverviewPage />);
    expect(await screen.findByText('No data yet')).toBeTruthy();
  });
});
