import { RETCODE } from '@chronicle/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.js';
import { renderApp } from '../../test/render.js';
import { bh3Api, bh3Arena, bh3GodWar, bh3NewAbyss, bh3OldAbyss } from './bh3-fixture.js';
import { Bh3ModesPage } from './bh3-modes-page.js';

const notApplicable = () => new ApiError(RETCODE.INTERNAL, 'not applicable');
const ids = (spy: ReturnType<typeof bh3Api>) => spy.mock.calls.map(([endpoint]) => endpoint.id);

describe('Bh3ModesPage (/bh3/abyss, /bh3/arena, /bh3/elysian)', () => {
  it('shows the newest Rift Ladder cycle first for a captain at level 81 or more', async () => {
    const api = bh3Api({ 'honkai3rd.newAbyssReport': () => bh3NewAbyss() });
    await renderApp(<Bh3ModesPage />, { path: '/bh3/abyss' });
    const report = await screen.findByRole('region', { name: 'Rift Ladder' });
    expect(within(report).getByText('4,120')).toBeTruthy();
    expect(within(report).getByText('2,150')).toBeTruthy();
    expect(within(report).getByText('+35 cups')).toBeTruthy();
    expect(within(report).getByText('Blaze I → Blaze II')).toBeTruthy();
    expect(within(report).getByText('Hollow Colossus')).toBeTruthy();
    expect(within(report).getByText('Lantern Sprite')).toBeTruthy();
    expect(within(report).getByRole('list', { name: 'Lineup' }).textContent).toContain(
      'Tide Lancer',
    );
    expect(ids(api)).not.toContain('honkai3rd.latestOldAbyssReport');
  });

  it('switches to an older cycle', async () => {
    bh3Api({ 'honkai3rd.newAbyssReport': () => bh3NewAbyss() });
    const user = userEvent.setup();
    await renderApp(<Bh3ModesPage />, { path: '/bh3/abyss' });
    const cycles = await screen.findByRole('group', { name: 'Cycle' });
    const chips = within(cycles).getAllByRole('button');
    expect(chips.map((c) => c.textContent)).toEqual(['2026.01.02', '2025.12.29']);
    expect(chips[0]?.getAttribute('aria-pressed')).toBe('true');
    await user.click(chips[1] as HTMLElement);
    const report = screen.getByRole('region', { name: 'Rift Ladder' });
    expect(within(report).getByText('3,610')).toBeTruthy();
    expect(within(report).getByText('-12 cups')).toBeTruthy();
  });

  it('asks for the Rift Trial below level 81', async () => {
    const api = bh3Api({ 'honkai3rd.latestOldAbyssReport': () => bh3OldAbyss() }, 70);
    await renderApp(<Bh3ModesPage />, { path: '/bh3/abyss' });
    const report = await screen.findByRole('region', { name: 'Rift Trial · Hungry rift' });
    expect(within(report).getByText('B')).toBeTruthy();
    expect(within(report).getByText('Master tier')).toBeTruthy();
    expect(within(report).getByText('Floor 10')).toBeTruthy();
    expect(within(report).getByText('Glass Leviathan')).toBeTruthy();
    expect(ids(api)).not.toContain('honkai3rd.newAbyssReport');
    expect(screen.getByRole('link', { name: 'Rift Trial' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('falls back to the other abyss when the expected one answers -1', async () => {
    const api = bh3Api({
      'honkai3rd.newAbyssReport': notApplicable,
      'honkai3rd.latestOldAbyssReport': () => bh3OldAbyss(),
    });
    await renderApp(<Bh3ModesPage />, { path: '/bh3/abyss' });
    expect(await screen.findByRole('region', { name: 'Rift Trial · Hungry rift' })).toBeTruthy();
    expect(ids(api)).toEqual(
      expect.arrayContaining(['honkai3rd.newAbyssReport', 'honkai3rd.latestOldAbyssReport']),
    );
  });

  it('shows the empty state when no cycle has settled', async () => {
    bh3Api({ 'honkai3rd.newAbyssReport': () => ({ reports: [] }) });
    await renderApp(<Bh3ModesPage />, { path: '/bh3/abyss' });
    expect(await screen.findByText('No Rift record yet')).toBeTruthy();
  });

  it('shows a Hall of Valor week with its fights and moves between weeks', async () => {
    bh3Api({ 'honkai3rd.battleFieldReport': () => bh3Arena() });
    const user = userEvent.setup();
    await renderApp(<Bh3ModesPage />, { path: '/bh3/arena' });
    const report = await screen.findByRole('region', { name: 'Hall of Valor' });
    expect(within(report).getByText('131,500')).toBeTruthy();
    expect(within(report).getByText('Top 1.85%')).toBeTruthy();
    expect(within(report).getByText('Bracket 2')).toBeTruthy();
    expect(within(report).getByText('Storm Herald')).toBeTruthy();
    expect(within(report).getByText('44,100')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Hall of Valor' }).getAttribute('aria-current')).toBe(
      'page',
    );
    const weeks = screen.getByRole('group', { name: 'Week' });
    await user.click(within(weeks).getAllByRole('button')[1] as HTMLElement);
    expect(
      within(screen.getByRole('region', { name: 'Hall of Valor' })).getByText('128,000'),
    ).toBeTruthy();
  });

  it('shows an empty Hall of Valor', async () => {
    bh3Api({ 'honkai3rd.battleFieldReport': () => ({ reports: [] }) });
    await renderApp(<Bh3ModesPage />, { path: '/bh3/arena' });
    expect(await screen.findByText('No Hall of Valor record yet')).toBeTruthy();
  });

  it('shows the Dreamscape totals and a run with lead, supports and signets', async () => {
    bh3Api({ 'honkai3rd.godWar': () => bh3GodWar() });
    await renderApp(<Bh3ModesPage />, { path: '/bh3/elysian' });
    const totals = await screen.findByRole('region', { name: 'Totals' });
    expect(within(totals).getByText('Best score').nextElementSibling?.textContent).toBe('61,000');
    expect(within(totals).getByText('Remembrance sigils').nextElementSibling?.textContent).toBe(
      '48',
    );
    const run = screen.getByRole('region', { name: 'Verdant Dreamscape' });
    expect(within(run).getByText('Difficulty 2')).toBeTruthy();
    expect(within(run).getByText('Ember Warden')).toBeTruthy();
    expect(within(run).getByRole('list', { name: 'Supports' }).textContent).toContain(
      'Tide Lancer',
    );
    expect(within(run).getByText('Signet 1 ×6')).toBeTruthy();
    expect(within(run).getByText('Brittle Guard')).toBeTruthy();
  });

  it('keeps the Dreamscape totals when no run is recorded', async () => {
    bh3Api({ 'honkai3rd.godWar': () => ({ ...bh3GodWar(), records: [] }) });
    await renderApp(<Bh3ModesPage />, { path: '/bh3/elysian' });
    expect(await screen.findByText('No Dreamscape run yet')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Totals' })).toBeTruthy();
  });
});
