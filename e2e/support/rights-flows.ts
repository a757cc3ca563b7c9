import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, ingestPlayer } from './api.js';
import { baseURL, launch, loginViaApi, newPage, shellUrl, shot, type Shell } from './browser.js';

const NOT_PUBLIC = "This player's records are not public.";
const CHANNELS = ['Copy link', 'Share on Facebook', 'Share on Twitter', 'Share as image'];

interface SwitchState {
  switch_id: number;
  is_public: boolean;
}

/** A player with one main-game role, set up the operator's way; one per shell. */
async function newOwner(shell: Shell) {
  const n = shell === 'desktop' ? 1 : 2;
  const player = {
    uid: String(100009010 + n),
    account: `owner-${shell}`,
    password: `owner-${shell}-password`,
    roleId: `81200901${n}`,
    nickname: `Keeper${n}`,
  };
  await ingestPlayer(player, [{ roleId: player.roleId, nickname: player.nickname, level: 44 }]);
  return player;
}

async function switchesOf(page: Page, uid: string): Promise<SwitchState[]> {
  const cards = await apiCall<{ list: { game_id: number; data_switches: SwitchState[] }[] }>(
    page,
    `/game_record/card/wapi/getGameRecordCard?uid=${uid}`,
  );
  const card = cards.data.list.find((c) => c.game_id === 2);
  return (card?.data_switches ?? []).map(({ switch_id, is_public }) => ({ switch_id, is_public }));
}

/** A channel of the open share menu. */
const channel = (page: Page, name: string) =>
  page.locator('.share-list').getByRole('button', { name });

/** Opens the share menu and lists its channels by name. */
async function shareChannels(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: 'Share', exact: true }).first().click();
  const items = page.locator('.share-list').getByRole('button');
  await items.first().waitFor();
  return items.allTextContents().then((texts) => texts.map((t) => t.trim()));
}

async function clipboard(page: Page): Promise<string> {
  return page.evaluate(() => navigator.clipboard.readText());
}

/**
 * docs/reference/privacy.md#who-may-do-what in a browser, on one shell: what the owner, a visitor
 * and nobody may do, the owner's settings changing what visitors get, role switching with its
 * cache, and the under-13 rules.
 */
