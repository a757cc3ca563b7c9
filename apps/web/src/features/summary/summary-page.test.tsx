import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../lib/api-client.js';
import { card, indexData, region, userInfo } from '../../test/fixtures.js';
import { fakeApi, renderApp } from '../../test/render.js';
import type { SummaryAvatar, SummaryIndex } from './api/get-summary.js';
import { SummaryPage } from './summary-page.js';

function avatar(id: number, name: string, level: number, rarity: number): SummaryAvatar {
  const base = indexData().avatars[0];
  if (!base) throw new Error('fixture without avatars');
  return { ...base, id, name, level, rarity };
}

function journey(): SummaryIndex {
  const data = indexData();
  data.avatars = [
    avatar(1, 'Low', 40, 5),
    avatar(2, 'Four', 90, 4),
    avatar(3, 'Five', 90, 5),
    avatar(4, 'Mid', 80, 5),
    avatar(5, 'Collab', 90, 105),
    avatar(6, 'Fresh', 20, 4),
  ];
  data.world_explorations = [
    region({ id: 1, name: 'Region 1', exploration_percentage: 1000 }),
    region({ id: 2, name: 'Region 2', exploration_percentage: 800 }),
    region({ id: 3, parent_id: 2, name: 'Region 3', exploration_percentage: 100 }),
  ];
  return data;
}

function api(index: () => unknown, abyss: () => unknown = () => new ApiError(10102, '')) {
  return fakeApi({
    'community.getUserFullInfo': () => userInfo('100000001'),
    'card.getGameRecordCard': () => ({ list: [card()] }),
    'genshin.index': index,
    'genshin.spiralAbyss': abyss,
  });
}

describe('SummaryPage (/ys/summary)', () => {
  it('shows who the role is and how far the journey went', async () => {
    api(journey);
    await renderApp(<SummaryPage />, { path: '/ys/summary' });
    const card = await screen.findByRole('article', { name: 'Aether' });
    expect(within(card).getByText('Lv. 60')).toBeTruthy();
    expect(within(card).getByText('UID 812000101')).toBeTruthy();
    expect(within(card).getByText('Asia Server')).toBeTruthy();
    const days = within(card).getByRole('region', { name: 'Days of adventure' });
    expect(within(days).getByText('1,268')).toBeTruthy();
    expect(within(card).getByText('1,186')).toBeTruthy();
    expect(within(card).getByText('34')).toBeTruthy();
    expect(within(card).getByText('12-3')).toBeTruthy();
    // Chests: 221 + 571 + 1751 + 2442 + 240; exploration: main regions only, (1000 + 800) / 2 ‰.
    expect(within(card).getByText('5,225')).toBeTruthy();
    expect(within(card).getByText('90.00%')).toBeTruthy();
  });

  it('lists the top four characters by level, then rarity', async () => {
    api(journey);
    await renderApp(<SummaryPage />, { path: '/ys/summary' });
    const team = await screen.findByRole('region', { name: 'Top characters' });
    const items = within(team).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    ['Five', 'Collab', 'Four', 'Mid'].forEach((name, i) => {
      const item = items[i];
      if (!item) throw new Error(`no item ${i}`);
      expect(within(item).getByText(name)).toBeTruthy();
    });
  });

  it("adds the spire's stars when the current period is there", async () => {
    api(journey, () => ({ is_unlock: true, max_floor: '12-3', total_star: 33 }));
    await renderApp(<SummaryPage />, { path: '/ys/summary' });
    expect(await screen.findByText('33 stars')).toBeTruthy();
  });

  it('shows no stars for a current period the role has not tried yet', async () => {
    api(journey, () => ({ is_unlock: true, max_floor: '0-0', total_star: 0 }));
    await renderApp(<SummaryPage />, { path: '/ys/summary' });
    await screen.findByText('Days of adventure');
    expect(screen.queryByText(/\bstars?\b/)).toBeNull();
  });

  it('shows loading_failed with a retry on a network failure', async () => {
    api(() => new NetworkError('offline'));
    await renderApp(<SummaryPage />, { path: '/ys/summary' });
    expect((await screen.findByRole('alert')).textContent).toContain('Loading failed');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('shows the empty-data block when the role has no records', async () => {
    api(() => ({ ...indexData(), avatars: [], world_explorations: [], stats: null }));
    await renderApp(<SummaryPage />, { path: '/ys/summary' });
    expect(await screen.findByText('No data yet')).toBeTruthy();
  });
});
