import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, loginViaApi, newPage, shellUrl, shot, type Shell } from './browser.js';
import { apiData, type Card } from './api.js';

interface ListItem {
  id: number;
  name: string;
  element: string;
  level: number;
  fetter: number;
  actived_constellation_num: number;
}
interface Info {
  id: number;
  wiki_url: string;
  caculator_url: string;
  lineup_url: string;
  strategy_url: string;
}

const ROSTER = '/ys/role/all';
const LINK_NAMES = {
  wiki_url: 'Wiki',
  caculator_url: 'Calculator',
  lineup_url: 'Team lineups',
  strategy_url: 'Cultivation guide',
} as const;

/** The roster the server answers for traveler's main-game role, with optional filters. */
async function serverRoster(
  page: Page,
  filters: Record<string, unknown> = {},
): Promise<ListItem[]> {
  const cards = await apiData<{ list: Card[] }>(page, 'card/wapi/getGameRecordCard?uid=100000001');
  const role = cards.list.find((c) => c.game_id === 2);
  if (!role) throw new Error('traveler has no main-game card');
  const data = await apiData<{ list: ListItem[] }>(page, 'genshin/api/character/list', {
    role_id: role.game_role_id,
    server: role.region,
    ...filters,
  });
  return data.list;
}

/** Accessible names of the tiles on the page (each starts with the character's name). */
async function tileNames(page: Page): Promise<string[]> {
  const tiles = page.locator('button[aria-haspopup="dialog"][aria-label*=", level "]');
  return tiles.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label') ?? ''));
}

async function openRoster(page: Page, shell: Shell, all: ListItem[]): Promise<void> {
  await page.goto(shellUrl(shell, ROSTER));
  await page.getByText(`Showing ${all.length} of ${all.length}`).waitFor();
}

/**
 * Issue 3's roster flows, once per shell: the grid shows the server's roster, an element filter
 * leaves only that element (as the server filters it), and a character card links where the
 * server says.
 */
export function describeRosterFlows(shell: Shell): void {
  describe(`${shell} roster`, () => {
    let browser: Browser;
    beforeAll(async () => {
      browser = await launch();
    });
    afterAll(async () => {
      await browser.close();
    });

    it('shows every character of the role with the server’s numbers', async () => {
      const { context, page } = await newPage(browser, shell);
      await loginViaApi(page, 'traveler', 'traveler-demo');
      const all = await serverRoster(page);
      expect(all.length).toBeGreaterThan(0);
      await openRoster(page, shell, all);
      const names = await tileNames(page);
      expect(names).toHaveLength(all.length);
      const first = all[0]!;
      const label = names.find((name) => name.startsWith(`${first.name},`));
      expect(label).toContain(`level ${first.level}`);
      expect(label).toContain(`bond ${first.fetter}`);
      await page.getByRole('heading', { name: 'Special characters' }).waitFor();
      await shot(page, shell, 'roster-01-grid');
      if (shell === 'desktop') {
        await page.getByRole('button', { name: label }).hover();
        const hover = page.getByRole('tooltip');
        await hover.waitFor();
        expect(await hover.textContent()).toContain(String(first.level));
        await shot(page, shell, 'roster-02-hover');
      }
      await context.close();
    });

    it('filters by an element and shows exactly the server’s characters of that element', async () => {
      const { context, page } = await newPage(browser, shell);
      await loginViaApi(page, 'traveler', 'traveler-demo');
      const all = await serverRoster(page);
      const fire = await serverRoster(page, { elements: ['Pyro'] });
      expect(fire.length).toBeGreaterThan(0);
      expect(fire.every((c) => c.element === 'Pyro')).toBe(true);
      await openRoster(page, shell, all);
      if (shell === 'mobile') await page.getByRole('button', { name: 'Filters' }).click();
      await page.getByRole('button', { name: 'Fire', exact: true }).click();
      if (shell === 'mobile') {
        await page.getByRole('button', { name: `Show ${fire.length} characters` }).click();
      }
      await page.getByText(`Showing ${fire.length} of ${all.length}`).waitFor();
      const names = await tileNames(page);
      expect(names.map((n) => n.split(',')[0]).sort()).toEqual(fire.map((c) => c.name).sort());
      expect(names.every((n) => n.includes(', Fire,'))).toBe(true);
      await shot(page, shell, 'roster-03-fire');
      await context.close();
    });

    it('opens a character card whose links are the server’s URLs', async () => {
      const { context, page } = await newPage(browser, shell);
      await loginViaApi(page, 'traveler', 'traveler-demo');
      const all = await serverRoster(page);
      const first = all[0]!;
      const info = await apiData<{ avatars: Info[] }>(page, 'genshin/api/character/info', {
        character_ids: [first.id],
      });
      const avatar = info.avatars.find((a) => a.id === first.id);
      if (!avatar) throw new Error(`no card info for ${first.id}`);
      await openRoster(page, shell, all);
      await page.getByRole('button', { name: new RegExp(`^${first.name},`) }).click();
      const dialog = page.getByRole('dialog', { name: first.name });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'View details' }).waitFor();
      for (const [field, name] of Object.entries(LINK_NAMES)) {
        const url = avatar[field as keyof typeof LINK_NAMES];
        const link = dialog.getByRole('link', { name: new RegExp(`^${name}`) });
        if (url === '') {
          expect(await link.count()).toBe(0);
        } else {
          expect(await link.getAttribute('href')).toBe(url);
          expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
        }
      }
      await shot(page, shell, 'roster-04-card');
      await context.close();
    });
  });
}
