import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, loginViaApi, newPage, shellUrl, shot, type Shell } from './browser.js';
import { apiData, fmt, mainCard, roleQuery, type Card } from './api.js';

interface Region {
  id: number;
  parent_id: number;
  name: string;
  exploration_percentage: number;
}
interface IndexData {
  stats: { active_day_number: number; achievement_number: number };
  world_explorations: Region[];
}
interface Notes {
  current_resin: number;
  max_resin: number;
}

/**
 * Records the profile and record-card requests of the page from now on: a page served with a
 * session cookie carries those answers itself, so the app should not ask for them.
 */
function askedFirstCalls(page: Page): { stop: () => string[] } {
  const asked: string[] = [];
  const listener = (request: { url: () => string }) => {
    if (/getUserFullInfo|getGameRecordCard/.test(request.url())) asked.push(request.url());
  };
  page.on('request', listener);
  return {
    stop: () => {
      page.off('request', listener);
      return asked;
    },
  };
}

/**
 * Per mille to the docs/reference/web-app.md#formatting English percentage: 2 decimals, capped at
 * 100.
 */
const percent = (perMille: number) => `${Math.min(perMille / 10, 100).toFixed(2)}%`;

async function resinOnPage(page: Page): Promise<number> {
  const text = await page.getByTestId('notes-resin-current').textContent();
  return Number((text ?? '').replace(/\D/g, ''));
}

/**
 * Issue 3's records flows, once per shell: the exploration page shows the server's percentages,
 * the owner's game home shows the real-time notes (a visitor's does not), and the standalone
 * summary shows the server's days active and achievements. One login per shell: the server allows
 * only a few per account and window.
 */
export function describeRecordsFlows(shell: Shell): void {
  describe(`${shell} records`, () => {
    let browser: Browser;
    let context: BrowserContext;
    let page: Page;
    let traveler: Card;
    beforeAll(async () => {
      browser = await launch();
      ({ context, page } = await newPage(browser, shell));
      await loginViaApi(page, 'traveler', 'traveler-demo');
      traveler = await mainCard(page, '100000001');
    });
    afterAll(async () => {
      await context.close();
      await browser.close();
    });

    it('shows the server’s exploration percentages for the regions', async () => {
      const index = await apiData<IndexData>(page, `genshin/api/index?${roleQuery(traveler)}`);
      const main = index.world_explorations.filter((r) => r.parent_id === 0);
      expect(main.length).toBeGreaterThanOrEqual(2);
      await page.goto(shellUrl(shell, '/ys/exploration'));
      for (const region of main.slice(0, 2)) {
        const article = page.getByRole('article', { name: region.name });
        await article
          .getByText(percent(region.exploration_percentage), { exact: true })
          .first()
          .waitFor();
      }
      const child = index.world_explorations.find((r) => r.parent_id !== 0);
      if (child) {
        await page.getByRole('heading', { name: child.name }).waitFor();
      }
      await page.getByRole('region', { name: 'Hearthrealm' }).waitFor();
      await shot(page, shell, 'records-01-exploration');
    });

    it('shows the owner’s real-time notes on the game home with the server’s resin', async () => {
      const before = await apiData<Notes>(page, `genshin/api/dailyNote?${roleQuery(traveler)}`);
      const asked = askedFirstCalls(page);
      await page.goto(shellUrl(shell, '/ys'));
      // A load of its own (the previous page was the same document).
      await page.reload();
      const panel = page.getByRole('region', { name: 'Real-time notes' });
      await panel.getByTestId('notes-resin-current').waitFor();
      // The page itself carried the profile and the record cards (issue 20 goal 3).
      expect(asked.stop()).toEqual([]);
      await panel.getByText(`/${fmt(before.max_resin)}`, { exact: true }).waitFor();
      const after = await apiData<Notes>(page, `genshin/api/dailyNote?${roleQuery(traveler)}`);
      // Resin may gain a point between the two reads; the page must show one of the two values.
      const shown = await resinOnPage(page);
      expect(shown).toBeGreaterThanOrEqual(before.current_resin);
      expect(shown).toBeLessThanOrEqual(after.current_resin);
      await panel.getByText('Expeditions').waitFor();
      await shot(page, shell, 'records-02-notes');
    });

    it('neither shows nor requests the notes for a visitor', async () => {
      const lumine = await mainCard(page, '100000002');
      const asked: string[] = [];
      const listener = (request: { url: () => string }) => {
        if (request.url().includes('dailyNote')) asked.push(request.url());
      };
      page.on('request', listener);
      const first = askedFirstCalls(page);
      await page.goto(shellUrl(shell, '/ys', 'uid=100000002'));
      await page.getByRole('heading', { name: lumine.nickname, level: 1 }).waitFor();
      await page.getByRole('region', { name: 'Characters' }).waitFor();
      expect(await page.getByRole('region', { name: 'Real-time notes' }).count()).toBe(0);
      page.off('request', listener);
      expect(asked).toEqual([]);
      // The visited account's cards came with the page too.
      expect(first.stop()).toEqual([]);
      await shot(page, shell, 'records-03-visitor-home');
    });

    it('shows the server’s days active and achievements on the summary', async () => {
      const index = await apiData<IndexData>(page, `genshin/api/index?${roleQuery(traveler)}`);
      await page.goto(shellUrl(shell, '/ys/summary'));
      const card = page.getByRole('article', { name: traveler.nickname });
      await card.getByText(fmt(index.stats.active_day_number), { exact: true }).waitFor();
      await card.getByText(fmt(index.stats.achievement_number), { exact: true }).waitFor();
      await card.getByText(`UID ${traveler.game_role_id}`).waitFor();
      await shot(page, shell, 'records-04-summary');
    });
  });
}
