import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launch, loginViaApi, newPage, shot, type Shell } from './browser.js';

/** The 15 languages of the language list (`community/misc/wapi/langs`). */
const LANGS = [
  'en-us',
  'zh-cn',
  'zh-tw',
  'de-de',
  'es-es',
  'fr-fr',
  'id-id',
  'it-it',
  'ja-jp',
  'ko-kr',
  'pt-pt',
  'ru-ru',
  'th-th',
  'tr-tr',
  'vi-vn',
] as const;

/** A navigation label of the web app in a language, read from its translation source. */
function navLabel(lang: string, routeId: string): string {
  const file = resolve(import.meta.dirname, `../../apps/web/src/locales/${lang}/routes.json`);
  const routes = JSON.parse(readFileSync(file, 'utf8')) as { nav: Record<string, string> };
  const label = routes.nav[routeId];
  if (!label) throw new Error(`${lang}/routes nav.${routeId}`);
  return label;
}

/** The three games as the traveler plays them: page, home hash, the role the server answers. */
const GAMES = [
  { name: 'Wanderlight', page: '', hash: '/ys', nickname: 'Aether', level: 60, modes: 'ysAbyss' },
  {
    name: 'Stellar Transit',
    page: '/rpg',
    hash: '/hsr',
    nickname: 'Starling',
    level: 70,
    modes: 'hsrChaos',
  },
  {
    name: 'Starfall Vanguard',
    page: '',
    hash: '/bh3',
    nickname: 'Aether',
    level: 88,
    modes: 'bh3Abyss',
  },
] as const;
type Game = (typeof GAMES)[number];

const entry = (shell: Shell) => (shell === 'desktop' ? 'index.html' : 'm.html');

/** The game's home as the server paints it: the role's nickname and level, and the records nav. */
async function expectHome(page: Page, game: Game, lang = 'en-us'): Promise<void> {
  const name = page.getByRole('heading', { level: 1, name: game.nickname });
  await name.waitFor();
  // The level the server answers, in the role header that names the role.
  await page
    .locator('section, header')
    .filter({ has: name })
    .getByText(new RegExp(`\\b${game.level}\\b`))
    .first()
    .waitFor();
  await page
    .getByRole('navigation')
    .getByRole('link', { name: navLabel(lang, game.modes) })
    .first()
    .waitFor();
  // Nothing sticks out sideways: a phone's page scrolls up and down only.
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

/**
 * Picks a game in the shell's game switch: the header on desktop, the menu on mobile. Crossing to or
 * from /rpg/ loads the other page, whose route guard may reload it once more: wait for the target.
 */
async function switchGame(page: Page, shell: Shell, game: Game): Promise<void> {
  if (shell === 'mobile') await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('link', { name: game.name }).first().click();
  await page.waitForURL(
    (url) =>
      url.pathname === `${game.page}/${entry(shell)}` && url.hash.startsWith(`#${game.hash}`),
  );
}

/**
 * Issue 9 across the three games: a player with a role in each moves between them with the
 * shell's game switch (the third game's pages live under /rpg/, so every move crosses pages and
 * the route guard's reload), and every game's home shows the server's role in every language.
 */
export function describeGamesFlows(shell: Shell): void {
  describe(`${shell} shell: three games`, () => {
    let browser: Browser;
    beforeAll(async () => {
      browser = await launch();
    });
    afterAll(async () => {
      await browser?.close();
    });

    it('moves a player with roles in all three games between them, each with its own role', async () => {
      const { context, page } = await newPage(browser, shell);
      await loginViaApi(page, 'traveler', 'traveler-demo');
      const [ys, hsr, bh3] = GAMES;
      await page.goto(`${baseURL()}/${entry(shell)}#${ys.hash}`);
      await expectHome(page, ys);
      for (const game of [hsr, bh3, hsr, ys]) {
        await switchGame(page, shell, game);
        const url = new URL(page.url());
        expect(url.pathname).toBe(`${game.page}/${entry(shell)}`);
        expect(url.hash.startsWith(`#${game.hash}`)).toBe(true);
        await expectHome(page, game);
        await shot(page, shell, `games-${game.hash.slice(1)}-home`);
      }
      await context.close();
    });

    it('shows every game home with the server role in every language', async () => {
      const { context, page } = await newPage(browser, shell);
      await loginViaApi(page, 'traveler', 'traveler-demo');
      for (const lang of LANGS) {
        for (const game of GAMES.slice(1)) {
          await page.goto(`${baseURL()}${game.page}/${entry(shell)}?lang=${lang}#${game.hash}`);
          await expectHome(page, game, lang).catch(async (error: unknown) => {
            await shot(page, shell, `games-failed-${lang}-${game.hash.slice(1)}`);
            throw error;
          });
          expect(await page.getAttribute('html', 'lang')).toBe(lang);
        }
      }
      await shot(page, shell, 'games-bh3-vi-vn');
      await context.close();
    }, 240_000);
  });
}
