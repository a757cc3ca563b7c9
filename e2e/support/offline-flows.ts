import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mainCard } from './api.js';
import { baseURL, loginViaApi, shellUrl, shot, useServer, type Shell } from './browser.js';
import { openLogoutDialog } from './flows.js';
import { startServer, type RunningServer } from './server.js';

const TRAVELER = { account: 'traveler', password: 'traveler-demo', uid: '100000001' };
const LUMINE = { account: 'lumine', password: 'lumine-demo', uid: '100000002' };

/**
 * A browser profile on disk, as a player's phone has: Chromium reports install criteria only
 * outside incognito contexts, and a service worker outlives a reload in it.
 */
async function profile(
  shell: Shell,
): Promise<{ context: BrowserContext; page: Page; dir: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'chronicle-pwa-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
    headless: true,
    locale: 'en-US',
    ...(shell === 'desktop'
      ? { viewport: { width: 1440, height: 900 } }
      : {
          viewport: { width: 390, height: 844 },
          deviceScaleFactor: 2,
          isMobile: true,
          hasTouch: true,
        }),
  });
  const page = context.pages()[0] ?? (await context.newPage());
  page.setDefaultTimeout(15_000);
  return { context, page, dir };
}

/** Waits until the service worker controls the page. */
async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
    timeout: 30_000,
  });
}

/** The names of the worker's per-account copies, and the paths each holds. */
function copies(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const out: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      if (!name.startsWith('chronicle-records:')) continue;
      const keys = await (await caches.open(name)).keys();
      out[name] = keys.map((request) => new URL(request.url).pathname);
    }
    return out;
  });
}

/** Waits until the worker holds the overview's answer for `uid`. */
async function overviewKept(page: Page, uid: string): Promise<void> {
  await expect
    .poll(async () => (await copies(page))[`chronicle-records:${uid}`] ?? [], { timeout: 15_000 })
    .toContain('/game_record/genshin/api/index');
}

/**
 * docs/reference/web-app.md#installing and #offline in a real browser, on one shell: the install
 * criteria, the last overview opened offline with its banner and refreshed online, logout clearing
 * the copies, two accounts in one profile, and a new build picked up.
 */
