import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, loginViaApi, newPage, shellUrl, shot, type Shell } from './browser.js';
import { apiData, fmt, mainCard, roleQuery } from './api.js';

interface Season {
  stat: {
    max_round_id: number;
    medal_num: number;
    coin_num: number;
    get_medal_round_list: number[];
  };
  schedule: { schedule_id: number };
  detail: {
    rounds_data: { round_id: number; is_tarot: boolean; buffs: { name: string; desc: string }[] }[];
  } | null;
}

interface EchoMaster {
  name: string;
  has_red_dot: boolean;
}

/** Page loads and refetches can take a few seconds on a busy machine. */
const POLL = { timeout: 15_000 };

const seasonLabel = (season: Season) => {
  const id = String(season.schedule.schedule_id);
  return new RegExp(`${id.slice(0, 4)}\\.${id.slice(4, 6)} season`);
};

const subNav = (page: Page) => page.getByRole('navigation', { name: 'Masquerade Stage sections' });

async function expectSeason(page: Page, season: Season): Promise<void> {
  const value = (key: string) => page.getByTestId(`stage-${key}`);
  await expect
    .poll(() => value('bestAct').textContent(), POLL)
    .toBe(`Act ${season.stat.max_round_id}`);
  expect(await value('medals').textContent()).toBe(
    `${fmt(season.stat.medal_num)} / ${fmt(season.stat.get_medal_round_list.length)}`,
  );
  expect(await value('flowers').textContent()).toBe(fmt(season.stat.coin_num));
  const acts = (season.detail?.rounds_data ?? []).filter((r) => !r.is_tarot);
  expect(await page.getByTestId('stage-act').count()).toBe(acts.length);
}

/**
 * The Masquerade Stage in a browser, once per shell: the current season shows the server's numbers,
 * the previous season's after switching; a buff's effect expands; the echo masters and fortune
 * cards pages match the server too.
 */
export function describeRoleCombatFlows(shell: Shell): void {
  describe(`${shell} shell: Masquerade Stage`, () => {
    let browser: Browser;
    beforeAll(async () => {
      browser = await launch();
    });
    afterAll(async () => {
      await browser.close();
    });

    it('shows two seasons, expands a buff, and opens echo masters and fortune cards', async () => {
      const { context, page } = await newPage(browser, shell);
      await loginViaApi(page, 'traveler', 'traveler-demo');
      const card = await mainCard(page, '100000001');
      const stage = await apiData<{ data: Season[]; is_unlock: boolean }>(
        page,
        `genshin/api/role_combat?${roleQuery(card)}&need_detail=true`,
      );
      const [current, previous] = stage.data;
      if (!current || !previous) throw new Error('the demo traveler needs two seasons');

      await page.goto(shellUrl(shell, '/ys/role-combat'));
      await page.getByRole('heading', { name: 'Masquerade Stage', level: 1 }).waitFor();
      await expectSeason(page, current);
      const currentRadio = page.getByRole('radio', { name: seasonLabel(current) });
      expect(await currentRadio.getAttribute('aria-checked')).toBe('true');
      await shot(page, shell, 'role-combat-current');

      const previousRadio = page.getByRole('radio', { name: seasonLabel(previous) });
      await previousRadio.click();
      await expect.poll(() => previousRadio.getAttribute('aria-checked'), POLL).toBe('true');
      await expectSeason(page, previous);

      const firstAct = previous.detail?.rounds_data.find((r) => !r.is_tarot);
      const buff = firstAct?.buffs[0];
      if (!buff) throw new Error('the first act has no buff');
      const act = page.getByTestId('stage-act').first();
      // The button's name turns into "Hide the effect…" once open: find it by its buff instead.
      const item = act.getByRole('listitem').filter({ hasText: buff.name }).first();
      const toggle = item.getByRole('button');
      expect(await toggle.getAttribute('aria-label')).toBe(`Show the effect of ${buff.name}`);
      await toggle.click();
      await expect.poll(() => toggle.getAttribute('aria-expanded'), POLL).toBe('true');
      expect(await item.getByText(buff.desc).isVisible()).toBe(true);
      await shot(page, shell, 'role-combat-buff');

      const masters = await apiData<{ list: EchoMaster[] }>(
        page,
        `genshin/api/char_master?${roleQuery(card)}`,
      );
      await subNav(page).getByRole('link', { name: 'Echo Masters', exact: true }).click();
      await page
        .getByRole('heading', { name: 'Masquerade Stage: Echo Masters', level: 1 })
        .waitFor();
      await expect
        .poll(() => page.getByTestId('echo-master').count(), POLL)
        .toBe(masters.list.length);
      expect(await page.getByTestId('echo-dot').count()).toBe(
        masters.list.filter((m) => m.has_red_dot).length,
      );
      await shot(page, shell, 'role-combat-echoes');

      await subNav(page).getByRole('link', { name: 'Fortune Cards', exact: true }).click();
      await page
        .getByRole('heading', { name: 'Masquerade Stage: Fortune Cards', level: 1 })
        .waitFor();
      // The season chosen on the stage stays chosen.
      const kept = page.getByRole('radio', { name: seasonLabel(previous) });
      await expect.poll(() => kept.getAttribute('aria-checked'), POLL).toBe('true');
      await page.getByRole('radio', { name: seasonLabel(current) }).click();
      const tarots = (current.detail?.rounds_data ?? []).filter((r) => r.is_tarot).length;
      await expect.poll(() => page.getByTestId('stage-act').count(), POLL).toBe(tarots);
      await shot(page, shell, 'role-combat-tarot');
      await context.close();
    });
  });
}
