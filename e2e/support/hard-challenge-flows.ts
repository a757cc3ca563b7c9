import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, loginViaApi, newPage, shellUrl, shot, type Shell } from './browser.js';
import { apiData, fmt, mainCard, roleQuery } from './api.js';

interface Best {
  difficulty: number;
  second: number;
}
interface Season {
  schedule: { schedule_id: string; is_valid: boolean; name: string };
  single: { best: Best | null; challenge: { name: string }[] };
  mp: { best: Best | null };
}

/** The English difficulty names the page shows (1–6). */
const DIFFICULTIES = ['Tempered', 'Resolute', 'Valiant', 'Undaunted', 'Dauntless', 'Peerless'];

/** Page loads and refetches can take a few seconds on a busy machine. */
const POLL = { timeout: 15_000 };

const clock = (s: number) =>
  `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;

async function season(page: Page, uid: string, scheduleType: 1 | 2): Promise<Season> {
  const card = await mainCard(page, uid);
  const data = await apiData<{ data: Season[] }>(
    page,
    `genshin/api/hard_challenge?${roleQuery(card)}&need_detail=true&schedule_type=${scheduleType}`,
  );
  const valid = data.data.find((s) => s.schedule.is_valid);
  if (!valid) throw new Error(`no stored season ${scheduleType} for ${uid}`);
  return valid;
}

/** The page's solo and co-op records equal the server's. */
async function expectRecords(page: Page, data: Season): Promise<void> {
  const solo = page.getByTestId('hc-best').first();
  const best = data.single.best;
  if (!best) throw new Error('the demo season has no solo record');
  await expect
    .poll(() => solo.locator('.hc-best__difficulty').getAttribute('data-difficulty'), POLL)
    .toBe(String(best.difficulty));
  expect(await solo.locator('.hc-best__difficulty').textContent()).toBe(
    DIFFICULTIES[best.difficulty - 1],
  );
  expect(await solo.locator('time').textContent()).toBe(clock(best.second));
  const coop = page.getByTestId('hc-best').nth(1);
  expect(await coop.locator('.hc-best__difficulty').getAttribute('data-difficulty')).toBe(
    String(data.mp.best?.difficulty ?? 0),
  );
  expect(await page.getByRole('article').count()).toBe(data.single.challenge.length);
}

async function expectAchievements(page: Page, uid: string, shell: Shell): Promise<void> {
  const card = await mainCard(page, uid);
  const data = await apiData<{ achievement_num: number; list: unknown[] }>(
    page,
    'genshin/api/achievement',
    { role_id: card.game_role_id, server: card.region },
  );
  const total = page.getByTestId('achievement-total');
  await total.scrollIntoViewIfNeeded(POLL);
  await expect.poll(() => total.textContent(), POLL).toBe(fmt(data.achievement_num));
  const more = page.getByRole('button', { name: /Show all categories/ });
  await more.click();
  await expect.poll(() => page.getByRole('progressbar').count(), POLL).toBe(data.list.length);
  await shot(page, shell, `achievements-${uid}`);
}

/**
 * Trial of Dread and achievements in a browser, once per shell: the page shows the server's best
 * records for the current season, then the previous one after switching; the overview's
 * achievement total equals the API's, for the owner and for a visitor.
 */
export function describeHardChallengeFlows(shell: Shell): void {
  describe(`${shell} shell: Trial of Dread and achievements`, () => {
    let browser: Browser;
    beforeAll(async () => {
      browser = await launch();
    });
    afterAll(async () => {
      await browser.close();
    });

    it('shows the current and previous season records as the server stores them', async () => {
      const { context, page } = await newPage(browser, shell);
      await loginViaApi(page, 'traveler', 'traveler-demo');
      const current = await season(page, '100000001', 1);
      const previous = await season(page, '100000001', 2);
      expect(previous.schedule.schedule_id).not.toBe(current.schedule.schedule_id);

      await page.goto(shellUrl(shell, '/ys/challenge'));
      await page.getByRole('heading', { name: 'Trial of Dread', level: 1 }).waitFor();
      await expectRecords(page, current);
      await page.getByText(current.schedule.name).first().waitFor();
      await shot(page, shell, 'hard-challenge-current');

      const previousRadio = page.getByRole('radio', { name: /Previous season/ });
      await previousRadio.click();
      await expect.poll(() => previousRadio.getAttribute('aria-checked'), POLL).toBe('true');
      await page.getByText(previous.schedule.name).first().waitFor(POLL);
      await expectRecords(page, previous);
      await shot(page, shell, 'hard-challenge-previous');

      await page.getByRole('tab', { name: /Co-op/ }).click();
      await page.getByRole('heading', { name: 'Popular characters this season' }).waitFor();
      await shot(page, shell, 'hard-challenge-coop');
      await context.close();
    });

    it("shows the server's achievement total on the overview, to the owner and a visitor", async () => {
      const { context, page } = await newPage(browser, shell);
      await loginViaApi(page, 'traveler', 'traveler-demo');
      await page.goto(shellUrl(shell, '/ys'));
      await expectAchievements(page, '100000001', shell);
      await page.goto(shellUrl(shell, '/ys', 'uid=100000002'));
      await expectAchievements(page, '100000002', shell);
      await context.close();
    });
  });
}
