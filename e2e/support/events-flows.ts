import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  EVENT_SLUGS,
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

/** The English labels of each event's numbers, from the web app's own locale files. */
const ENGLISH = Object.fromEntries(
  EVENT_SLUGS.map((slug) => [
    slug,
    JSON.parse(
      readFileSync(
        resolve(import.meta.dirname, `../../apps/web/src/locales/en-us/event_${slug}.json`),
        'utf8',
      ),
    ) as { stats: Record<string, string> },
  ]),
) as Record<string, { stats: Record<string, string> }>;

/**
 * Every sub-page of an event against the server's record of the traveler's main role: the header's
 * count stats, the first record of each sub-page that has records, the page hint of an empty one,
 * and the "no record" state of an event the role never took part in. Tabs move between sub-pages.
 */
async function checkEvent(
  page: Page,
  shell: Shell,
  decl: EventDecl,
  viewed?: string,
): Promise<void> {
  const role = roleQuery(await mainCard(page, viewed ?? '100000001'));
  const record = await apiData<ActivityRecordData>(
    page,
    `genshin/api/activity/${decl.slug}?${role}`,
  );
  const labels = ENGLISH[decl.slug] ?? { stats: {} };
  // A visitor names the viewed player inside the hash, the way shared links do.
  const query = viewed ? `?uid=${viewed}` : '';
  for (const [i, sub] of decl.pages.entries()) {
    const hash = eventPagePath(decl, sub.key);
    if (i === 0) await page.goto(shellUrl(shell, `${hash}${query}`));
    else {
      // Later sub-pages through the event's own tabs, as a player moves.
      const tabs = page.getByRole('navigation', { name: 'Event sections' });
      await tabs.locator(`a[href$="${hash}${query}"]`).click();
    }
    await page.locator(`.ev--page-${sub.key}`).waitFor(POLL);
    if (!record.exists_data) {
      await page.getByText('No record of this event').waitFor(POLL);
      await shot(page, shell, `event-${decl.slug}-${sub.key}`);
      continue;
    }
    // Every headline count, by its label, with exactly the server's value.
    for (const stat of record.stats) {
      const unit = decl.stats.find((d) => d.key === stat.key)?.unit;
      if (unit !== 'count') continue;
      const label = labels.stats[stat.key] ?? stat.key;
      const tile = page.locator('.ev-stat').filter({ has: page.getByText(label, { exact: true }) });
      expect(await tile.locator('dd').textContent(), `${decl.slug} ${stat.key}`).toBe(
        statText(stat.value),
      );
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

/**
 * A visitor on a public player (lumine visiting the traveler): every sub-page of an event shows
 * the traveler's record, tab after tab, and the all-events list marks what the traveler played.
 */
export function describeVisitorEventFlow(shell: Shell, slug: EventSlug): void {
  describe(`${shell} shell: seasonal events as a visitor`, () => {
    let browser: Browser;
    beforeAll(async () => {
      browser = await launch();
    });
    afterAll(async () => {
      await browser.close();
    });

    it(`keeps showing the visited player's ${slug} record across tabs`, async () => {
      const decl = eventBySlug(slug);
      if (!decl) throw new Error(`undeclared event ${slug}`);
      const { context, page } = await newPage(browser, shell);
      await loginViaApi(page, 'lumine', 'lumine-demo');
      await checkEvent(page, shell, decl, '100000001');
      const role = roleQuery(await mainCard(page, '100000001'));
      const played = await apiData<{ activities: Record<string, unknown>[] }>(
        page,
        `genshin/api/activities?${role}`,
      );
      const all = page.getByRole('region', { name: 'All events' });
      const marked = all.getByText('Played', { exact: true });
      await marked.first().waitFor(POLL);
      expect(await marked.count()).toBe(
        played.activities.filter((a) => {
          const [key] = Object.keys(a);
          return shell === 'desktop' || eventBySlug(key ?? '')?.addressing !== 'single';
        }).length,
      );
      await context.close();
    });
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
