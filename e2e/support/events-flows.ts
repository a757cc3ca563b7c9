import {
  eventBySlug,
  eventPagePath,
  type ActivityRecordData,
  type EventDecl,
  type EventSlug,
} from '@chronicle/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, apiData, fmt, mainCard, roleQuery } from './api.js';
import { launch, loginViaApi, newPage, shellUrl, shot, type Shell } from './browser.js';

/** What a visitor reads where a private player's records would be. */
const NOT_PUBLIC = "This player's records are not public.";

/** Page loads can take a few seconds on a busy machine. */
const POLL = { timeout: 15_000 };

/** A number as the event pages write it (counts only; the flows check count stats). */
const statText = (value: number) => fmt(value);

/**
 * Every sub-page of an event against the server's record of the traveler's main role: the header's
 * count stats, the first record of each sub-page that has records, the page hint of an empty one,
 * and the "no record" state of an event the role never took part in. Tabs move between sub-pages.
 */
async function checkEvent(page: Page, shell: Shell, decl: EventDecl): Promise<void> {
  const role = roleQuery(await mainCard(page, '100000001'));
  const record = await apiData<ActivityRecordData>(
    page,
    `genshin/api/activity/${decl.slug}?${role}`,
  );
  const pages = decl.addressing === 'single' && shell === 'mobile' ? [] : decl.pages;
  for (const [i, sub] of pages.entries()) {
    const hash = eventPagePath(decl, sub.key);
    if (i === 0) await page.goto(shellUrl(shell, hash));
    else {
      // Later sub-pages through the event's own tabs, as a player moves.
      const tabs = page.getByRole('navigation', { name: 'Event sections' });
      await tabs.locator(`a[href$="${hash}"]`).click();
    }
    await page.locator(`.ev--page-${sub.key}`).waitFor(POLL);
    if (!record.exists_data) {
      await page.getByText('No record of this event').waitFor(POLL);
      await shot(page, shell, `event-${decl.slug}-${sub.key}`);
      continue;
    }
    for (const stat of record.stats) {
      const unit = decl.stats.find((s) => s.key === stat.key)?.unit;
      if (unit !== 'count') continue;
      const tile = page.locator('.ev-stat').filter({ hasText: statText(stat.value) });
      expect(await tile.count(), `${decl.slug} stat ${stat.key}`).toBeGreaterThan(0);
    }
    const data = record.pages.find((p) => p.key === sub.key);
    const first = data?.records[0];
    if (first) {
      await page.locator('.ev__body').getByText(first.name, { exact: true }).first().waitFor(POLL);
      const shown = await page
        .locator('.ev__body .ev-stage, .ev__body tbody tr, .ev__body .ev-chapter')
        .count();
      expect(shown, `${decl.slug}/${sub.key} records`).toBe(data.records.length);
    } else {
      await page.getByText('Nothing here yet').waitFor(POLL);
    }
    await shot(page, shell, `event-${decl.slug}-${sub.key}`);
  }
}

/** One flow per event family (the event's routes), on one shell. */
export function describeEventFlows(shell: Shell, slugs: readonly EventSlug[]): void {
  describe(`${shell} shell: seasonal events`, () => {
    let browser: Browser;
    beforeAll(async () => {
      browser = await launch();
    });
    afterAll(async () => {
      await browser.close();
    });

    for (const slug of slugs) {
      const decl = eventBySlug(slug);
      if (!decl) throw new Error(`undeclared event ${slug}`);
      if (decl.addressing === 'single' && shell === 'mobile') continue;
      it(`shows the traveler's ${slug} record on every sub-page as the API answers it`, async () => {
        const { context, page } = await newPage(browser, shell);
        await loginViaApi(page, 'traveler', 'traveler-demo');
        await checkEvent(page, shell, decl);
        await context.close();
      });
    }
  });
}

/** A visitor on the private player's events: refused by the API and in the page. */
export function describePrivateEventFlow(shell: Shell): void {
  describe(`${shell} shell: seasonal events of a private player`, () => {
    let browser: Browser;
    beforeAll(async () => {
      browser = await launch();
    });
    afterAll(async () => {
      await browser.close();
    });

    it('refuses a visitor on the API (10102) and shows the refusal in the page', async () => {
      const { context, page } = await newPage(browser, shell);
      await loginViaApi(page, 'traveler', 'traveler-demo');
      const answer = await apiCall(
        page,
        '/game_record/genshin/api/activity/lantern?role_id=712000303&server=os_euro',
      );
      expect(answer.retcode).toBe(10102);
      await page.goto(shellUrl(shell, '/ys/lantern/flame', 'uid=100000003'));
      await page.getByText(NOT_PUBLIC).first().waitFor(POLL);
      expect(await page.locator('.ev-stage, .ev-chapter, .ev-table').count()).toBe(0);
      await shot(page, shell, 'event-private-visitor');
      await context.close();
    });
  });
}
