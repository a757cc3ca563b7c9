import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorCall } from './api.js';
import { launch, loginViaApi, newPage, shellUrl, shot, type Shell } from './browser.js';

interface Notice {
  version: string;
  title: string;
  content: string;
}

/**
 * Announcements live only in languages no other flow opens (vi-vn, th-th), so they never cover
 * another flow's page; the en-us fallback of app_config stays empty.
 */
const VI = 'vi-vn';
const TH = 'th-th';
const YS = 2;
const BH3 = 1;

/** The announcement's strings in those languages (src/locales/<lang>/announcement.json). */
const GOT_IT: Record<string, string> = { [VI]: 'Đã hiểu', [TH]: 'รับทราบ' };
/** The login dialog's close button in Vietnamese (common.json `actions.close`). */
const CLOSE_VI = 'Đóng';
/** The announcement's own close button in Vietnamese. */
const CLOSE_NOTICE_VI = 'Đóng thông báo';

const storageKey = (gameId: number, lang: string) => `chronicle.announcement.${gameId}.${lang}`;

/** The operator's side: the ingest API with the e2e service token (README "Announcements"). */
const operator = {
  async set(gameId: number, lang: string, notice: Notice): Promise<void> {
    const stored = await operatorCall<{ version: string }>(
      'PUT',
      `announcements/${gameId}/${lang}`,
      notice,
    );
    expect(stored.version).toBe(notice.version);
  },
  async remove(gameId: number, lang: string): Promise<void> {
    await operatorCall('DELETE', `announcements/${gameId}/${lang}`);
  },
};

/**
 * Loads `hash` in the shell as a new document (from a blank page, so a hash-only difference still
 * starts the page afresh with its `lang`) and waits for the game's configuration to have answered.
 */
async function openPage(page: Page, shell: Shell, hash: string): Promise<void> {
  await page.goto('about:blank');
  await Promise.all([
    page.waitForResponse((res) => res.url().includes('/misc/wapi/app_config')),
    page.goto(shellUrl(shell, hash)),
  ]);
}

/** Reloads and waits for the configuration like `openPage`. */
async function reloadPage(page: Page): Promise<void> {
  await Promise.all([
    page.waitForResponse((res) => res.url().includes('/misc/wapi/app_config')),
    page.reload(),
  ]);
}

/** After the configuration answered, the dialog would have appeared well within this time. */
async function expectNoAnnouncement(page: Page): Promise<void> {
  await page.waitForTimeout(1_500);
  expect(await page.locator('[data-announcement]').count()).toBe(0);
}

const storedVersion = (page: Page, gameId: number, lang: string) =>
  page.evaluate((key) => window.localStorage.getItem(key), storageKey(gameId, lang));

/**
 * Closes the open announcement with "Got it" and answers how many milliseconds after the click it
 * left the page (measured in the page, so the test's own latency does not count).
 */
async function closeWithGotIt(page: Page, lang: string): Promise<number> {
  await page.evaluate(() => {
    const root = document.querySelector('.announcement-root');
    const state = window as unknown as { announcementRemoval?: Promise<number> };
    state.announcementRemoval = new Promise<number>((resolve) => {
      let clickedAt = 0;
      root?.addEventListener('click', () => (clickedAt = performance.now()), { capture: true });
      const observer = new MutationObserver(() => {
        if (root?.isConnected) return;
        observer.disconnect();
        resolve(performance.now() - clickedAt);
      });
      observer.observe(document.body, { childList: true });
    });
  });
  const dialog = page.locator('[data-announcement]');
  await dialog.getByRole('button', { name: GOT_IT[lang] }).click();
  return page.evaluate(
    () => (window as unknown as { announcementRemoval: Promise<number> }).announcementRemoval,
  );
}

/**
 * The first-visit announcement (docs/reference/web-app.md#first-visit-announcement) in a browser,
 * with the operator setting it through the ingest API: shown once per game, language and version;
 * closing stores the version; a new version
 * shows again; another game or language keeps its own state; never over the login dialog.
 */
