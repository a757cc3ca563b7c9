import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiData, fmt, mainCard, roleQuery } from './api.js';
import { launch, loginViaApi, newPage, shellUrl, shot, type Shell } from './browser.js';

interface BasicInfo {
  level: number;
  nickname: string;
  avatar_card_num_gained: number;
  avatar_card_num_total: number;
  action_card_num_gained: number;
  action_card_num_total: number;
  card_back_num_gained: number;
  card_back_num_total: number;
}

interface CardPage {
  card_list: { id: number; name: string }[];
  is_last: boolean;
  next_offset: number;
}

/** Page loads and refetches can take a few seconds on a busy machine. */
const POLL = { timeout: 15_000 };

/**
 * The Card Duel pages in a browser, once per shell: the profile shows the server's basicInfo
 * numbers, the action cards page loads its second page through "Load more", and the deck page
 * shows a saved deck's name from deckList.
 */
export function describeTcgFlows(shell: Shell): void {
  describe(`${shell} shell: Card Duel`, () => {
    let browser: Browser;
    beforeAll(async () => {
      browser = await launch();
    });
    afterAll(async () => {
      await browser.close();
    });

    it("shows the profile's numbers as basicInfo answers them", async () => {
      const { context, page } = await newPage(browser, shell);
      await loginViaApi(page, 'traveler', 'traveler-demo');
      const role = roleQuery(await mainCard(page, '100000001'));
      const info = await apiData<BasicInfo>(page, `genshin/api/gcg/basicInfo?${role}`);

      await page.goto(shellUrl(shell, '/ys/tcg'));
      await page.getByRole('heading', { name: 'Card Duel', level: 1 }).waitFor();
      await page.getByRole('heading', { name: info.nickname, level: 2 }).waitFor();
      const text = (id: string) => page.getByTestId(id).textContent();
      expect(await text('tcg-level')).toBe(`Duel level ${info.level}`);
      expect(await text('tcg-character-cards')).toBe(
        `${fmt(info.avatar_card_num_gained)} / ${fmt(info.avatar_card_num_total)}`,
      );
      expect(await text('tcg-action-cards')).toBe(
        `${fmt(info.action_card_num_gained)} / ${fmt(info.action_card_num_total)}`,
      );
      expect(await text('tcg-card-backs')).toBe(
        `${fmt(info.card_back_num_gained)} / ${fmt(info.card_back_num_total)}`,
      );
      // The owner's controls are there on their own profile.
      await page.getByRole('button', { name: 'Change showcase' }).waitFor();
      expect(await page.getByRole('switch').count()).toBe(2);
      await shot(page, shell, 'tcg-profile');
      await context.close();
    });

    it('loads the second page of action cards', async () => {
      const { context, page } = await newPage(browser, shell);
      await loginViaApi(page, 'traveler', 'traveler-demo');
      const role = roleQuery(await mainCard(page, '100000001'));
      const paging = 'need_avatar=false&need_action=true&need_stats=false&limit=32';
      const first = await apiData<CardPage>(
        page,
        `genshin/api/gcg/cardList?${role}&${paging}&offset=0`,
      );
      // The flow only proves paging if the server has more than one page.
      expect(first.is_last).toBe(false);
      const second = await apiData<CardPage>(
        page,
        `genshin/api/gcg/cardList?${role}&${paging}&offset=${first.next_offset}`,
      );

      await page.goto(shellUrl(shell, '/ys/tcg/honorCard'));
      const grid = page.getByRole('list', { name: 'Action cards' });
      await grid.waitFor();
      await expect.poll(() => grid.getByRole('article').count(), POLL).toBe(first.card_list.length);
      await page.getByRole('button', { name: 'Load more' }).click();
      const total = first.card_list.length + second.card_list.length;
      await expect.poll(() => grid.getByRole('article').count(), POLL).toBe(total);
      const last = second.card_list.at(-1);
      if (!last) throw new Error('the second page is empty');
      await grid.getByRole('article', { name: last.name }).waitFor();
      if (second.is_last) await page.getByText(`All cards loaded (${total})`).waitFor();
      await shot(page, shell, 'tcg-action-cards');
      await context.close();
    });

    it("shows a saved deck's name from deckList", async () => {
      const { context, page } = await newPage(browser, shell);
      await loginViaApi(page, 'traveler', 'traveler-demo');
      const role = roleQuery(await mainCard(page, '100000001'));
      const decks = await apiData<{ deck_list: { name: string }[] }>(
        page,
        `genshin/api/gcg/deckList?${role}`,
      );
      const deck = decks.deck_list[0];
      if (!deck) throw new Error('the demo traveler has no saved deck');

      await page.goto(shellUrl(shell, '/ys/tcg/deck'));
      const saved = page.getByRole('region', { name: 'Saved decks' });
      await saved.getByRole('heading', { name: deck.name, level: 3 }).waitFor();
      expect(await saved.getByRole('article').count()).toBe(decks.deck_list.length);
      await shot(page, shell, 'tcg-decks');
      await context.close();
    });
  });
}
