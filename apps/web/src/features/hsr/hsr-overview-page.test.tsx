import { RETCODE } from '@chronicle/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.js';
import { userInfo } from '../../test/fixtures.js';
import { fakeApi, renderApp } from '../../test/render.js';
import { hsrChaos, hsrFiction, hsrShadow } from './hsr-challenge-fixture.js';
import { hsrBasicInfo, hsrCard, hsrIndex, hsrNote } from './hsr-fixture.js';
import { HsrOverviewPage } from './hsr-overview-page.js';

function hsrApi(note: () => unknown = hsrNote) {
  return fakeApi({
    'community.getUserFullInfo': () => userInfo('100000001'),
    'card.getGameRecordCard': () => ({ list: [hsrCard()] }),
    'hkrpg.index': () => hsrIndex(),
    'hkrpg.roleBasicInfo': () => hsrBasicInfo(),
    'hkrpg.note': note,
    'hkrpg.challenge': () => hsrChaos(1),
    'hkrpg.challengeStory': () => hsrFiction(),
    'hkrpg.challengeBoss': () => hsrShadow(),
  });
}

describe('HsrOverviewPage (/hsr)', () => {
  it('shows the role header, the stats and the furthest floor from the index', async () => {
    const api = hsrApi();
    await renderApp(<HsrOverviewPage />, { path: '/hsr' });
    const banner = await screen.findByRole('region', { name: 'Starling' });
    expect(within(banner).getByText('Transit Lv. 70')).toBeTruthy();
    expect(within(banner).getByText('Asia')).toBeTruthy();
    expect(banner.textContent).toContain('412');
    const stats = screen.getByRole('region', { name: 'Journey' });
    expect(within(stats).getByText('Achievements').nextElementSibling?.textContent).toBe('561');
    expect(within(stats).getByText('Treasures opened').nextElementSibling?.textContent).toBe(
      '1,893',
    );
    expect(within(stats).getByText('Dream stickers').nextElementSibling?.textContent).toBe('27');
    expect(within(stats).getByText('Echoes of Disorder').nextElementSibling?.textContent).toBe(
      'Hall of Quiet Tides (XII)',
    );
    expect(api).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'hkrpg.index' }),
      { role_id: '800000101', server: 'prod_official_asia' },
      expect.anything(),
    );
  });

  it("shows the owner's Star Fuel, training and assignments", async () => {
    hsrApi();
    await renderApp(<HsrOverviewPage />, { path: '/hsr' });
    const notes = await screen.findByRole('region', { name: 'Real-time notes' });
    expect((await within(notes).findByTestId('hsr-fuel')).textContent).toBe('182/240');
    expect(notes.textContent).toContain('Full in 4 hr 20 min');
    expect(notes.textContent).toContain('Reserve: 1,450');
    expect(within(notes).getByText('Daily training').nextElementSibling?.textContent).toContain(
      '300/500',
    );
    expect(within(notes).getByText('Assignments 2/4')).toBeTruthy();
    expect(within(notes).getByText('Survey the Ember Docks').nextElementSibling?.textContent).toBe(
      '3 hr left',
    );
    expect(within(notes).getByText('Chart the Glass Orbit').nextElementSibling?.textContent).toBe(
      'Complete',
    );
  });

  it('says the notes are turned off on 10102 and keeps the rest of the home', async () => {
    hsrApi(() => new ApiError(RETCODE.NOT_PUBLIC, ''));
    await renderApp(<HsrOverviewPage />, { path: '/hsr' });
    const notes = await screen.findByRole('region', { name: 'Real-time notes' });
    expect(await within(notes).findByText('Real-time notes are turned off')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Journey' })).toBeTruthy();
  });

  it('neither shows nor requests the notes for a visitor', async () => {
    window.history.replaceState(null, '', '/rpg/index.html?uid=100000002#/hsr');
    const api = hsrApi();
    await renderApp(<HsrOverviewPage />, { path: '/hsr' });
    expect(await screen.findByRole('region', { name: 'Journey' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Real-time notes' })).toBeNull();
    expect(api.mock.calls.map(([endpoint]) => endpoint.id)).not.toContain('hkrpg.note');
  });

  it('links to the three modes with their headlines and shows the showcase with Lenses', async () => {
    hsrApi();
    await renderApp(<HsrOverviewPage />, { path: '/hsr' });
    expect((await screen.findByText('33/36 stars')).closest('a')?.getAttribute('href')).toBe(
      '/hsr/chaos',
    );
    expect((await screen.findByText('9/12 stars')).closest('a')?.getAttribute('href')).toBe(
      '/hsr/fiction',
    );
    expect((await screen.findByText('6/12 stars')).closest('a')?.getAttribute('href')).toBe(
      '/hsr/shadow',
    );
    const showcase = screen.getByRole('region', { name: 'Character showcase' });
    expect(within(showcase).getByText('Night Over Quiet Rails')).toBeTruthy();
    expect(within(showcase).getByText('No Lens equipped')).toBeTruthy();
    expect(
      within(showcase).getByRole('img', {
        name: 'Vessa Lorne, Quantum, Lv. 80, Resonance 2',
      }),
    ).toBeTruthy();
  });
});