export function describeOfflineFlows(shell: Shell): void {
  describe(`${shell}: installable and offline`, () => {
    let context: BrowserContext;
    let page: Page;
    let dir: string;
    beforeEach(async () => {
      ({ context, page, dir } = await profile(shell));
    });
    afterEach(async () => {
      await context.close();
      rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    });

    it("meets the install criteria with the game's own manifest", async () => {
      await loginViaApi(page, TRAVELER.account, TRAVELER.password);
      await page.goto(shellUrl(shell, '/bh3'));
      await controlled(page);
      const cdp = await context.newCDPSession(page);
      const manifest = (await cdp.send('Page.getAppManifest')) as {
        url: string;
        errors: unknown[];
        data?: string;
      };
      expect(manifest.url).toBe(`${baseURL()}/manifest/bh3.webmanifest`);
      expect(manifest.errors).toEqual([]);
      expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({
        start_url: '/m.html#/bh3',
        display: 'standalone',
      });
      const installable = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: unknown[];
      };
      expect(installable.installabilityErrors).toEqual([]);
      // The worker and the manifests are asked for again on every visit.
      const worker = await page.request.get(`${baseURL()}/sw.js`);
      expect(worker.headers()['cache-control']).toBe('no-cache');
    });

    it('opens the last overview offline with the banner, and refreshes online again', async () => {
      await loginViaApi(page, TRAVELER.account, TRAVELER.password);
      const card = await mainCard(page, TRAVELER.uid);
      await page.goto(shellUrl(shell, '/ys'));
      await controlled(page);
      // Once controlled, the next visit's answers pass the worker and are kept.
      await page.reload();
      await page.getByText(card.nickname).first().waitFor();
      await overviewKept(page, TRAVELER.uid);

      await context.setOffline(true);
      await page.reload();
      const banner = page.getByTestId('offline-banner');
      await banner.waitFor();
      expect(await banner.textContent()).toMatch(/Offline.*Showing your records as of/);
      await page.getByText(card.nickname).first().waitFor();
      await expect.poll(() => page.getByText('Days active').count()).toBeGreaterThan(0);
      await shot(page, shell, 'offline-overview');

      // Back online, the page asks again by itself (the browser's online event) or on request;
      // either way the server's answers replace the copies and the banner goes.
      await context.setOffline(false);
      await banner
        .getByRole('button', { name: 'Try again' })
        .click({ timeout: 3_000 })
        .catch(() => undefined);
      await banner.waitFor({ state: 'detached' });
    });

    it('logging out leaves no copy of the records', async () => {
      await loginViaApi(page, TRAVELER.account, TRAVELER.password);
      await page.goto(shellUrl(shell, '/ys'));
      await controlled(page);
      await page.reload();
      await overviewKept(page, TRAVELER.uid);

      await openLogoutDialog(page, shell);
      await Promise.all([
        page.waitForEvent('load'),
        page.getByRole('alertdialog').getByRole('button', { name: 'Log out' }).click(),
      ]);
      await page.getByRole('button', { name: 'Log in to view records' }).waitFor();
      // What the logged-out page asks (public answers only) may be kept; nothing of the traveler's.
      const left = await copies(page);
      expect(Object.keys(left).filter((name) => name !== 'chronicle-records:guest')).toEqual([]);
      expect(left['chronicle-records:guest'] ?? []).not.toContain('/game_record/genshin/api/index');

      // Offline now, the page has nothing of the traveler's to show.
      await context.setOffline(true);
      await page.goto(shellUrl(shell, '/ys'));
      await page.waitForTimeout(1_500);
      expect(await page.getByTestId('offline-banner').count()).toBe(0);
      expect(await page.getByText('Days active').count()).toBe(0);
    });

    it("never shows one account's copies to the next account signed in on the browser", async () => {
      await loginViaApi(page, TRAVELER.account, TRAVELER.password);
      const traveler = await mainCard(page, TRAVELER.uid);
      await page.goto(shellUrl(shell, '/ys'));
      await controlled(page);
      await page.reload();
      await overviewKept(page, TRAVELER.uid);

      // Another account signs in over the session (no logout in between).
      await loginViaApi(page, LUMINE.account, LUMINE.password);
      const lumine = await mainCard(page, LUMINE.uid);
      expect(lumine.nickname).not.toBe(traveler.nickname);
      await page.reload();
      await page.getByText(lumine.nickname).first().waitFor();
      await overviewKept(page, LUMINE.uid);
      expect(Object.keys(await copies(page))).toEqual([`chronicle-records:${LUMINE.uid}`]);

      await context.setOffline(true);
      await page.reload();
      await page.getByTestId('offline-banner').waitFor();
      await page.getByText(lumine.nickname).first().waitFor();
      expect(await page.getByText(traveler.nickname).count()).toBe(0);
    });
  });

  // A deployment of its own: the flow replaces the worker in a copy of the build, as a new build would.
  describe(`${shell}: a new build`, () => {
    let server: RunningServer;
    let build: string;
    let context: BrowserContext;
    let page: Page;
    let dir: string;
    beforeAll(async () => {
      build = mkdtempSync(join(tmpdir(), 'chronicle-build-'));
      cpSync(join(import.meta.dirname, '../../apps/web/dist'), build, { recursive: true });
      server = await startServer(() => ({ WEB_DIST: build }));
      useServer(server);
      ({ context, page, dir } = await profile(shell));
    });
    afterAll(async () => {
      await context.close();
      useServer(undefined);
      server.stop();
      rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
      rmSync(build, { recursive: true, force: true });
    });

    it('picks up a new build on the next visit and says so', async () => {
      await loginViaApi(page, TRAVELER.account, TRAVELER.password);
      await page.goto(shellUrl(shell, '/ys'));
      await controlled(page);
      await expect
        .poll(() => page.evaluate(() => localStorage.getItem('chronicle.app-version')))
        .toMatch(/^[0-9a-f]{12}$/);
      const version = await page.evaluate(() => localStorage.getItem('chronicle.app-version'));

      // The next deployment: the same worker with another version, as a new build's would be.
      const worker = join(build, 'sw.js');
      const current = readFileSync(worker, 'utf8');
      expect(current).toContain(`"${version}"`);
      writeFileSync(worker, current.replace(`"${version}"`, '"0123456789ab"'));
      rmSync(`${worker}.br`, { force: true });
      rmSync(`${worker}.gz`, { force: true });
      await page.reload();
      await page.getByTestId('updated').waitFor({ timeout: 30_000 });
      expect(await page.getByTestId('updated').textContent()).toContain(
        'Chronicle has been updated.',
      );
      await shot(page, shell, 'updated');
      expect(await page.evaluate(() => localStorage.getItem('chronicle.app-version'))).toBe(
        '0123456789ab',
      );
    });
  });
}
