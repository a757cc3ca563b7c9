import type { Browser, Page } from 'playwright-core';
import { ingestPlayer } from './api.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launch, loginViaApi, newPage, shellUrl, shot, type Shell } from './browser.js';

/** A new player with two main-game roles, set up the operator's way; one per shell. */
async function newPlayer(shell: Shell): Promise<{ account: string; password: string }> {
  const n = shell === 'desktop' ? 1 : 2;
  const player = {
    uid: String(100009000 + n),
    account: `guide-${shell}`,
    password: `guide-${shell}-password`,
  };
  await ingestPlayer(player, [
    { roleId: `81200900${n}`, nickname: 'Wayfarer', level: 35 },
    { roleId: `61200900${n}`, nickname: 'Drifter', level: 12 },
  ]);
  return player;
}

const tip = (page: Page, title: string) => page.getByRole('dialog', { name: title });

/**
 * The one-time tips (beginner guides) in a browser: a new owner is shown the settings, role switch
 * and share tips one after another on the game home, each once; the server remembers them, so a
 * reload or another device shows none; visiting someone else shows the visitor tip once.
 */
export function describeGuideFlows(shell: Shell): void {
  describe(`${shell} shell: one-time tips`, () => {
    let browser: Browser;
    beforeAll(async () => {
      browser = await launch();
    });
    afterAll(async () => {
      await browser.close();
    });

    it('shows a new owner each tip once, in order, and never again on either device', async () => {
      const player = await newPlayer(shell);
      const { context, page } = await newPage(browser, shell);
      await loginViaApi(page, player.account, player.password, { keepGuides: true });
      await page.goto(shellUrl(shell, '/ys'));

      const settings = tip(page, 'Your records, your call');
      await settings.waitFor();
      expect(await settings.textContent()).toContain('Tip 1 of 3');
      await shot(page, shell, 'guides-01-settings');
      await settings.getByRole('button', { name: 'Got it' }).click();

      const roles = tip(page, 'More than one role?');
      await roles.waitFor();
      await roles.getByRole('button', { name: 'Got it' }).click();
      const share = tip(page, 'Show off your journey');
      await share.waitFor();
      await shot(page, shell, 'guides-02-share');
      await share.getByRole('button', { name: 'Got it' }).click();
      await share.waitFor({ state: 'detached' });

      const status = await page.request.post(
        `${baseURL()}/game_record/card/wapi/beginner_guide/status`,
        { data: {} },
      );
      const seen = (
        (await status.json()) as { data: { list: { key: string; is_seen: boolean }[] } }
      ).data.list;
      expect(seen).toEqual([
        { key: 'settings', is_seen: true },
        { key: 'role_switch', is_seen: true },
        { key: 'share', is_seen: true },
        { key: 'visitor', is_seen: false },
      ]);

      await page.reload();
      await page.getByRole('button', { name: 'Switch character' }).first().waitFor();
      await page.waitForTimeout(1500);
      expect(await page.locator('[data-guide-tip]').count()).toBe(0);
      await context.close();

      // Another device: the same account, a fresh browser context.
      const other = await newPage(browser, shell === 'desktop' ? 'mobile' : 'desktop');
      await loginViaApi(other.page, player.account, player.password, { keepGuides: true });
      await other.page.goto(shellUrl(shell === 'desktop' ? 'mobile' : 'desktop', '/ys'));
      await other.page.getByRole('button', { name: 'Switch character' }).first().waitFor();
      await other.page.waitForTimeout(1500);
      expect(await other.page.locator('[data-guide-tip]').count()).toBe(0);

      // Visiting someone else: the visitor tip, once.
      await other.page.goto(
        shellUrl(shell === 'desktop' ? 'mobile' : 'desktop', '/ys', 'uid=100000002'),
      );
      const visitor = tip(other.page, "You're visiting");
      await visitor.waitFor();
      expect(await visitor.textContent()).toContain("This is Lumine's chronicle.");
      await visitor.getByRole('button', { name: 'Got it' }).click();
      await other.page.reload();
      await other.page.getByText("Viewing another player's records").first().waitFor();
      await other.page.waitForTimeout(1500);
      expect(await other.page.locator('[data-guide-tip]').count()).toBe(0);
      await other.context.close();
    });
  });
}
