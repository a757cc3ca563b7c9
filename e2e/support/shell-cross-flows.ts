import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NO_SERVICE_WORKER,
  baseURL,
  launch,
  loginViaApi,
  newPage,
  shellUrl,
  shot,
  type Shell,
} from './browser.js';

type Tree = { [key: string]: string | Tree };

/** A string of the web app's translations (`errors`, `tips.login`), read from the source files. */
function text(lang: string, ns: string, path: string): string {
  const file = resolve(import.meta.dirname, `../../apps/web/src/locales/${lang}/${ns}.json`);
  let node: string | Tree = JSON.parse(readFileSync(file, 'utf8')) as Tree;
  for (const part of path.split('.')) {
    if (typeof node === 'string' || node[part] === undefined)
      throw new Error(`${lang}/${ns} ${path}`);
    node = node[part];
  }
  if (typeof node !== 'string') throw new Error(`${lang}/${ns} ${path} is not a string`);
  return node;
}

/**
 * The docs/reference/web-app.md#errors kinds the records call is made to answer (the catalogue's
 * message key and kind; the unit test in apps/web walks the whole catalogue, this checks what a
 * player sees).
 */
const ERROR_CASES = [
  { code: 10001, key: 'loginRequired', kind: 'no-login' },
  { code: -100, key: 'notLoggedIn', kind: 'no-login' },
  { code: 90001, key: 'roleNotBound', kind: 'no-character' },
  { code: -10002, key: 'noGameAccount', kind: 'no-character' },
  { code: 10035, key: 'riskChallenge', kind: 'risk-challenge' },
  { code: 1034, key: 'captchaRequired', kind: 'risk-captcha-required' },
  { code: 10041, key: 'forcedLimit', kind: 'risk-captcha-required' },
  { code: 10101, key: 'accessLimit', kind: 'access-limit' },
  { code: 424242, key: 'generic', kind: 'default' },
] as const;

const INDEX_CALL = '**/genshin/api/index?**';

/**
 * A context that opens pages inside the community app on an Android phone
 * (docs/reference/web-app.md#request-headers).
 */
async function appContext(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    ...NO_SERVICE_WORKER,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'en-US',
    userAgent:
      'Mozilla/5.0 (Linux; Android 13; Pixel 7 Build/TQ3A.230805.001; wv) AppleWebKit/537.36 ' +
      '(KHTML, like Gecko) Version/4.0 Chrome/124.0.0.0 Mobile Safari/537.36 ChronicleApp/2.3.0',
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

/** Every API request the page sends from now on (the app's calls carry `x-rpc-` headers). */
function recordApiRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (request.headers()['x-rpc-client_type'] !== undefined) requests.push(request);
  });
  return requests;
}

async function openLanguages(page: Page, shell: Shell): Promise<void> {
  if (shell === 'desktop') await page.getByRole('button', { name: /^Language: / }).click();
  else await page.getByRole('button', { name: 'Open menu' }).click();
}

async function waitForOverview(page: Page, lang = 'en-us'): Promise<void> {
  await page
    .getByText(text(lang, 'stats', 'keys.active_day_number'), { exact: true })
    .first()
    .waitFor();
}

/**
 * Issue 7's shell-wide flows, once per shell: the language switch (in place on desktop, a reload
 * with `lang` on mobile; `?lang=` wins), the error screen of every docs/reference/web-app.md#errors
 * kind in two languages, a session ending mid-visit, `?gid=`, back without history, a page chunk
 * that fails to load,
 * `?host=` and the in-app request headers.
 */
