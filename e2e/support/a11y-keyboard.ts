import type { Browser, Locator, Page } from 'playwright-core';
import { CONSTANTS } from '@chronicle/contract';
import { describe, expect, it } from 'vitest';
import { newPage, shellUrl, shot, type Shell } from './browser.js';

/*
 * The keyboard-only walk of the accessibility issue: no mouse and no tap, only Tab, Shift+Tab,
 * Enter, Space, the arrow keys and Escape. Address-bar visits (page.goto) stand for a person typing
 * a URL; everything on the page is reached and worked with keys.
 */

/** How far a keyboard user may have to Tab before giving up on reaching a control. */
const MAX_TABS = 80;

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/** Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, backwards = false): Promise<void> {
  await target.waitFor();
  for (let i = 0; i < MAX_TABS; i += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${MAX_TABS} presses of Tab never reached ${target.toString()}`);
}

/** True when the focused element sits inside `container`. */
const focusInside = (container: Locator) =>
  container.evaluate((el) => el.contains(document.activeElement));

/**
 * A modal traps focus: as many presses of Tab (then Shift+Tab) as it has controls and two more
 * all leave focus inside it, so the cycle wrapped around at least once each way.
 */
async function expectFocusTrapped(page: Page, modal: Locator): Promise<void> {
  expect(await focusInside(modal), 'focus moved into the modal').toBe(true);
  const controls = await modal.evaluate(
    (el) =>
      el.querySelectorAll(
        'a[href], button:not([disabled]), input:not([disabled]), select, [tabindex="0"]',
      ).length,
  );
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < controls + 2; i += 1) {
      await page.keyboard.press(key);
      expect(await focusInside(modal), `${key} #${i + 1} stays in the modal`).toBe(true);
    }
  }
}

/** Closes what is open with Escape, and focus is back on `opener`. */
async function expectEscapeReturnsTo(page: Page, opener: Locator, popup: Locator): Promise<void> {
  await page.keyboard.press('Escape');
  await popup.waitFor({ state: 'detached' });
  expect(await isFocused(opener), 'focus is back on the control that opened it').toBe(true);
}

const loginDialog = (page: Page) => page.getByRole('dialog', { name: 'Log in to Chronicle' });

export function describeKeyboardWalk(shell: Shell, browser: () => Browser): void {
  describe('keyboard only', () => {
    it('logs in, switches role, flips a privacy switch, shares and changes the season', async () => {
      const { context, page } = await newPage(browser(), shell);
      try {
        // Logged out, the login dialog opens by itself; Escape closes it and the page's own
        // button opens it again, with focus going back to that button on Escape.
        await page.goto(shellUrl(shell, '/ys'));
        let dialog = loginDialog(page);
        await dialog.waitFor();
        await expectFocusTrapped(page, dialog);
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
        const cta = page.getByRole('button', { name: 'Log in to view records' });
        await tabTo(page, cta);
        await page.keyboard.press('Enter');
        dialog = loginDialog(page);
        await dialog.waitFor();
        await expectEscapeReturnsTo(page, cta, dialog);

        // Log in with the keyboard: Enter on the button, type, Tab, type, Enter.
        await page.keyboard.press('Enter');
        await dialog.waitFor();
        await tabTo(page, dialog.getByLabel('Account'));
        await page.keyboard.type('traveler');
        await tabTo(page, dialog.getByLabel('Password', { exact: true }));
        await page.keyboard.type('traveler-demo');
        await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')]);
        const heading = page.getByRole('heading', { level: 1 });
        await heading.waitFor();
        const firstRole = await heading.innerText();
        await shot(page, shell, 'a11y-keyboard-logged-in');

        // Switch role: the panel takes the keys, Escape gives focus back, another role is picked.
        const switcher = page.getByRole('button', { name: 'Switch character' }).first();
        await tabTo(page, switcher);
        await page.keyboard.press('Enter');
        const panel = page.getByRole('dialog', { name: 'Choose a character' });
        await panel.waitFor();
        if (shell === 'mobile') await expectFocusTrapped(page, panel);
        await expectEscapeReturnsTo(page, switcher, panel);
        await page.keyboard.press('Enter');
        await panel.waitFor();
        const other = panel.locator('button.role-list__item:not([aria-current])').first();
        await tabTo(page, other);
        await page.keyboard.press('Enter');
        await expect.poll(() => heading.innerText()).not.toBe(firstRole);
        // And back, so the rest of the suite finds the account as it was. The selector opens at
        // most once per 300 ms (a press inside that window is dropped), and the new role's page
        // can be on screen sooner than that.
        await page.waitForTimeout(CONSTANTS.roleSelectorDebounceMs);
        await tabTo(page, switcher);
        await page.keyboard.press('Enter');
        await panel.waitFor();
        await tabTo(page, panel.getByRole('button', { name: new RegExp(`^${firstRole}`) }));
        await page.keyboard.press('Enter');
        await expect.poll(() => heading.innerText()).toBe(firstRole);

        // A privacy switch on the settings page turns with Space, and back again.
        await page.goto(shellUrl(shell, '/ys/set'));
        const toggle = page.getByRole('switch').first();
        await tabTo(page, toggle);
        const before = await toggle.getAttribute('aria-checked');
        // The switch shows the new state at once and is aria-busy until the server has it. Each
        // press waits for the server's answer first: polling aria-busy alone could look before the
        // save began, and a second press on a switch still saving is ignored on purpose.
        const pressAndSave = async () => {
          const answered = page.waitForResponse((r) => r.url().includes('/changeDataSwitch'));
          await page.keyboard.press('Space');
          await answered;
          await expect.poll(() => toggle.getAttribute('aria-busy')).toBeNull();
          return toggle.getAttribute('aria-checked');
        };
        expect(await pressAndSave()).not.toBe(before);
        expect(await isFocused(toggle), 'focus stays on the switch while it saves').toBe(true);
        expect(await pressAndSave()).toBe(before);

        // The share menu opens with Enter and closes with Escape onto its button.
        await page.goto(shellUrl(shell, '/ys'));
        const share = page.getByRole('button', { name: 'Share', exact: true });
        await tabTo(page, share);
        await page.keyboard.press('Enter');
        const menu = page.getByRole('dialog', { name: /^Share / });
        await menu.getByRole('button', { name: 'Copy link' }).waitFor();
        if (shell === 'mobile') await expectFocusTrapped(page, menu);
        else {
          await page.keyboard.press('Tab');
          expect(await focusInside(menu), 'Tab goes into the menu').toBe(true);
        }
        await shot(page, shell, 'a11y-keyboard-share');
        await expectEscapeReturnsTo(page, share, menu);

        // A season switch on the Sunken Spire: the arrow keys move the period select.
        await page.goto(shellUrl(shell, '/ys/abyss'));
        const seasons = page.getByRole('combobox', { name: /^All seasons/ });
        await tabTo(page, seasons);
        const period = await seasons.inputValue();
        const loaded = page.waitForResponse((r) => r.url().includes('/spiralAbyss?'));
        await page.keyboard.press('ArrowDown');
        await loaded;
        await expect.poll(() => seasons.inputValue()).not.toBe(period);
        expect(await isFocused(seasons)).toBe(true);
        await shot(page, shell, 'a11y-keyboard-season');
      } finally {
        await context.close();
      }
    });
  });
}
