import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launch, loginViaApi, newPage, shellUrl, shot, type Shell } from './browser.js';
import { operatorCall } from './api.js';

/** The operator's way to set a game's feature switches (ingest API). */
async function setSwitches(switches: Record<string, '0' | '1'>, gameId = 2): Promise<void> {
  await operatorCall('PUT', `feature-switches/${gameId}`, { switches });
}

const ALL_ON = {
  share: '1',
  share_image: '1',
  data_review: '1',
  character_links: '1',
  act_calendar: '1',
} as const;

const shareButton = (page: Page) => page.getByRole('button', { name: 'Share', exact: true });
const calendarTab = (page: Page) =>
  page.getByRole('navigation', { name: 'Records' }).getByRole('link', { name: 'Calendar' });

/**
 * Operator feature switches in a browser (docs/reference/privacy.md#feature-switches): what the
 * operator turns off leaves the pages of that game on the next visit, and comes back when turned on
 * again.
 */
export function describeSwitchFlows(shell: Shell): void {
  describe(`${shell} shell: operator feature switches`, () => {
    let browser: Browser;
    beforeAll(async () => {
      browser = await launch();
    });
    afterEach(async () => {
      await setSwitches(ALL_ON);
    });
    afterAll(async () => {
      await browser.close();
    });

    it('hides share, the calendar and the summary entry while they are off, per game', async () => {
      const { context, page } = await newPage(browser, shell);
      await loginViaApi(page, 'traveler', 'traveler-demo');
      await page.goto(shellUrl(shell, '/ys'));
      await shareButton(page).waitFor();
      expect(await calendarTab(page).count()).toBe(1);

      await setSwitches({ share: '0', act_calendar: '0', data_review: '0' });
      await page.reload();
      // The overview has drawn its role header: the session and the configuration are in.
      await page.getByRole('heading', { name: 'Aether', level: 1 }).waitFor();
      expect(await shareButton(page).count()).toBe(0);
      expect(await calendarTab(page).count()).toBe(0);
      if (shell === 'mobile') {
        expect(await page.getByRole('link', { name: /journey summary/i }).count()).toBe(0);
      }
      await shot(page, shell, 'switches-01-share-off');

      // Opening a switched-off page lands on the game's home.
      await page.goto(shellUrl(shell, '/ys/act-calendar'));
      await page.waitForURL(/#\/ys$/);

      // The second game keeps its own switches.
      await page.goto(shellUrl(shell, '/bh3'));
      await shareButton(page).waitFor();
      await context.close();
    });

    it('offers every share channel but the image while share_image is off', async () => {
      await setSwitches({ share_image: '0' });
      const { context, page } = await newPage(browser, shell);
      await loginViaApi(page, 'traveler', 'traveler-demo');
      await page.goto(shellUrl(shell, '/ys'));
      await shareButton(page).click();
      const menu = page.getByRole('dialog', { name: /^Share / });
      await menu.getByRole('button', { name: 'Copy link' }).waitFor();
      expect(await menu.getByRole('button', { name: 'Share as image' }).count()).toBe(0);
      await context.close();
    });
  });
}
