import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { card, userInfo } from '../../test/fixtures.js';
import { fakeApi, renderApp } from '../../test/render.js';
import { DeckPage } from './deck-page.js';
import { challengeRecord, deck, seasons } from './tcg-fixture.js';

const ROLE = { role_id: '812000101', server: 'os_asia' };

function deckApi(deckList: () => unknown) {
  return fakeApi({
    'community.getUserFullInfo': () => userInfo('100000001'),
    'card.getGameRecordCard': () => ({ list: [card()] }),
    'genshin.gcgDeckList': deckList,
    'genshin.gcgChallengeSchedule': () => seasons(),
    'genshin.gcgChallengeRecord': (input) =>
      challengeRecord((input as { schedule_id?: number }).schedule_id ?? 12),
    'genshin.gcgChallengeDeck': () => ({ deck: deck(7, 'Ember Gauntlet') }),
  });
}

describe('DeckPage (/ys/tcg/deck)', () => {
  it('shows each saved deck with its characters and action cards', async () => {
    deckApi(() => ({ deck_list: [deck(1, 'Tideborn Rush'), deck(2, 'Stonewall')] }));
    await renderApp(<DeckPage />, { path: '/ys/tcg/deck' });
    const saved = await screen.findByRole('region', { name: 'Saved decks' });
    const first = within(saved).getByRole('article', { name: 'Tideborn Rush' });
    expect(within(saved).getByRole('article', { name: 'Stonewall' })).toBeTruthy();
    const heroes = within(first).getByRole('list', { name: 'Characters' });
    expect(within(heroes).getAllByRole('listitem')).toHaveLength(3);
    const actions = within(first).getByRole('list', { name: 'Action cards' });
    expect(within(actions).getByText('Ember Sword')).toBeTruthy();
    expect(within(actions).getByLabelText('Copies: 2')).toBeTruthy();
    expect(within(first).getByText('Action cards: 30')).toBeTruthy();
  });

  it("folds a deck's action cards under a summary on the phone", async () => {
    deckApi(() => ({ deck_list: [deck(1, 'Tideborn Rush')] }));
    await renderApp(<DeckPage />, { path: '/ys/tcg/deck', shell: 'mobile' });
    const saved = await screen.findByRole('region', { name: 'Saved decks' });
    const first = within(saved).getByRole('article', { name: 'Tideborn Rush' });
    const summary = within(first).getByText('Action cards: 30');
    expect(summary.tagName).toBe('SUMMARY');
    expect(summary.closest('details')?.open).toBe(false);
  });

  it('shows the challenge deck of the latest season, asked for by schedule and deck id', async () => {
    const api = deckApi(() => ({ deck_list: [] }));
    await renderApp(<DeckPage />, { path: '/ys/tcg/deck' });
    const challenge = await screen.findByRole('region', { name: 'Challenge deck' });
    expect(await within(challenge).findByRole('article', { name: 'Ember Gauntlet' })).toBeTruthy();
    expect(api).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'genshin.gcgChallengeDeck' }),
      { ...ROLE, schedule_id: 12, deck_id: 7 },
      expect.anything(),
    );
    expect(screen.getByText('No decks saved yet.')).toBeTruthy();
  });
});
