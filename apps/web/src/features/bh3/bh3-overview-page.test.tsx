import { RETCODE } from '@chronicle/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.js';
import { renderApp } from '../../test/render.js';
import { bh3Api, bh3Index, bh3Note } from './bh3-fixture.js';
import { Bh3OverviewPage } from './bh3-overview-page.js';

const calledIds = (spy: ReturnType<typeof bh3Api>) =>
  spy.mock.calls.map(([endpoint]) => endpoint.id);

describe('Bh3OverviewPage (/bh3)', () => {
  it('shows the captain with level, server, UID, days active and rating', async () => {
    bh3Api({ 'honkai3rd.index': () => bh3Index(), 'honkai3rd.note': () => bh3Note() });
    await renderApp(<Bh3OverviewPage />, { path: '/bh3' });
    const header = await screen.findByRole('region', { name: 'Aether' });
    expect(within(header).getByText('Lv. 88')).toBeTruthy();
    expect(within(header).getByText('America')).toBeTruthy();
    expect(within(header).getByText('UID 150000101')).toBeTruthy();
    expect(within(header).getByText('1,530')).toBeTruthy();
    expect(within(header).getByText('Overall rating S')).toBeTruthy();
  });

  it('lists the counters and the play style with the Dreamscape axis', async () => {
    bh3Api({ 'honkai3rd.index': () => bh3Index(), 'honkai3rd.note': () => bh3Note() });
    await renderApp(<Bh3OverviewPage />, { path: '/bh3' });
    const stats = await screen.findByRole('region', { name: 'Statistics' });
    expect(within(stats).getByText('SSS battlesuits').nextElementSibling?.textContent).toBe('41');
    expect(within(stats).getByText('5★ sigils').nextElementSibling?.textContent).toBe('310');
    expect(within(stats).getByText('Outfits').nextElementSibling?.textContent).toBe('64');
    const style = screen.getByRole('region', { name: 'Play style' });
    expect(within(style).getByText('Dreamscape').nextElementSibling?.textContent).toBe('88');
    expect(within(style).getByText('Score 93')).toBeTruthy();
  });

  it('links to every mode with its headline from the index', async () => {
    bh3Api({ 'honkai3rd.index': () => bh3Index(), 'honkai3rd.note': () => bh3Note() });
    await renderApp(<Bh3OverviewPage />, { path: '/bh3' });
    const modes = await screen.findByRole('navigation', { name: 'Challenges' });
    const ladder = within(modes).getByRole('link', { name: /Rift Ladder/ });
    expect(ladder.getAttribute('href')).toBe('/bh3/abyss');
    expect(ladder.textContent).toContain('Blaze II · 2,150 cups');
    expect(within(modes).getByRole('link', { name: /Hall of Valor/ }).textContent).toContain(
      '131,500 · top 4.85%',
    );
    expect(within(modes).getByRole('link', { name: /Verdant Dreamscape/ }).textContent).toContain(
      'Best 61,000 · floor 24',
    );
    expect(
      within(modes)
        .getByRole('link', { name: /Vanguards/ })
        .getAttribute('href'),
    ).toBe('/bh3/valkyries');
  });

  it('names the Rift Trial with its letter and tier for a captain below level 81', async () => {
    bh3Api({ 'honkai3rd.index': () => bh3Index(70), 'honkai3rd.note': () => bh3Note() }, 70);
    await renderApp(<Bh3OverviewPage />, { path: '/bh3' });
    const modes = await screen.findByRole('navigation', { name: 'Challenges' });
    expect(within(modes).getByRole('link', { name: /Rift Trial/ }).textContent).toContain(
      'Rank B · Master tier',
    );
  });

  it('shows the owner the real-time notes', async () => {
    const api = bh3Api({ 'honkai3rd.index': () => bh3Index(), 'honkai3rd.note': () => bh3Note() });
    await renderApp(<Bh3OverviewPage />, { path: '/bh3' });
    const notes = await screen.findByRole('region', { name: 'Real-time notes' });
    expect(await within(notes).findByText('126')).toBeTruthy();
    expect(within(notes).getByText('Rewards 12,000 / 20,000')).toBeTruthy();
    expect(within(notes).getByText('SSS rewards 3 / 10')).toBeTruthy();
    // Three open modes count down to their end; the closed one says so.
    expect(within(notes).getAllByText(/^Ends in \d+ day/)).toHaveLength(3);
    expect(within(notes).getByText('Not open now')).toBeTruthy();
    expect(within(notes).getByText(/^Full in 11 hr/)).toBeTruthy();
    expect(calledIds(api)).toContain('honkai3rd.note');
  });

  it('neither shows nor requests the notes for a visitor', async () => {
    window.history.replaceState(null, '', '/index.html?uid=100000002#/bh3');
    const api = bh3Api({ 'honkai3rd.index': () => bh3Index(), 'honkai3rd.note': () => bh3Note() });
    await renderApp(<Bh3OverviewPage />, { path: '/bh3' });
    expect(await screen.findByRole('region', { name: 'Statistics' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Real-time notes' })).toBeNull();
    expect(calledIds(api)).toContain('honkai3rd.index');
    expect(calledIds(api)).not.toContain('honkai3rd.note');
  });

  it('says so inside the card when the owner turned the notes off (10102)', async () => {
    bh3Api({
      'honkai3rd.index': () => bh3Index(),
      'honkai3rd.note': () => new ApiError(RETCODE.NOT_PUBLIC, 'Data is not public'),
    });
    await renderApp(<Bh3OverviewPage />, { path: '/bh3' });
    const notes = await screen.findByRole('region', { name: 'Real-time notes' });
    expect(
      await within(notes).findByText('Real-time notes are hidden in your privacy settings.'),
    ).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Statistics' })).toBeTruthy();
  });
});
