import { RETCODE } from '@chronicle/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.js';
import { renderApp } from '../../test/render.js';
import { bh3Api, bh3Characters } from './bh3-fixture.js';
import { Bh3ValkyriesPage } from './bh3-valkyries-page.js';

describe('Bh3ValkyriesPage (/bh3/valkyries)', () => {
  it('lists every battlesuit with rank, type and level', async () => {
    bh3Api({ 'honkai3rd.characters': () => bh3Characters() });
    await renderApp(<Bh3ValkyriesPage />, { path: '/bh3/valkyries' });
    const list = await screen.findByRole('list', { name: 'Vanguards' });
    expect(
      within(list).getByRole('button', { name: 'Ember Warden, rank SSS, Psychic, level 80' }),
    ).toBeTruthy();
    expect(
      within(list).getByRole('button', { name: 'Tide Lancer, rank A, Mecha, level 62' }),
    ).toBeTruthy();
    expect(screen.getByText('Battlesuits: 2')).toBeTruthy();
  });

  it('filters by type with only the types the captain owns', async () => {
    bh3Api({ 'honkai3rd.characters': () => bh3Characters() });
    const user = userEvent.setup();
    await renderApp(<Bh3ValkyriesPage />, { path: '/bh3/valkyries' });
    const filter = await screen.findByRole('group', { name: 'Filter by type' });
    expect(
      within(filter)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All', 'Mecha', 'Psychic']);
    await user.click(within(filter).getByRole('button', { name: 'Mecha' }));
    const list = screen.getByRole('list', { name: 'Vanguards' });
    expect(within(list).getAllByRole('button')).toHaveLength(1);
    expect(within(list).getByRole('button', { name: /Tide Lancer/ })).toBeTruthy();
    expect(screen.getByText('Battlesuits: 1')).toBeTruthy();
  });

  it('shows the weapon and the three sigil slots of the chosen battlesuit, empty ones as such', async () => {
    bh3Api({ 'honkai3rd.characters': () => bh3Characters() });
    const user = userEvent.setup();
    await renderApp(<Bh3ValkyriesPage />, { path: '/bh3/valkyries' });
    const first = await screen.findByRole('complementary', { name: 'Details of Ember Warden' });
    expect(within(first).getByText('Cinder Halberd')).toBeTruthy();
    expect(within(first).getByText('Aurelia (T)')).toBeTruthy();
    expect(within(first).getAllByText('Empty slot')).toHaveLength(1);
    expect(within(first).getByText('Night Parade')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: /Tide Lancer/ }));
    const second = screen.getByRole('complementary', { name: 'Details of Tide Lancer' });
    expect(within(second).getByText('Harbor Pike')).toBeTruthy();
    expect(within(second).getByRole('img', { name: '3 of 5 stars' })).toBeTruthy();
    expect(within(second).getAllByText('Empty slot')).toHaveLength(3);
  });

  it('opens the detail in a sheet on mobile', async () => {
    bh3Api({ 'honkai3rd.characters': () => bh3Characters() });
    const user = userEvent.setup();
    await renderApp(<Bh3ValkyriesPage />, { path: '/bh3/valkyries', shell: 'mobile' });
    await user.click(await screen.findByRole('button', { name: /Ember Warden/ }));
    const sheet = screen.getByRole('dialog', { name: 'Details of Ember Warden' });
    expect(within(sheet).getByText('Cinder Halberd')).toBeTruthy();
    await user.click(within(sheet).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows the catalogue's message when the owner hides the details (10102)", async () => {
    bh3Api({
      'honkai3rd.characters': () => new ApiError(RETCODE.NOT_PUBLIC, 'Data is not public'),
    });
    await renderApp(<Bh3ValkyriesPage />, { path: '/bh3/valkyries' });
    expect(await screen.findByText("This player's records are not public.")).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Vanguards' })).toBeNull();
  });
});
