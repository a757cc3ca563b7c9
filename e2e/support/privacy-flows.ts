import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, mainCard, type Card } from './api.js';
import { launch, loginViaApi, newPage, shellUrl, shot, type Shell } from './browser.js';

/** The private demo player's main-game role; a visitor cannot read its record card. */
const PRIVATE_ROLE = { role_id: '712000303', server: 'os_euro' };
const PRIVATE_QUERY = `role_id=${PRIVATE_ROLE.role_id}&server=${PRIVATE_ROLE.server}`;
const GENSHIN = '/game_record/genshin/api';
const NOT_PUBLIC = "This player's records are not public.";

/** The pages of issue 3 that show someone's records. */
const RECORD_PAGES = ['/ys/role/all', '/ys/abyss', '/ys/exploration', '/ys/summary'];

/**
 * Issue 3's refusals in a browser, once per shell: a visitor gets nothing of a private player on any
 * page, and the server answers the same refusal whatever a client sends; real-time notes are the
 * owner's alone; the private owner sees their own roster but not their notes while switch 3 is off.
 */
export function describePrivacyFlows(shell: Shell): void {
  describe(`${shell} shell: privacy`, () => {
    let browser: Browser;
    beforeAll(async () => {
      browser = await launch();
    });
    afterAll(async () => {
      await browser.close();
    });

    it("refuses a visitor the private player's records on every page and in the API", async () => {
      const { context, page } = await newPage(browser, shell);
      await loginViaApi(page, 'traveler', 'traveler-demo');
      for (const path of RECORD_PAGES) {
        await page.goto(shellUrl(shell, path, 'uid=100000003'));
        await page.getByText(NOT_PUBLIC).waitFor();
        expect(await page.getByText('Shade', { exact: true }).count()).toBe(0);
      }
      await shot(page, shell, 'privacy-01-not-public');

      const list = await apiCall(page, `${GENSHIN}/character/list`, PRIVATE_ROLE);
      expect(list.retcode).toBe(10102);
      const detail = await apiCall(page, `${GENSHIN}/character/detail`, {
        ...PRIVATE_ROLE,
        character_ids: [10000030],
      });
      expect(detail.retcode).toBe(10102);
      const abyss = await apiCall(page, `${GENSHIN}/spiralAbyss?${PRIVATE_QUERY}&schedule_type=1`);
      expect(abyss.retcode).toBe(10102);
      const notes = await apiCall(page, `${GENSHIN}/dailyNote?${PRIVATE_QUERY}`);
      expect(notes.retcode).toBe(10104);
      const prefs = await apiCall(page, `${GENSHIN}/character/set_recommend_prop`, {
        ...PRIVATE_ROLE,
        avatar_id: 10000030,
        custom_properties: null,
      });
      expect(prefs.retcode).toBe(10104);
      await context.close();
    });

    it("keeps a public player's real-time notes from a visitor, in the page and the API", async () => {
      const { context, page } = await newPage(browser, shell);
      await loginViaApi(page, 'traveler', 'traveler-demo');
      const lumine: Card = await mainCard(page, '100000002');
      await page.goto(shellUrl(shell, '/ys', 'uid=100000002'));
      await page.getByRole('heading', { name: lumine.nickname, level: 1 }).waitFor();
      expect(await page.getByRole('heading', { name: 'Real-time notes' }).count()).toBe(0);
      const notes = await apiCall(
        page,
        `${GENSHIN}/dailyNote?role_id=${lumine.game_role_id}&server=${lumine.region}`,
      );
      expect(notes).toMatchObject({ retcode: 10104, data: null });
      await context.close();
    });

    it('shows the private owner their own roster, and notes as turned off', async () => {
      const { context, page } = await newPage(browser, shell);
      await loginViaApi(page, 'private', 'private-demo');
      await page.goto(shellUrl(shell, '/ys'));
      await page.getByText('Real-time notes are turned off in the privacy settings.').waitFor();
      await shot(page, shell, 'privacy-02-owner-notes-off');
      const own = await apiCall<{ list: { name: string }[] }>(
        page,
        `${GENSHIN}/character/list`,
        PRIVATE_ROLE,
      );
      expect(own.retcode).toBe(0);
      const first = own.data.list[0];
      if (!first) throw new Error('the private player has no characters');
      await page.goto(shellUrl(shell, '/ys/role/all'));
      await page.getByText(`Showing ${own.data.list.length} of ${own.data.list.length}`).waitFor();
      await page.getByText(first.name, { exact: true }).first().waitFor();
      expect(await page.getByText(NOT_PUBLIC).count()).toBe(0);
      await context.close();
    });
  });
}
