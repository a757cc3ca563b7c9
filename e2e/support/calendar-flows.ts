import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, loginViaApi, newPage, shellUrl, shot, type Shell } from './browser.js';
import { apiData, fmt, mainCard } from './api.js';

interface Pool {
  pool_id: number;
  pool_name: string;
  pool_status: number;
  countdown_seconds: number;
  avatars: { name: string }[];
}

interface Act {
  id: number;
  name: string;
  status: number;
  countdown_seconds: number;
  reward_list: { name: string; num: number }[];
}

interface Calendar {
  avatar_card_pool_list: Pool[];
  act_list: Act[];
}

interface Book {
  items: { id: number; name: string; category: string }[];
  recipes: {
    item_id: number;
    output_num: number;
    craft_seconds: number;
    coin_cost: number;
    ingredients: { item_id: number; num: number }[];
  }[];
}

/** Page loads can take a few seconds on a busy machine. */
const POLL = { timeout: 15_000 };

/** Seconds left as the page shows them (`data-countdown` of a card's countdown). */
async function countdownOf(page: Page, selector: string): Promise<number> {
  const value = await page
    .locator(`${selector} [data-countdown]`)
    .first()
    .getAttribute('data-countdown');
  return Number(value);
}

/** Crafts and coins of `num` of an item by the book, expanded the way the page must. */
function totals(book: Book, itemId: number, num: number): { crafts: number; coins: number } {
  const recipe = book.recipes.find((r) => r.item_id === itemId);
  if (!recipe) return { crafts: 0, coins: 0 };
  const crafts = Math.ceil(num / recipe.output_num);
  return recipe.ingredients.reduce(
    (sum, i) => {
      const inner = totals(book, i.item_id, i.num * crafts);
      return { crafts: sum.crafts + inner.crafts, coins: sum.coins + inner.coins };
    },
    { crafts, coins: crafts * recipe.coin_cost },
  );
}

/**
 * The event calendar and the alchemy workshop in a browser, once per shell: the calendar shows a
 * banner and an event of the server with the time the server says is left; the workshop adds up a
 * recipe of the server's book.
 */
export function describeCalendarFlows(shell: Shell): void {
  describe(`${shell} shell: event calendar and alchemy workshop`, () => {
    let browser: Browser;
    beforeAll(async () => {
      browser = await launch();
    });
    afterAll(async () => {
      await browser.close();
    });

    it('shows a running banner and event with the remaining time of the server', async () => {
      const { context, page } = await newPage(browser, shell);
      await loginViaApi(page, 'traveler', 'traveler-demo');
      const card = await mainCard(page, '100000001');
      const data = await apiData<Calendar>(page, 'genshin/api/act_calendar', {
        role_id: card.game_role_id,
        server: card.region,
      });
      const asked = Date.now();
      const pool = data.avatar_card_pool_list.find((p) => p.pool_status === 2);
      const event = data.act_list.find((a) => a.status === 2 && a.reward_list.length > 0);
      if (!pool || !event) throw new Error('the demo calendar has no running banner and event');

      await page.goto(shellUrl(shell, '/ys/act-calendar'));
      const banner = page.locator(`[data-pool="${pool.pool_id}"]`);
      await banner.waitFor(POLL);
      expect(await banner.getByRole('heading').textContent()).toBe(pool.pool_name);
      for (const avatar of pool.avatars) {
        expect(await banner.getByText(avatar.name, { exact: true }).count()).toBe(1);
      }
      // The page counts from the server's countdown: at most the seconds since we asked less.
      const passed = () => Math.ceil((Date.now() - asked) / 1000) + 1;
      const bannerLeft = await countdownOf(page, `[data-pool="${pool.pool_id}"]`);
      expect(bannerLeft).toBeLessThanOrEqual(pool.countdown_seconds);
      expect(bannerLeft).toBeGreaterThanOrEqual(pool.countdown_seconds - passed());

      const act = page.locator(`[data-act="${event.id}"]`);
      expect(await act.getByRole('heading').textContent()).toBe(event.name);
      const eventLeft = await countdownOf(page, `[data-act="${event.id}"]`);
      expect(eventLeft).toBeLessThanOrEqual(event.countdown_seconds);
      expect(eventLeft).toBeGreaterThanOrEqual(event.countdown_seconds - passed());
      const reward = event.reward_list[0];
      if (reward) {
        expect(await act.getByText(`${reward.name} ×${fmt(reward.num)}`).count()).toBe(1);
      }
      await shot(page, shell, 'calendar');

      await page.getByRole('button', { name: 'Events', exact: true }).click();
      await expect.poll(() => page.locator('[data-pool]').count(), POLL).toBe(0);
      expect(await act.isVisible()).toBe(true);
      await context.close();
    });

    it('adds up the crafts and coins of a recipe from the server', async () => {
      const { context, page } = await newPage(browser, shell);
      await loginViaApi(page, 'traveler', 'traveler-demo');
      const book = await apiData<Book>(page, 'genshin/api/alchemy/recipes');
      const potion = book.items.find(
        (i) => i.category === 'potion' && book.recipes.some((r) => r.item_id === i.id),
      );
      if (!potion) throw new Error('the recipe book has no potion');
      const expected = totals(book, potion.id, 3);

      await page.goto(shellUrl(shell, '/ys/alchemysim'));
      await page
        .getByRole('button', { name: `Add ${potion.name} to the brewing list` })
        .click(POLL);
      const quantity = page.getByRole('spinbutton', { name: `Quantity of ${potion.name}` });
      await quantity.fill('3');
      await expect
        .poll(() => page.locator('[data-total="crafts"]').textContent(), POLL)
        .toBe(fmt(expected.crafts));
      expect(await page.locator('[data-total="coins"]').textContent()).toBe(fmt(expected.coins));
      await shot(page, shell, 'alchemy');
      await context.close();
    });
  });
}
