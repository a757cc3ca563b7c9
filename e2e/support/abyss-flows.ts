import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, loginViaApi, newPage, shellUrl, shot, type Shell } from './browser.js';
import { apiCall, fmt, type Card } from './api.js';

interface AbyssPeriod {
  start_time: string;
  end_time: string;
  max_floor: string;
  total_star: number;
  total_battle_times: number;
  total_win_times: number;
  floors: { index: number; levels: { battles: { avatars: unknown[] }[] }[] }[];
}

async function period(page: Page, scheduleType: 1 | 2): Promise<AbyssPeriod> {
  const cards = await apiCall<{ list: Card[] }>(
    page,
    '/game_record/card/wapi/getGameRecordCard?uid=100000001',
  );
  const card = cards.data.list.find((c) => c.game_id === 2);
  if (!card) throw new Error('the demo traveler has no main-game card');
  const answer = await apiCall<AbyssPeriod>(
    page,
    `/game_record/genshin/api/spiralAbyss?role_id=${card.game_role_id}&server=${card.region}&schedule_type=${scheduleType}`,
  );
  expect(answer.retcode).toBe(0);
  return answer.data;
}

/** Page loads and refetches can take a few seconds on a busy machine. */
const POLL = { timeout: 15_000 };

/**
 * Unix seconds → `YYYY.MM.DD` in UTC (docs/reference/web-app.md#formatting), as the page writes a
 * period's dates.
 */
function day(seconds: string): string {
  const d = new Date(Number(seconds) * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}.${pad(d.getUTCMonth() + 1)}.${pad(d.getUTCDate())}`;
}

async function expectSummaryOf(page: Page, data: AbyssPeriod): Promise<void> {
  const value = (key: string) => page.getByTestId(`abyss-${key}`);
  await expect.poll(() => value('battles').textContent(), POLL).toBe(fmt(data.total_battle_times));
  expect(await value('maxFloor').textContent()).toBe(data.max_floor);
  expect(await value('totalStar').textContent()).toBe(`★${fmt(data.total_star)}`);
  expect(await value('wins').textContent()).toBe(fmt(data.total_win_times));
}

/**
 * The Sunken Spire in a browser, once per shell: the page shows the server's numbers for the
 * current period, then the previous period's after switching; a floor opens to its teams; the
 * guide opens and leads back.
 */
export function describeAbyssFlows(shell: Shell): void {
  describe(`${shell} shell: Sunken Spire`, () => {
    let browser: Browser;
    beforeAll(async () => {
      browser = await launch();
    });
    afterAll(async () => {
      await browser.close();
    });

    it('shows both periods, a floor with its teams, and the guide', async () => {
      const { context, page } = await newPage(browser, shell);
      await loginViaApi(page, 'traveler', 'traveler-demo');
      const current = await period(page, 1);
      const previous = await period(page, 2);
      // The flow only proves the switch if the server's two periods differ.
      expect(previous.start_time).not.toBe(current.start_time);

      await page.goto(shellUrl(shell, '/ys/abyss'));
      await page.getByRole('heading', { name: 'Sunken Spire', level: 1 }).waitFor();
      await expectSummaryOf(page, current);
      const currentRadio = page.getByRole('radio', { name: /Current period/ });
      expect(await currentRadio.getAttribute('aria-checked')).toBe('true');
      expect(await currentRadio.textContent()).toContain(
        `${day(current.start_time)} – ${day(current.end_time)}`,
      );
      await shot(page, shell, 'abyss-current');

      const previousRadio = page.getByRole('radio', { name: /Previous period/ });
      await previousRadio.click();
      await expect.poll(() => previousRadio.getAttribute('aria-checked'), POLL).toBe('true');
      await expect
        .poll(() => previousRadio.textContent(), POLL)
        .toContain(`${day(previous.start_time)} – ${day(previous.end_time)}`);
      await expectSummaryOf(page, previous);
      await shot(page, shell, 'abyss-previous');

      const deepest = previous.floors.reduce((a, b) => (b.index > a.index ? b : a));
      const toggle = page.getByRole('button', { name: new RegExp(`Floor ${deepest.index}`) });
      await toggle.click();
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      const team = page.getByRole('list', { name: 'First half: Team' }).first();
      await team.waitFor();
      const members = deepest.levels[0]?.battles[0]?.avatars.length ?? 0;
      expect(members).toBeGreaterThan(0);
      expect(await team.getByRole('listitem').count()).toBe(members);
      await shot(page, shell, 'abyss-floor');

      await page.getByRole('link', { name: 'How the Sunken Spire works' }).click();
      await page.getByRole('heading', { name: 'Sunken Spire: Guide', level: 1 }).waitFor();
      await page.getByRole('heading', { name: /Stars per chamber/ }).waitFor();
      await shot(page, shell, 'abyss-guide');
      await page.getByRole('link', { name: 'Back to the Sunken Spire' }).click();
      await page.getByTestId('abyss-maxFloor').waitFor();
      await context.close();
    });
  });
}
