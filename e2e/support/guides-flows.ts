import { request as playwrightRequest, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseURL,
  ingestToken,
  launch,
  loginViaApi,
  newPage,
  shellUrl,
  shot,
  type Shell,
} from './browser.js';

/**
 * A new player, set up the operator's way (ingest API), with two roles in the main game: uids and
 * role ids are per shell so the desktop and mobile files never share one.
 */
async function newPlayer(shell: Shell): Promise<{ account: string; password: string }> {
  const n = shell === 'desktop' ? 1 : 2;
  const uid = 100009000 + n;
  const account = `guide-${shell}`;
  const password = `${account}-password`;
  const api = await playwrightRequest.newContext({
    baseURL: baseURL(),
    extraHTTPHeaders: { authorization: `Bearer ${ingestToken()}` },
  });
  const put = async (path: string, data: object) => {
    const res = await api.put(`/ingest/v1/${path}`, { data });
    const body = (await res.json()) as { retcode: number; message: string };
    if (body.retcode !== 0) throw new Error(`${path}: ${body.retcode} ${body.message}`);
  };
  await put(`accounts/${uid}`, { account, nickname: `Guide ${n}`, password });
  await put(`roles/2/81200900${n}`, { uid, nickname: 'Wayfarer', level: 35, is_chosen: true });
  await put(`roles/2/61200900${n}`, { uid, nickname: 'Drifter', level: 12 });
  await api.dispose();
  return { account, password };
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

    it('shows a new owner each tip once, in order, and never again on any device', async () => {
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
