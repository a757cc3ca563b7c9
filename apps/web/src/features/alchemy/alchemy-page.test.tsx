import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NetworkError } from '../../lib/api-client.js';
import { card, userInfo } from '../../test/fixtures.js';
import { fakeApi, renderApp } from '../../test/render.js';
import { AlchemyPage } from './alchemy-page.js';
import type { AlchemyBook } from './api/get-alchemy-recipes.js';

const BOOK: AlchemyBook = {
  items: [
    { id: 4, name: 'Mistwater', rarity: 1, category: 'raw' },
    { id: 5, name: 'Stone Salt', rarity: 2, category: 'raw' },
    { id: 11, name: 'Distilled Essence', rarity: 2, category: 'material' },
    { id: 23, name: 'Vigor Tonic', rarity: 2, category: 'potion' },
  ],
  recipes: [
    {
      item_id: 11,
      output_num: 1,
      craft_seconds: 30,
      coin_cost: 100,
      ingredients: [
        { item_id: 4, num: 2 },
        { item_id: 5, num: 1 },
      ],
    },
    {
      item_id: 23,
      output_num: 2,
      craft_seconds: 45,
      coin_cost: 200,
      ingredients: [{ item_id: 11, num: 2 }],
    },
  ],
};

function alchemyApi(answer: () => unknown) {
  return fakeApi({
    'community.getUserFullInfo': () => userInfo('100000001'),
    'card.getGameRecordCard': () => ({ list: [card()] }),
    'genshin.alchemyRecipes': answer,
  });
}

describe('AlchemyPage (/ys/alchemysim)', () => {
  it('computes totals and the ingredient tree of the picked recipes', async () => {
    alchemyApi(() => BOOK);
    const user = userEvent.setup();
    await renderApp(<AlchemyPage />, { path: '/ys/alchemysim' });
    expect(await screen.findByText('Nothing picked yet')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add Vigor Tonic to the brewing list' }));
    await user.click(screen.getByRole('button', { name: 'One more Vigor Tonic' }));
    await user.click(screen.getByRole('button', { name: 'One more Vigor Tonic' }));
    // 3 tonics: 2 crafts (4 made), 4 essences (4 crafts) from 8 mistwater and 4 salt.
    const totals = screen.getByRole('region', { name: 'Totals' });
    expect(within(totals).getByText('6', { selector: 'dd' })).toBeTruthy();
    expect(within(totals).getByText('3 min 30 sec')).toBeTruthy();
    expect(within(totals).getByText('800')).toBeTruthy();
    expect(within(totals).getByText('×8')).toBeTruthy();
    const tree = screen.getByRole('region', { name: 'Ingredient tree' });
    expect(within(tree).getByText('Spare: 1')).toBeTruthy();
  });

  it('takes a typed quantity and clears the list', async () => {
    alchemyApi(() => BOOK);
    const user = userEvent.setup();
    await renderApp(<AlchemyPage />, { path: '/ys/alchemysim' });
    await user.click(
      await screen.findByRole('button', { name: 'Add Distilled Essence to the brewing list' }),
    );
    const input = screen.getByRole('spinbutton', { name: 'Quantity of Distilled Essence' });
    await user.clear(input);
    await user.type(input, '10');
    const totals = screen.getByRole('region', { name: 'Totals' });
    expect(within(totals).getByText('×20')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear the list' }));
    expect(screen.getByText('Nothing picked yet')).toBeTruthy();
  });

  it('offers a retry when the recipe book cannot load', async () => {
    alchemyApi(() => new NetworkError('offline'));
    await renderApp(<AlchemyPage />, { path: '/ys/alchemysim' });
    expect(await screen.findByRole('button', { name: /Retry|Try again/ })).toBeTruthy();
  });
});