export function describeShellCrossFlows(shell: Shell): void {
  describe(`${shell} shell: languages, errors, navigation and requests`, () => {
    let browser: Browser;
    beforeAll(async () => {
      browser = await launch();
    });
    afterAll(async () => {
      await browser.close();
    });

    it(
      shell === 'desktop'
        ? 'switches the language in place, without a reload'
        : 'switches the language by reloading with lang in the URL',
      async () => {
        const { context, page } = await newPage(browser, shell);
        await loginViaApi(page, 'traveler', 'traveler-demo');
        await page.goto(shellUrl(shell, '/ys'));
        await waitForOverview(page);
        expect(await page.getAttribute('html', 'lang')).toBe('en-us');
        await page.evaluate(() => {
          (window as unknown as { __marker: number }).__marker = 7;
        });
        await openLanguages(page, shell);
        const german = page.getByRole('button', { name: 'Deutsch', exact: true });
        if (shell === 'desktop') {
          await german.click();
        } else {
          await Promise.all([page.waitForEvent('load'), german.click()]);
          expect(new URL(page.url()).searchParams.get('lang')).toBe('de-de');
        }
        await waitForOverview(page, 'de-de');
        await page.locator('html[lang="de-de"]').waitFor({ state: 'attached' });
        expect(await page.getByText('Days active', { exact: true }).count()).toBe(0);
        const marker = await page.evaluate(
          () => (window as unknown as { __marker?: number }).__marker,
        );
        // Desktop keeps the same document; mobile loaded a new one.
        expect(marker).toBe(shell === 'desktop' ? 7 : undefined);
        if (shell === 'desktop') expect(page.url()).toBe(shellUrl(shell, '/ys'));
        await shot(page, shell, 'cross-01-language');

        // The stored choice (German) yields to the lang parameter.
        await page.goto(shellUrl(shell, '/ys', 'lang=ja-jp'));
        await waitForOverview(page, 'ja-jp');
        expect(await page.getAttribute('html', 'lang')).toBe('ja-jp');
        await page.goto(shellUrl(shell, '/ys'));
        await waitForOverview(page, 'de-de');
        await context.close();
      },
    );

    for (const lang of ['en-us', 'ja-jp']) {
      // docs/reference/web-app.md#errors
      it(`shows the message and tip of each kind on the error screen (${lang})`, async () => {
        const { context, page } = await newPage(browser, shell);
        await loginViaApi(page, 'traveler', 'traveler-demo');
        await page.route('**/event/toolcomsrv/risk/**', (route) => route.abort());
        for (const { code, key, kind } of ERROR_CASES) {
          await page.unroute(INDEX_CALL);
          await page.route(INDEX_CALL, (route) =>
            route.fulfill({
              status: 200,
              contentType: 'application/json',
              body: JSON.stringify({ retcode: code, message: `refused ${code}`, data: null }),
            }),
          );
          // A fresh document each time (the same URL again would only be a hash navigation).
          await page.goto('about:blank');
          await page.goto(shellUrl(shell, '/ys', `lang=${lang}`));
          if (kind.startsWith('risk-')) {
            // A risk answer opens the Quick check over the error screen (#8); closing it leaves
            // the screen with its message and tip. Its calls fail here, so no challenge really
            // passes (and reloads the page) while the answers are made up.
            await page.locator('[data-risk][data-phase="failed"]').waitFor();
            await page.getByRole('button', { name: text(lang, 'risk', 'close') }).click();
            await page.locator('[data-risk]').waitFor({ state: 'detached' });
          }
          const screen = page.getByRole('alert').filter({ hasText: text(lang, 'errors', key) });
          await screen.waitFor();
          expect(await screen.textContent(), `${code}`).toContain(
            text(lang, 'errors', `tips.${kind}`),
          );
          // The server's own English message is not what the player reads.
          expect(await screen.textContent()).not.toContain(`refused ${code}`);
          // An answer about this call, not about the session: still logged in, no login dialog.
          expect(await page.getByRole('dialog').count(), `${code}`).toBe(0);
          if (code === 10035) await shot(page, shell, `cross-02-error-risk-${lang}`);
        }
        await context.close();
      });
    }

    it('turns to the login when the session ends mid-visit; logging in reloads the page', async () => {
      const { context, page } = await newPage(browser, shell);
      await loginViaApi(page, 'traveler', 'traveler-demo');
      await page.goto(shellUrl(shell, '/ys'));
      await waitForOverview(page);
      // Every request of the page made first: the sections under the first screen render, and ask
      // for their own records, a moment after the header; one of them answering -100 would end
      // the visit before the click below.
      await page.waitForLoadState('networkidle');
      // The session ends (cookies gone) while the page still believes it is logged in.
      await context.clearCookies();
      await page.getByRole('link', { name: 'Sunken Spire' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Log in to Chronicle' });
      await dialog.waitFor();
      await page.getByRole('button', { name: 'Log in to view records' }).waitFor();
      await shot(page, shell, 'cross-03-session-ended');
      await dialog.getByLabel('Account').fill('traveler');
      await dialog.getByLabel('Password', { exact: true }).fill('traveler-demo');
      await Promise.all([
        page.waitForEvent('load'),
        dialog.getByRole('button', { name: 'Log in', exact: true }).click(),
      ]);
      expect(new URL(page.url()).hash).toBe('#/ys/abyss');
      await page.getByRole('heading', { name: 'Sunken Spire', level: 1 }).waitFor();
      expect(await page.getByRole('dialog').count()).toBe(0);
      await context.close();
    });

    it('opens the game home that gid names, and the default game for an unknown one', async () => {
      const { context, page } = await newPage(browser, shell);
      const file = shell === 'desktop' ? 'index.html' : 'm.html';
      await page.goto(`${baseURL()}/${file}?gid=6`);
      await page.waitForURL(`${baseURL()}/rpg/${file}?gid=6#/hsr`);
      await page.getByRole('heading', { name: text('en-us', 'games', 'hsr.title') }).waitFor();
      await shot(page, shell, 'cross-04-gid-6');
      await page.goto(`${baseURL()}/${file}?game_id=1`);
      await page.waitForURL(`${baseURL()}/${file}?game_id=1#/bh3`);
      await page.getByRole('heading', { name: text('en-us', 'games', 'bh3.title') }).waitFor();
      // An unknown game id leaves the page's default game: the main one.
      await page.goto(`${baseURL()}/${file}?gid=9`);
      await page.getByRole('heading', { name: text('en-us', 'games', 'ys.title') }).waitFor();
      expect(new URL(page.url()).pathname).toBe(`/${file}`);
      await context.close();
    });

    it('goes back to the game home when the page was opened directly, else back in history', async () => {
      const { context, page } = await newPage(browser, shell);
      await loginViaApi(page, 'traveler', 'traveler-demo');
      await page.goto(shellUrl(shell, '/ys/abyss', 'uid=100000002'));
      await page.getByRole('heading', { name: 'Sunken Spire', level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Back', exact: true }).click();
      await page.waitForURL(shellUrl(shell, '/ys', 'uid=100000002'));
      await waitForOverview(page);

      await page.getByRole('link', { name: 'Exploration' }).first().click();
      await page.getByRole('heading', { name: 'Exploration', level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Back', exact: true }).click();
      await page.waitForURL(shellUrl(shell, '/ys', 'uid=100000002'));
      // That was history: forward leads to the page again.
      await page.goForward();
      await page.getByRole('heading', { name: 'Exploration', level: 1 }).waitFor();
      await context.close();
    });

    it('shows the load error with a retry when a page chunk fails to load', async () => {
      const { context, page } = await newPage(browser, shell);
      await loginViaApi(page, 'traveler', 'traveler-demo');
      // The abyss page's chunk cannot be fetched (its modulepreload and its import alike).
      const chunk = '**/assets/abyss-page-*.js';
      let aborted = 0;
      await page.route(chunk, (route) => {
        aborted += 1;
        return route.abort('failed');
      });
      await page.goto(shellUrl(shell, '/ys'));
      await waitForOverview(page);
      expect(aborted).toBe(0);
      await page.getByRole('link', { name: 'Sunken Spire' }).first().click();
      const error = page
        .getByRole('alert')
        .filter({ hasText: text('en-us', 'errors', 'chunk_load') });
      await error.waitFor();
      expect(aborted).toBeGreaterThan(0);
      expect(await page.getByRole('heading', { name: 'Sunken Spire', level: 1 }).count()).toBe(1);
      await shot(page, shell, 'cross-05-chunk-error');
      // The network is back: the retry reloads the page, and the page arrives.
      await page.unroute(chunk);
      await Promise.all([
        page.waitForEvent('load'),
        error.getByRole('button', { name: 'Try again' }).click(),
      ]);
      await page.getByRole('heading', { name: 'Sunken Spire', level: 1 }).waitFor();
      await context.close();
    });

    it('sends API calls to an operator host chosen with ?host=, never to a free URL', async () => {
      const own = new URL(baseURL()).origin;
      const alternate = `http://localhost:${new URL(baseURL()).port}`;
      for (const [host, origin] of [
        ['alt', alternate],
        ['https://evil.example', own],
        ['nope', own],
      ] as const) {
        const { context, page } = await newPage(browser, shell);
        const requests = recordApiRequests(page);
        await page.goto(shellUrl(shell, '/ys', `host=${encodeURIComponent(host)}`));
        await page.getByRole('button', { name: 'Log in to view records' }).waitFor();
        const profile = requests.find((r) =>
          r.url().includes('/community/user/wapi/getUserFullInfo'),
        );
        expect(profile, host).toBeDefined();
        expect(new URL(profile?.url() ?? '').origin, host).toBe(origin);
        // Only the configuration call that lists the hosts goes before the choice is made.
        const elsewhere = requests.filter(
          (r) => new URL(r.url()).origin !== origin && !r.url().includes('/misc/wapi/app_config'),
        );
        expect(
          elsewhere.map((r) => r.url()),
          host,
        ).toEqual([]);
        expect(requests.some((r) => r.url().includes('evil.example'))).toBe(false);
        await context.close();
      }
    });

    it('calls the /app mounts with the app headers inside the app, the web platform outside', async () => {
      const inApp = await appContext(browser);
      const appRequests = recordApiRequests(inApp.page);
      await loginViaApi(inApp.page, 'traveler', 'traveler-demo');
      await inApp.page.goto(shellUrl(shell, '/ys'));
      await waitForOverview(inApp.page);
      const appIndex = appRequests.find((r) => r.url().includes('/genshin/api/index?'));
      expect(new URL(appIndex?.url() ?? '').pathname).toBe('/game_record/app/genshin/api/index');
      const appHeaders = (await appIndex?.allHeaders()) ?? {};
      expect(appHeaders['x-rpc-platform']).toBe('2');
      expect(appHeaders['x-rpc-sys_version']).toBe('Android 13');
      expect(appHeaders['x-rpc-device_name']).toBe('Pixel 7');
      expect(appHeaders['x-rpc-app_version']).toBe('2.3.0');
      await inApp.context.close();

      const { context, page } = await newPage(browser, shell);
      const requests = recordApiRequests(page);
      await loginViaApi(page, 'traveler', 'traveler-demo');
      await page.goto(shellUrl(shell, '/ys'));
      await waitForOverview(page);
      const index = requests.find((r) => r.url().includes('/genshin/api/index?'));
      expect(new URL(index?.url() ?? '').pathname).toBe('/game_record/genshin/api/index');
      const headers = (await index?.allHeaders()) ?? {};
      expect(headers['x-rpc-platform']).toBe(shell === 'desktop' ? '5' : '4');
      expect(headers['x-rpc-sys_version']).toBeUndefined();
      expect(headers['x-rpc-device_name']).toBeUndefined();
      await context.close();
    });
  });
}