export function describeRightsFlows(shell: Shell): void {
  // docs/reference/privacy.md#who-may-do-what
  describe(`${shell} shell: owner, visitor and logged-out rights`, () => {
    let browser: Browser;
    beforeAll(async () => {
      browser = await launch();
    });
    afterAll(async () => {
      await browser.close();
    });

    const open = async (account?: [string, string]) => {
      const opened = await newPage(browser, shell);
      await opened.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
        origin: baseURL(),
      });
      if (account) await loginViaApi(opened.page, account[0], account[1]);
      return opened;
    };

    it('gives the owner every control: settings on the home, role switch, UID copy, all four share channels', async () => {
      const { context, page } = await open(['traveler', 'traveler-demo']);
      await page.goto(shellUrl(shell, '/ys'));
      await page.getByRole('link', { name: 'Settings' }).waitFor();
      expect(await page.getByRole('button', { name: 'Switch character' }).count()).toBe(1);

      await page.getByRole('button', { name: 'Copy UID' }).click();
      await page.getByText('UID copied').waitFor();
      expect(await clipboard(page)).toBe('812000101');

      expect(await shareChannels(page)).toEqual(CHANNELS);
      await channel(page, 'Copy link').click();
      await page.getByText('Link copied').waitFor();
      const link = new URL(await clipboard(page));
      expect(link.origin).toBe(baseURL());
      expect(link.hash).toMatch(/^#\/ys\?/);
      expect(new URLSearchParams(link.hash.split('?')[1]).get('uid')).toBe('100000001');
      await shot(page, shell, 'rights-01-owner');

      // The data-review entry is the phone's (docs/reference/privacy.md#who-may-do-what); the
      // desktop shows none.
      const review = page.getByRole('link', { name: /My journey summary/ });
      expect(await review.count()).toBe(shell === 'mobile' ? 1 : 0);
      if (shell === 'mobile') {
        await review.click();
        await page.waitForURL(/#\/ys\/summary/);
      }

      // Settings only on the game home (docs/reference/privacy.md#who-may-do-what).
      await page.goto(shellUrl(shell, '/ys/role/all'));
      await page.getByRole('button', { name: 'Switch character' }).waitFor();
      expect(await page.getByRole('link', { name: 'Settings' }).count()).toBe(0);
      await context.close();
    });

    it('shares the owner’s records as a PNG image they can save', async () => {
      const { context, page } = await open(['traveler', 'traveler-demo']);
      await page.goto(shellUrl(shell, '/ys'));
      await page.getByRole('button', { name: 'Switch character' }).waitFor();
      await shareChannels(page);
      // On the game home the image is the server's share card (docs/reference/web-app.md#sharing).
      const card = page.waitForResponse((r) => r.url().includes('/card/ys/812000101.png'));
      await channel(page, 'Share as image').click();
      expect((await card).status()).toBe(200);
      const preview = page.getByRole('dialog', { name: 'Your share image' });
      await preview.waitFor({ timeout: 20_000 });
      await shot(page, shell, 'rights-02-image');
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        preview.getByRole('link', { name: 'Save' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('chronicle-812000101.png');
      const file = readFileSync(await download.path());
      // The PNG signature and the share card's 1200×630.
      expect([...file.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      expect([file.readUInt32BE(16), file.readUInt32BE(20)]).toEqual([1200, 630]);
      await context.close();
    });

    it('switches the role at most once per 300 ms, keeps the choice across reloads and loads its records', async () => {
      const { context, page } = await open(['traveler', 'traveler-demo']);
      await page.goto(shellUrl(shell, '/ys'));
      const trigger = page.getByRole('button', { name: 'Switch character' });
      await trigger.waitFor();
      // Two presses at once: the second, inside 300 ms, is dropped, so the list stays open.
      await trigger.evaluate((button: HTMLElement) => {
        button.click();
        button.click();
      });
      const choice = page.getByRole('button', { name: /Hollow/ });
      await choice.waitFor();
      const indexOfHollow = page.waitForRequest((r) =>
        /\/genshin\/api\/index\?.*role_id=612000111/.test(r.url()),
      );
      await choice.click();
      await indexOfHollow;
      await page.getByText('UID 612000111').first().waitFor();
      await page.reload();
      await page.getByText('UID 612000111').first().waitFor();
      const cached = await page.evaluate(() =>
        Object.entries(localStorage).find(([key]) => key.includes('role')),
      );
      expect(cached?.[1]).toContain('"game_role_id":"612000111"');
      await context.close();
    });

    it('lets a visitor share by link and social only, with none of the owner controls', async () => {
      const { context, page } = await open(['traveler', 'traveler-demo']);
      await page.goto(shellUrl(shell, '/ys', 'uid=100000002'));
      await page.getByText("Viewing another player's records").first().waitFor();
      for (const name of ['Switch character', 'Copy UID']) {
        expect(await page.getByRole('button', { name }).count()).toBe(0);
      }
      expect(await page.getByRole('link', { name: 'Settings' }).count()).toBe(0);
      expect(await page.getByRole('link', { name: /My journey summary/ }).count()).toBe(0);
      expect(await shareChannels(page)).toEqual(CHANNELS.slice(0, 3));
      await channel(page, 'Copy link').click();
      await page.getByText('Link copied').waitFor();
      expect(new URLSearchParams((await clipboard(page)).split('?').pop()).get('uid')).toBe(
        '100000002',
      );
      await shot(page, shell, 'rights-03-visitor');

      await page.goto(shellUrl(shell, '/ys/set', 'uid=100000002'));
      await page.getByText('Only the owner can change these settings').waitFor();
      expect(await page.getByRole('switch').count()).toBe(0);
      await context.close();
    });

    it('shows nobody logged in the login prompt only', async () => {
      const { context, page } = await open();
      await page.goto(shellUrl(shell, '/ys'));
      await page.getByRole('button', { name: 'Log in to view records' }).waitFor();
      // The account flow is offered by itself.
      await page.getByRole('dialog').getByLabel('Account').waitFor();
      for (const name of ['Switch character', 'Copy UID', 'Share']) {
        expect(await page.getByRole('button', { name, exact: true }).count()).toBe(0);
      }
      expect(await page.getByRole('link', { name: 'Settings' }).count()).toBe(0);
      await context.close();
    });

    it('lets the owner hide their chronicle in settings, and a visitor then gets nothing of it', async () => {
      const owner = await newOwner(shell);
      const { context, page } = await open([owner.account, owner.password]);
      await page.goto(shellUrl(shell, '/ys'));
      await page.getByRole('link', { name: 'Settings' }).click();
      await page.waitForURL(/#\/ys\/set/);
      const chronicle = page.getByRole('switch', { name: 'Show my chronicle on my profile' });
      await chronicle.waitFor();
      // The three privacy switches, and the UID mask for share images (off until the owner asks).
      expect(await page.getByRole('switch').count()).toBe(4);
      const uidMask = page.getByRole('switch', {
        name: 'Hide my UID on shared images and previews',
      });
      expect(await uidMask.getAttribute('aria-checked')).toBe('false');
      expect(await chronicle.getAttribute('aria-checked')).toBe('true');
      await chronicle.click();
      await page.getByText('Saved', { exact: true }).waitFor();
      expect(await chronicle.getAttribute('aria-checked')).toBe('false');
      expect(await switchesOf(page, owner.uid)).toEqual([
        { switch_id: 1, is_public: false },
        { switch_id: 2, is_public: true },
        { switch_id: 3, is_public: true },
      ]);
      await shot(page, shell, 'rights-04-settings');

      const visitor = await open(['lumine', 'lumine-demo']);
      await visitor.page.goto(shellUrl(shell, '/ys', `uid=${owner.uid}`));
      await visitor.page.getByText(NOT_PUBLIC).waitFor();
      const index = await apiCall(
        visitor.page,
        `/game_record/genshin/api/index?role_id=${owner.roleId}&server=os_asia`,
      );
      expect(index.retcode).toBe(10102);

      await chronicle.click();
      await page.getByText('Saved', { exact: true }).first().waitFor();
      await visitor.page.reload();
      await visitor.page.getByText(owner.nickname).first().waitFor();
      expect(await visitor.page.getByText(NOT_PUBLIC).count()).toBe(0);
      await visitor.context.close();
      await context.close();
    });

    it('refuses every share of an under-13 account, and keeps its records from visitors', async () => {
      const { context, page } = await open(['minor', 'minor-demo']);
      await page.goto(shellUrl(shell, '/ys'));
      await shareChannels(page);
      await channel(page, 'Copy link').click();
      const refusal = page.getByText("Sharing isn't available for accounts under 13");
      await refusal.waitFor();
      await refusal.waitFor({ state: 'detached' });
      await page.goto(shellUrl(shell, '/ys', 'uid=100000001'));
      await page.getByText("Viewing another player's records").first().waitFor();
      await shareChannels(page);
      await channel(page, 'Copy link').click();
      // Visiting an adult, a child is still refused for their own age.
      await refusal.waitFor();
      await shot(page, shell, 'rights-05-minor');
      await context.close();

      const visitor = await open(['traveler', 'traveler-demo']);
      await visitor.page.goto(shellUrl(shell, '/ys', 'uid=100000005'));
      await visitor.page.getByText(NOT_PUBLIC).waitFor();
      const index = await apiCall(
        visitor.page,
        '/game_record/genshin/api/index?role_id=912000505&server=os_cht',
      );
      expect(index.retcode).toBe(10102);
      await visitor.context.close();
    });
  });
}
