import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launch, loginViaApi, newPage, shellUrl, shot, type Shell } from './browser.js';
import { apiCall, fmt, mainCard, type Card } from './api.js';

interface IndexData {
  stats: { active_day_number: number; avatar_number: number; achievement_number: number };
  avatars: unknown[];
}

/** The statistics labels every overview shows (a sample across the groups). */
const STAT_LABELS = [
  'Days active',
  'Achievements',
  'Characters',
  'Waypoints unlocked',
  'Luxurious chests',
];

async function expectOverviewOf(page: Page, card: Card): Promise<void> {
  await page.getByRole('heading', { name: card.nickname, level: 1 }).waitFor();
  const index = await apiCall<IndexData>(
    page,
    `/game_record/genshin/api/index?role_id=${card.game_role_id}&server=${card.region}`,
  );
  expect(index.retcode).toBe(0);
  for (const label of STAT_LABELS) {
    await page.getByText(label, { exact: true }).first().waitFor();
  }
  // The numbers on the page are the server's numbers.
  await page.getByText(fmt(index.data.stats.achievement_number), { exact: true }).first().waitFor();
  await page.getByText(fmt(index.data.stats.active_day_number), { exact: true }).first().waitFor();
  expect(await page.getByText(`UID ${card.game_role_id}`).count()).toBeGreaterThan(0);
}

export async function openLogoutDialog(page: Page, shell: Shell): Promise<void> {
  if (shell === 'mobile') await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Log out' }).first().click();
  await page.getByText('Are you sure you want to log out?').waitFor();
}

/**
 * The browser flows, run once per shell: logged out → login → overview; the no-role
 * screen; a visitor view; a private player's records; logout with its confirmation.
 */
export function describeShellFlows(shell: Shell): void {
  describe(`${shell} shell`, () => {
    let browser: Browser;
    beforeAll(async () => {
      browser = await launch();
    });
    afterAll(async () => {
      await browser.close();
    });

    it('shows the logged-out screen, logs in as traveler and shows the overview statistics', async () => {
      const { context, page } = await newPage(browser, shell);
      await page.goto(shellUrl(shell, '/ys'));
      await page.getByRole('button', { name: 'Log in to view records' }).waitFor();
      await page.getByText('Sample', { exact: true }).first().waitFor();
      // The account flow opens by itself (docs/reference/privacy.md#who-may-do-what); it is a
      // labelled modal dialog.
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      await shot(page, shell, '01-logged-out');
      await dialog.getByLabel('Account').fill('traveler');
      await dialog.getByLabel('Password', { exact: true }).fill('wrong-password');
      await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
      await dialog.getByText('The account or password is incorrect.').waitFor();
      await dialog.getByLabel('Password', { exact: true }).fill('traveler-demo');
      await Promise.all([
        page.waitForEvent('load'),
        dialog.getByRole('button', { name: 'Log in', exact: true }).click(),
      ]);
      await expectOverviewOf(page, await mainCard(page, '100000001'));
      await shot(page, shell, '02-overview');
      await context.close();
    });

    it('shows the no-character error screen to newcomer', async () => {
      const { context, page } = await newPage(browser, shell);
      await loginViaApi(page, 'newcomer', 'newcomer-demo');
      await page.goto(shellUrl(shell, '/ys'));
      await page.getByText('No character is linked to this account for this game yet.').waitFor();
      expect(await page.getByRole('heading', { name: 'Days active' }).count()).toBe(0);
      await shot(page, shell, '03-no-role');
      await context.close();
    });

    it("shows lumine's overview to a visitor with ?uid=100000002, without owner controls", async () => {
      const { context, page } = await newPage(browser, shell);
      await loginViaApi(page, 'traveler', 'traveler-demo');
      await page.goto(shellUrl(shell, '/ys', 'uid=100000002'));
      await expectOverviewOf(page, await mainCard(page, '100000002'));
      await page.getByText("Viewing another player's records").first().waitFor();
      expect(await page.getByRole('button', { name: 'Switch character' }).count()).toBe(0);
      await shot(page, shell, '04-visitor');
      await context.close();
    });

    it("shows the not-public state for private's records as a visitor", async () => {
      const { context, page } = await newPage(browser, shell);
      await loginViaApi(page, 'traveler', 'traveler-demo');
      await page.goto(shellUrl(shell, '/ys', 'uid=100000003'));
      await page.getByText("This player's records are not public.").waitFor();
      // The server refuses too, whatever the page does.
      const cards = await apiCall<{ list: Card[] }>(
        page,
        '/game_record/card/wapi/getGameRecordCard?uid=100000003',
      );
      expect(cards.data.list).toEqual([]);
      const denied = await apiCall<null>(
        page,
        '/game_record/genshin/api/index?role_id=712000303&server=os_euro',
      );
      expect(denied.retcode).toBe(10102);
      await shot(page, shell, '05-not-public');
      await context.close();
    });

    it('asks before logging out, and reloads without query string or hash', async () => {
      const { context, page } = await newPage(browser, shell);
      await loginViaApi(page, 'traveler', 'traveler-demo');
      await page.goto(shellUrl(shell, '/ys', 'uid=100000002'));
      await page.getByText("Viewing another player's records").first().waitFor();
      await openLogoutDialog(page, shell);
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page.getByText('Are you sure you want to log out?').waitFor({ state: 'detached' });
      await openLogoutDialog(page, shell);
      await shot(page, shell, '06-logout-confirm');
      await Promise.all([
        page.waitForEvent('load'),
        page.getByRole('alertdialog').getByRole('button', { name: 'Log out' }).click(),
      ]);
      expect(page.url()).toBe(`${baseURL()}${shell === 'desktop' ? '/' : '/m.html'}`);
      await page.getByRole('button', { name: 'Log in to view records' }).waitFor();
      const me = await apiCall<null>(page, '/community/user/wapi/getUserFullInfo');
      expect(me.retcode).toBe(-100);
      await context.close();
    });
  });
}