export function describeAnnouncementFlows(shell: Shell): void {
  describe(`${shell} shell: first-visit announcement`, () => {
    let browser: Browser;
    const v = (n: number) => `${shell}-${n}`;
    const maintenance: Notice = {
      version: v(1),
      title: 'Bảo trì máy chủ cuối tuần',
      content:
        'Hồ sơ trò chơi tạm dừng cập nhật từ 02:00 đến 04:00 ngày Thứ Bảy.\n\n' +
        'Dữ liệu của bạn vẫn an toàn. <b>Cảm ơn</b> bạn đã kiên nhẫn!',
    };

    beforeAll(async () => {
      browser = await launch();
      await operator.set(YS, VI, maintenance);
      await operator.set(YS, TH, {
        version: v(1),
        title: 'ประกาศปิดปรับปรุงระบบ',
        content: 'บันทึกเกมจะหยุดอัปเดตชั่วคราวในวันเสาร์ เวลา 02:00 ถึง 04:00 น.',
      });
      await operator.set(BH3, VI, {
        version: v(1),
        title: 'Sự kiện mới của Starfall Vanguard',
        content: 'Hồ sơ trận chiến mới đã có trong trang của bạn.',
      });
    });

    afterAll(async () => {
      await operator.remove(YS, VI);
      await operator.remove(YS, TH);
      await operator.remove(BH3, VI);
      await browser.close();
    });

    it('shows once per version: closed stays closed after a reload, a new version shows again', async () => {
      const { context, page } = await newPage(browser, shell);
      await loginViaApi(page, 'traveler', 'traveler-demo');
      await openPage(page, shell, `/ys?lang=${VI}`);

      const dialog = page.getByRole('dialog', { name: maintenance.title });
      await dialog.waitFor();
      // The operator's text as plain paragraphs; markup in it stays text.
      const paragraphs = await dialog.locator('.announcement__body p').allTextContents();
      expect(paragraphs).toEqual([
        'Hồ sơ trò chơi tạm dừng cập nhật từ 02:00 đến 04:00 ngày Thứ Bảy.',
        'Dữ liệu của bạn vẫn an toàn. <b>Cảm ơn</b> bạn đã kiên nhẫn!',
      ]);
      expect(await dialog.locator('b').count()).toBe(0);
      expect(await dialog.getAttribute('aria-modal')).toBe('true');
      // Focus moves into the dialog, onto its main action.
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(GOT_IT[VI]);
      await shot(page, shell, 'announcement-01-open');

      const removedAfterMs = await closeWithGotIt(page, VI);
      expect(removedAfterMs).toBeGreaterThanOrEqual(295);
      expect(removedAfterMs).toBeLessThan(1_500);
      expect(await storedVersion(page, YS, VI)).toBe(v(1));

      await reloadPage(page);
      await expectNoAnnouncement(page);

      // The operator bumps the version: the next visit shows it again.
      await operator.set(YS, VI, { ...maintenance, version: v(2), title: 'Lịch bảo trì mới' });
      await reloadPage(page);
      const bumped = page.getByRole('dialog', { name: 'Lịch bảo trì mới' });
      await bumped.waitFor();
      await page.keyboard.press('Escape');
      await bumped.waitFor({ state: 'detached' });
      expect(await storedVersion(page, YS, VI)).toBe(v(2));
      await reloadPage(page);
      await expectNoAnnouncement(page);
      await context.close();
    });

    it('keeps its own state for another game and another language', async () => {
      const { context, page } = await newPage(browser, shell);
      await loginViaApi(page, 'traveler', 'traveler-demo');
      await page.goto(shellUrl(shell, '/ys'));
      await page.evaluate(([key, version]) => window.localStorage.setItem(key, version), [
        storageKey(YS, VI),
        v(2),
      ] as const);

      // Same game and language, version already closed: nothing.
      await openPage(page, shell, `/ys?lang=${VI}`);
      await expectNoAnnouncement(page);

      // Another game in the same language has its own announcement and state.
      await openPage(page, shell, `/bh3?lang=${VI}`);
      await page.getByRole('dialog', { name: 'Sự kiện mới của Starfall Vanguard' }).waitFor();
      await closeWithGotIt(page, VI);
      expect(await storedVersion(page, BH3, VI)).toBe(v(1));
      expect(await storedVersion(page, YS, VI)).toBe(v(2));

      // The first game in another language: shown there, in that language.
      await openPage(page, shell, `/ys?lang=${TH}`);
      const thai = page.getByRole('dialog', { name: 'ประกาศปิดปรับปรุงระบบ' });
      await thai.waitFor();
      await shot(page, shell, 'announcement-02-other-language');
      await closeWithGotIt(page, TH);
      expect(await storedVersion(page, YS, TH)).toBe(v(1));

      // A language without an announcement (en-us, no fallback to another language) shows none.
      await openPage(page, shell, '/ys?lang=en-us');
      await expectNoAnnouncement(page);
      await context.close();
    });

    it('waits for a logged-out visitor to close the login dialog, then shows the notice', async () => {
      await operator.set(YS, VI, { ...maintenance, version: v(3), title: 'Lịch bảo trì mới' });
      const { context, page } = await newPage(browser, shell);
      await openPage(page, shell, `/ys?lang=${VI}`);
      // The account flow opens by itself for logged-out visitors
      // (docs/reference/privacy.md#who-may-do-what); the notice does not cover it.
      const login = page.getByRole('dialog', { name: 'Đăng nhập Chronicle' });
      await login.waitFor();
      await expectNoAnnouncement(page);
      await login.getByRole('button', { name: CLOSE_VI, exact: true }).click();
      await login.waitFor({ state: 'detached' });
      const dialog = page.getByRole('dialog', { name: 'Lịch bảo trì mới' });
      await dialog.waitFor();
      await shot(page, shell, 'announcement-03-logged-out');
      await dialog.getByRole('button', { name: CLOSE_NOTICE_VI, exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(await storedVersion(page, YS, VI)).toBe(v(3));
      await context.close();
    });
  });
}
