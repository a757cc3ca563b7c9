import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { card, userInfo } from '../../test/fixtures.js';
import { fakeApi, renderApp } from '../../test/render.js';
import type { GcgCard } from './api/gcg-types.js';
import type { GcgCardListQuery } from './api/get-gcg-card-list.js';
import { HonorCardPage } from './honor-card-page.js';
import { HonorRolePage } from './honor-role-page.js';
import { cardPage, characterCard, gcgCard } from './tcg-fixture.js';

const ROLE = { role_id: '812000101', server: 'os_asia' };

/** 40 action cards: every third is equipment, the rest events; card 5 is not owned. */
function actionCard(id: number): GcgCard {
  return gcgCard(id, {
    name: id === 34 ? 'Lantern of Dawn' : `Card ${id}`,
    card_type: id % 3 === 0 ? 'CardTypeModify' : 'CardTypeEvent',
    num: id === 5 ? 0 : 2,
    action_cost: [
      { cost_type: 'CostTypeGeo', cost_value: 3 },
      { cost_type: 'CostTypeEnergy', cost_value: 2 },
    ],
  });
}

function collectionApi(make: (id: number) => GcgCard, total: number) {
  return fakeApi({
    'community.getUserFullInfo': () => userInfo('100000001'),
    'card.getGameRecordCard': () => ({ list: [card()] }),
    'genshin.gcgCardList': (input) => {
      const query = input as GcgCardListQuery;
      return cardPage(make, query.offset ?? 0, query.limit ?? 32, total);
    },
  });
}

const cardListCalls = (api: ReturnType<typeof collectionApi>) =>
  api.mock.calls
    .filter(([endpoint]) => endpoint.id === 'genshin.gcgCardList')
    .map(([, input]) => input);

describe('HonorCardPage (/ys/tcg/honorCard)', () => {
  it('asks for action cards 32 at a time and loads the next page from next_offset', async () => {
    const api = collectionApi(actionCard, 40);
    const user = userEvent.setup();
    await renderApp(<HonorCardPage />, { path: '/ys/tcg/honorCard' });
    const grid = await screen.findByRole('list', { name: 'Action cards' });
    expect(within(grid).getAllByRole('article')).toHaveLength(32);
    expect(cardListCalls(api)).toEqual([
      {
        ...ROLE,
        need_avatar: 'false',
        need_action: 'true',
        need_stats: 'false',
        limit: 32,
        offset: 0,
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('All cards loaded (40)')).toBeTruthy();
    expect(within(grid).getAllByRole('article')).toHaveLength(40);
    expect(cardListCalls(api)[1]).toMatchObject({ offset: 32, limit: 32 });
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('shows each card cost as element words, copies owned and the plain card text', async () => {
    collectionApi(actionCard, 6);
    await renderApp(<HonorCardPage />, { path: '/ys/tcg/honorCard' });
    const first = await screen.findByRole('article', { name: 'Card 1' });
    const cost = within(first).getByRole('list', { name: 'Cost' });
    expect(within(cost).getByRole('listitem', { name: '3 Stone' })).toBeTruthy();
    expect(within(cost).getByRole('listitem', { name: '2 energy' })).toBeTruthy();
    expect(within(first).getByText('Owned ×2')).toBeTruthy();
    expect(within(first).getByText(/Deals 2 Fire DMG\.\s+Once per round\./)).toBeTruthy();
    const missing = screen.getByRole('article', { name: 'Card 5' });
    expect(within(missing).getByText('Not owned')).toBeTruthy();
  });

  it('filters the loaded cards by type, ownership and name', async () => {
    collectionApi(actionCard, 40);
    const user = userEvent.setup();
    await renderApp(<HonorCardPage />, { path: '/ys/tcg/honorCard' });
    const grid = await screen.findByRole('list', { name: 'Action cards' });
    await user.click(screen.getByRole('radio', { name: 'Equipment' }));
    const names = within(grid)
      .getAllByRole('article')
      .map((a) => a.getAttribute('aria-label'));
    expect(names).toHaveLength(10);
    expect(names.every((n) => Number(n?.replace('Card ', '')) % 3 === 0)).toBe(true);

    const types = screen.getByRole('radiogroup', { name: 'Card type' });
    await user.click(within(types).getByRole('radio', { name: 'All' }));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('All cards loaded (40)');
    await user.type(screen.getByRole('searchbox', { name: 'Search cards' }), 'lantern');
    expect(
      (await within(grid).findAllByRole('article')).map((a) => a.getAttribute('aria-label')),
    ).toEqual(['Lantern of Dawn']);

    await user.clear(screen.getByRole('searchbox', { name: 'Search cards' }));
    await user.click(screen.getByRole('radio', { name: 'Not owned' }));
    expect(
      within(grid)
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual(['Card 5']);
  });

  it('says so when nothing matches the search', async () => {
    collectionApi(actionCard, 6);
    const user = userEvent.setup();
    await renderApp(<HonorCardPage />, { path: '/ys/tcg/honorCard' });
    await screen.findByRole('list', { name: 'Action cards' });
    await user.type(screen.getByRole('searchbox', { name: 'Search cards' }), 'zzz');
    expect(await screen.findByText('No card matches this search.')).toBeTruthy();
  });

  it('shows not_data when the role has no card at all', async () => {
    collectionApi(actionCard, 0);
    await renderApp(<HonorCardPage />, { path: '/ys/tcg/honorCard' });
    expect(await screen.findByText('No data yet')).toBeTruthy();
  });
});

describe('HonorRolePage (/ys/tcg/honorRole)', () => {
  it('asks for character cards and shows health, skills, proficiency and use count', async () => {
    const api = collectionApi((id) => characterCard(1300 + id, `Hero ${id}`), 3);
    await renderApp(<HonorRolePage />, { path: '/ys/tcg/honorRole' });
    const hero = await screen.findByRole('article', { name: 'Hero 1' });
    expect(within(hero).getByText('HP 10')).toBeTruthy();
    expect(within(hero).getByText('Gale Step')).toBeTruthy();
    expect(within(hero).getByText('Normal Attack')).toBeTruthy();
    expect(within(hero).getByText('Proficiency 12')).toBeTruthy();
    expect(within(hero).getByText('Times played: 34')).toBeTruthy();
    expect(cardListCalls(api)[0]).toMatchObject({ need_avatar: 'true', need_action: 'false' });
    expect(screen.queryByRole('radio', { name: 'Equipment' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });
});
