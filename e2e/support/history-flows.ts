import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, loginViaApi, newPage, shellUrl, shot, useServer, type Shell } from './browser.js';
import { startServer, type RunningServer } from './server.js';

/*
 * Issue 18 in a browser, once per shell: the oldest Sunken Spire season, a point of the Progress
 * page, a change on a character's History tab, "Download my data" imported into a second (empty)
 * server that then shows the same records, and "Delete my data" on that second server.
 */

const TRAVELER = { account: 'traveler', password: 'traveler-demo' };
const MAIN = { role_id: '812000101', server: 'os_asia' };

/** The text of the Sunken Spire's headline tiles once a period has loaded. */
async function abyssSummary(page: Page): Promise<string> {
  const tiles = page.locator('.abyss-summary').first();
  await tiles.waitFor();
  return (await tiles.innerText()).replace(/\s+/g, ' ').trim();
}

export function describeHistoryFlows(shell: Shell): void {
  describe(`${shell} shell: every season, progress, build history, export and delete`, () => {
    const a = inject('baseURL');
    let browser: Browser;
    let page: Page;

    beforeAll(async () => {
      browser = await launch();
      ({ page } = await newPage(browser, shell));
      await loginViaApi(page, TRAVELER.account, TRAVELER.password);
    }, 60_000);
    afterAll(async () => {
      await browser.close();
    });

    it('picks the oldest stored Sunken Spire season from the list of every season', async () => {
      await page.goto(shellUrl(shell, '/ys/abyss'));
      const select = page.getByRole('combobox', { name: /^All seasons \(\d+\)$/ });
      await select.waitFor();
      const options = await select.locator('option').allInnerTexts();
      expect(options.length).toBeGreaterThan(2);
      const values = await select
        .locator('option')
        .evaluateAll((nodes) => nodes.map((n) => (n as HTMLOptionElement).value));
      const oldest = values.at(-1) ?? '';
      const loaded = page.waitForResponse(
        (r) => r.url().includes('/spiralAbyss?') && r.url().includes(`period=${oldest}`),
      );
      await select.selectOption(oldest);
      await loaded;
      // The headline of the oldest option (`9-3 ★33`) is what the page now shows.
      const [, stars] = /★(\d+)/.exec(options.at(-1) ?? '') ?? [];
      await page.getByRole('radio', { name: /Current period/ }).waitFor();
      const summary = await abyssSummary(page);
      expect(summary).toContain(stars ?? '∅');
      for (const radio of await page.getByRole('radio').all()) {
        expect(await radio.getAttribute('aria-checked')).toBe('false');
      }
      await shot(page, shell, 'history-abyss-oldest');
    });

    it('opens Progress from the home and reads a point of a chart', async () => {
      await page.goto(shellUrl(shell, '/ys'));
      await page.getByRole('link', { name: /^Progress/ }).click();
      const days = page.getByRole('article', { name: 'Days active' });
      await days.waitFor();
      const chart = days.getByRole('img');
      await chart.waitFor();
      expect(await chart.getAttribute('aria-label')).toMatch(/^Days active, 6 points from /);
      await chart.scrollIntoViewIfNeeded();
      const box = await chart.boundingBox();
      if (!box) throw new Error('the chart has no box');
      const x = box.x + box.width * 0.5;
      const y = box.y + box.height * 0.5;
      if (shell === 'mobile') await page.touchscreen.tap(x, y);
      else {
        // Two moves, so a pointer already resting at the spot still makes a hover.
        await page.mouse.move(x - 20, y, { steps: 2 });
        await page.mouse.move(x, y, { steps: 2 });
      }
      await expect
        .poll(async () => days.locator('.trend-card__readout').innerText())
        .toMatch(/^\d{4}\.\d{2}\.\d{2}: [\d,]+$/);
      await shot(page, shell, 'history-progress');
    });

    it("shows what changed on a character's History tab", async () => {
      const index = await page.request.get(
        `${a}/game_record/genshin/api/index?role_id=${MAIN.role_id}&server=${MAIN.server}`,
      );
      const body = (await index.json()) as {
        data: { avatars: { name: string; is_chosen?: boolean }[] };
      };
      const chosen = body.data.avatars.find((c) => c.is_chosen)?.name ?? '';
      expect(chosen).not.toBe('');
      await page.goto(shellUrl(shell, '/ys/role/all'));
      await page
        .getByRole('button', { name: new RegExp(`^${chosen},`) })
        .first()
        .click();
      // The tile opens the character's card; its button opens the full detail.
      await page.getByRole('button', { name: 'View details' }).click();
      await page.getByRole('tab', { name: 'History' }).click();
      const history = page.getByRole('region', { name: 'History' });
      await history.waitFor();
      await expect.poll(async () => history.locator('.bt-change').count()).toBeGreaterThan(0);
      expect(await history.innerText()).toMatch(/\+[\d.,]+%? on the /);
      await shot(page, shell, 'history-build-timeline');
    });

    describe('on a second, empty server', () => {
      let c: RunningServer;
      let onC: Page;

      beforeAll(async () => {
        c = await startServer(() => ({ CHRONICLE_DEMO: '0' }));
      }, 120_000);
      afterAll(() => {
        useServer(undefined);
        c.stop();
      });

      it('downloads my data on the first server and the second then shows the same records', async () => {
        await page.goto(shellUrl(shell, '/ys/set'));
        const downloading = page.waitForEvent('download');
        await page.getByRole('link', { name: 'Download' }).click();
        const download = await downloading;
        expect(download.suggestedFilename()).toMatch(
          /^chronicle-traveler-\d{4}-\d{2}-\d{2}\.json$/,
        );
        const file = await download.path();
        const bundle = JSON.parse(readFileSync(file, 'utf8')) as {
          accounts: { uid: number; account: string; nickname: string }[];
        };
        const account = bundle.accounts[0];
        if (!account) throw new Error('the export has no account');

        // The operator imports it (the ingest API takes the same bundle as `chronicle import`) and
        // gives the account a password, which never leaves a server.
        const auth = {
          authorization: `Bearer ${c.ingestToken}`,
          'content-type': 'application/json',
        };
        const put = await fetch(`${c.baseURL}/ingest/v1/bundle`, {
          method: 'PUT',
          headers: auth,
          body: readFileSync(file),
        });
        expect(((await put.json()) as { retcode: number }).retcode).toBe(0);
        const password = await fetch(`${c.baseURL}/ingest/v1/accounts/${account.uid}`, {
          method: 'PUT',
          headers: auth,
          body: JSON.stringify({
            account: account.account,
            nickname: account.nickname,
            password: 'moved-here-123',
          }),
        });
        expect(((await password.json()) as { retcode: number }).retcode).toBe(0);

        await page.goto(shellUrl(shell, '/ys/abyss'));
        const expected = await abyssSummary(page);
        useServer(c);
        ({ page: onC } = await newPage(browser, shell));
        await loginViaApi(onC, account.account, 'moved-here-123');
        await onC.goto(shellUrl(shell, '/ys/abyss'));
        expect(await abyssSummary(onC)).toBe(expected);
        await onC.getByRole('combobox', { name: /^All seasons/ }).waitFor();
        await shot(onC, shell, 'history-imported-abyss');
      });

      it('deletes my data in two steps, and the account is gone', async () => {
        await onC.goto(shellUrl(shell, '/ys/set'));
        await onC.getByRole('button', { name: 'Delete…' }).click();
        const dialog = onC.getByRole('alertdialog');
        await dialog.getByRole('button', { name: 'Continue' }).click();
        await dialog.getByLabel('Account name').fill('traveler');
        await shot(onC, shell, 'history-delete-confirm');
        await dialog.getByRole('button', { name: 'Delete for good' }).click();
        // The page starts over, signed out.
        await onC
          .getByRole('button', { name: /Sign in|Log in/ })
          .first()
          .waitFor({ timeout: 20_000 });
        const login = await fetch(`${c.baseURL}/account/api/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ account: 'traveler', password: 'moved-here-123' }),
        });
        expect(((await login.json()) as { retcode: number }).retcode).not.toBe(0);
        await shot(onC, shell, 'history-deleted');
      });
    });
  });
}
