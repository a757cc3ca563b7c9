import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  NO_SERVICE_WORKER,
  launch,
  loginViaApi,
  newPage,
  shellUrl,
  shot,
  useServer,
  type Shell,
} from './browser.js';
import { startServer, type RunningServer } from './server.js';

/*
 * Issue 17 in a browser, once per shell. The shared e2e server (demo data) plays the upstream A;
 * this file starts an empty server B that may link to it. A player saves a HAR file while browsing
 * the traveler's chronicle on A, imports it on B's settings page and sees the same records there;
 * then links the same account from that page and watches it sync.
 */

const TRAVELER = { account: 'traveler', password: 'traveler-demo' };
/** Sections of the overview that hold records (the notes count down, so they are left out). */
const SECTIONS = ['Adventure', 'World', 'Chests', 'Characters', 'Exploration', 'Hearthrealm'];

const contextOptions = (shell: Shell) =>
  shell === 'desktop'
    ? { viewport: { width: 1440, height: 900 }, locale: 'en-US' }
    : {
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        locale: 'en-US',
      };

/** The text of each records section of an overview, by section name. */
async function overviewTexts(page: Page, url: string): Promise<Record<string, string>> {
  const loaded = page.waitForResponse((r) => r.url().includes('/genshin/api/index?'));
  await page.goto(url);
  await loaded;
  // The character strip renders its first cards with the page and the rest in slices when the
  // page is idle (overview/components/character-strip.tsx): read it once it holds the whole roster.
  await page.waitForFunction(() => {
    const strip = document.querySelector('.char-strip');
    if (!strip) return false;
    const owned = /[\d,]+/.exec(strip.querySelector('.tabular')?.textContent ?? '')?.[0];
    return (
      owned === undefined ||
      strip.querySelectorAll('.char-card').length === Number(owned.replace(/,/g, ''))
    );
  });
  const texts: Record<string, string> = {};
  for (const name of SECTIONS) {
    const region = page.getByRole('region', { name, exact: true });
    await region.first().waitFor();
    texts[name] = (await region.first().innerText()).replace(/\s+/g, ' ').trim();
  }
  return texts;
}

/** Logs the traveler in on A with a fetch of its own and returns the session as a cookie string. */
async function travelerCookie(a: string): Promise<string> {
  const res = await fetch(`${a}/account/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(TRAVELER),
  });
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0] ?? '');
  return cookies.filter((c) => c.startsWith('ltuid_v2=') || c.startsWith('ltoken_v2=')).join('; ');
}

export function describeUpstreamFlows(shell: Shell): void {
  describe(`${shell} shell: a player's own records, imported and linked`, () => {
    const a = inject('baseURL');
    const player = { account: `own-records-${shell}`, password: 'own-records-pass' };
    const dir = mkdtempSync(join(tmpdir(), 'chronicle-har-'));
    let b: RunningServer;
    let browser: Browser;
    let context: BrowserContext;
    let page: Page;

    beforeAll(async () => {
      b = await startServer(() => ({
        CHRONICLE_DEMO: '0',
        UPSTREAM_HOSTS: `a=${a}`,
        // The politeness spacing (1 s) is for real upstreams; this flow checks the behaviour.
        SYNC_REQUEST_INTERVAL_MS: '0',
      }));
      useServer(b);
      browser = await launch();
      const registered = await fetch(`${b.baseURL}/account/api/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(player),
      });
      expect(((await registered.json()) as { retcode: number }).retcode).toBe(0);
      ({ context, page } = await newPage(browser, shell));
      await loginViaApi(page, player.account, player.password);
    }, 120_000);
    afterAll(async () => {
      await browser.close();
      useServer(undefined);
      b.stop();
      rmSync(dir, { recursive: true, force: true });
    });

    it("imports a HAR saved on A's pages, and B's overview then shows A's records", async () => {
      // The player browses their chronicle on A with the browser recording a HAR, as DevTools do.
      const har = join(dir, 'chronicle.har');
      const recording = await browser.newContext({
        ...contextOptions(shell),
        ...NO_SERVICE_WORKER,
        recordHar: { path: har, content: 'embed' },
      });
      const onA = await recording.newPage();
      await onA.request.post(`${a}/account/api/login`, { data: TRAVELER });
      const file = shell === 'desktop' ? '/' : '/m.html';
      const expected = await overviewTexts(onA, `${a}${file}#/ys`);
      await recording.close();

      // On B the player has no role yet: the page leads to the settings, where the file goes in.
      await page.goto(shellUrl(shell, '/ys'));
      await page.getByRole('link', { name: 'Link your account' }).click();
      await page.getByRole('heading', { name: 'Import a file' }).waitFor();
      await page.locator('input[type="file"]').setInputFiles(har);
      await page.getByText('Answers imported').waitFor({ timeout: 30_000 });
      await shot(page, shell, 'upstream-import-summary');

      const actual = await overviewTexts(page, shellUrl(shell, '/ys'));
      expect(actual).toEqual(expected);
      await shot(page, shell, 'upstream-imported-overview');
    });

    it('links the account on A from the settings page, syncs it and shows every game', async () => {
      await page.goto(shellUrl(shell, '/ys/set'));
      const reveal = page.getByRole('button', { name: 'Link another account' });
      if (await reveal.isVisible()) await reveal.click();
      await page.getByRole('textbox', { name: 'Cookies' }).fill(await travelerCookie(a));
      await page.getByRole('button', { name: 'Link the account' }).click();
      // The sync has ended when "Sync now" is offered again, and the link says it is up to date.
      const link = page.getByRole('article', { name: /^a\b/ });
      await link.getByRole('button', { name: 'Sync now' }).waitFor({ timeout: 90_000 });
      await link.getByText('Up to date', { exact: true }).waitFor();
      await shot(page, shell, 'upstream-linked');

      // The third game lives on its own page.
      const rpg = shell === 'desktop' ? 'index.html' : 'm.html';
      await page.goto(`${b.baseURL}/rpg/${rpg}#/hsr`);
      await page.getByRole('heading', { name: 'Starling' }).first().waitFor();
      await page.getByText('Lanterns Under Still Water (XII)').first().waitFor();
      await page.goto(shellUrl(shell, '/bh3'));
      await page.getByRole('heading', { name: 'Aether' }).first().waitFor();
      await shot(page, shell, 'upstream-linked-bh3');
      await context.close();
    });
  });
}
