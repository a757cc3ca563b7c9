import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  countByRule,
  describeFindings,
  isBlocking,
  goToRoute,
  runAxe,
  shellRoutes,
  waitForContent,
  type Finding,
  type RouteVisit,
} from './a11y-axe.js';
import { describeKeyboardWalk } from './a11y-keyboard.js';
import { launch, loginViaApi, newPage, shellUrl, type Shell } from './browser.js';

/*
 * Issue 19's accessibility check, once per shell: axe (WCAG 2.0/2.1 A and AA) on every route of the
 * route table as the owner, as a visitor of another player (`?uid=`) and logged out, plus the
 * character detail; no serious or critical violation may remain. Then a keyboard-only walk
 * (a11y-keyboard.ts).
 */

const TRAVELER = { account: 'traveler', password: 'traveler-demo' };
/** lumine: a public player the traveler visits. */
const VISITED_UID = '100000002';

interface Viewer {
  name: 'owner' | 'visitor' | 'logged out';
  query: string;
  login: boolean;
}

const VIEWERS: readonly Viewer[] = [
  { name: 'owner', query: '', login: true },
  { name: 'visitor', query: `uid=${VISITED_UID}`, login: true },
  { name: 'logged out', query: '', login: false },
];

/** Loads the shell afresh on `path`, with the viewer's query. */
async function load(page: Page, shell: Shell, path: string, query: string): Promise<void> {
  await page.goto(shellUrl(shell, path, query));
  await waitForContent(page);
}

/** Opens the first character of the roster and its full detail, the way a player does. */
async function openCharacterDetail(page: Page, shell: Shell, query: string): Promise<void> {
  await load(page, shell, '/ys/role/all', query);
  await page.locator('.roster-tile__button').first().click();
  await page.getByRole('button', { name: 'View details' }).click();
  await page.getByRole('tab', { name: 'History' }).waitFor();
  await waitForContent(page);
}

/**
 * Goes to a route and runs axe there. A page that reloads itself meanwhile (the app moves between
 * its page prefixes with a full load) is checked again once it has settled, rather than failing
 * on the lost document.
 */
async function checkRoute(page: Page, route: RouteVisit, viewer: string): Promise<Finding[]> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await goToRoute(page, route);
      return await runAxe(page, `${route.path} (${viewer})`);
    } catch (error) {
      if (attempt > 0 || !String(error).includes('Execution context was destroyed')) throw error;
      console.log(`[a11y] ${route.path} (${viewer}) reloaded to ${page.url()}; checking again`);
      await page.waitForLoadState('load');
    }
  }
}

function report(shell: Shell, viewer: string, checked: number, findings: Finding[]): void {
  const blocking = findings.filter(isBlocking);
  // The figures go to the run's log: the note reports routes checked and violations.
  console.log(
    `[a11y] ${shell} / ${viewer}: ${checked} pages, ${findings.length} rule failures` +
      (findings.length ? ` — ${countByRule(findings)}` : ''),
  );
  // Compared as text, so a failure prints rule, route and targets rather than a JSON diff.
  expect(describeFindings(blocking), 'serious or critical violations').toBe('');
}

export function describeA11yFlows(shell: Shell): void {
  describe(`${shell} shell: accessibility`, () => {
    let browser: Browser;
    let routes: RouteVisit[];

    beforeAll(async () => {
      browser = await launch();
      routes = await shellRoutes(shell);
    }, 60_000);
    afterAll(async () => {
      await browser.close();
    });

    it('takes its routes from the app route table, with all three games', () => {
      const paths = routes.map((r) => r.path);
      for (const path of ['/ys', '/hsr', '/bh3', '/ys/set', '/ys/progress', '/ys/abyss']) {
        expect(paths).toContain(path);
      }
      expect(new Set(paths).size).toBe(paths.length);
    });

    for (const viewer of VIEWERS) {
      describe(`as ${viewer.name}`, () => {
        let context: BrowserContext;
        let page: Page;
        beforeAll(async () => {
          ({ context, page } = await newPage(browser, shell));
          if (viewer.login) await loginViaApi(page, TRAVELER.account, TRAVELER.password);
        }, 60_000);
        afterAll(async () => {
          await context.close();
        });

        it('has no serious or critical axe violation on any route', async () => {
          const findings: Finding[] = [];
          // One full load for the viewer, then every route by its hash as the app's links go.
          await load(page, shell, '/ys', viewer.query);
          for (const route of routes) {
            findings.push(...(await checkRoute(page, route, viewer.name)));
          }
          report(shell, viewer.name, routes.length, findings);
        }, 180_000);

        if (viewer.login) {
          it('has none on a character detail either', async () => {
            await openCharacterDetail(page, shell, viewer.query);
            const findings = await runAxe(page, `character detail (${viewer.name})`);
            report(shell, `${viewer.name} character detail`, 1, findings);
          });
        }
      });
    }

    describeKeyboardWalk(shell, () => browser);
  });
}
