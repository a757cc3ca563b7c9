import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { browser } from '../../lib/browser.js';
import { fakeApi, renderApp } from '../../test/render.js';
import { LogoutDialog } from './logout-dialog.js';

describe('LogoutDialog', () => {
  it('asks "Are you sure you want to log out?" with confirm and cancel', async () => {
    fakeApi({});
    await renderApp(<LogoutDialog open onClose={() => undefined} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Log out' });
    expect(dialog.textContent).toContain('Are you sure you want to log out?');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
  });

  it('on confirm logs out and replaces the page without query string or hash', async () => {
    window.history.replaceState(null, '', '/index.html?uid=100000002&lang=de-de#/ys/abyss');
    const call = fakeApi({ 'account.logout': () => ({}) });
    const replace = vi.spyOn(browser, 'replace').mockImplementation(() => undefined);
    const user = userEvent.setup();
    await renderApp(<LogoutDialog open onClose={() => undefined} />);

    await user.click(screen.getByRole('button', { name: 'Log out' }));

    await vi.waitFor(() => expect(replace).toHaveBeenCalledOnce());
    expect(call).toHaveBeenCalledWith(expect.objectContaining({ id: 'account.logout' }));
    expect(replace).toHaveBeenCalledWith(`${window.location.origin}/index.html`);
  });

  it('on cancel closes without logging out', async () => {
    const call = fakeApi({});
    const onClose = vi.fn();
    const user = userEvent.setup();
    await renderApp(<LogoutDialog open onClose={onClose} />);

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(call).not.toHaveBeenCalled();
  });

  it('closes on Escape', async () => {
    fakeApi({});
    const onClose = vi.fn();
    const user = userEvent.setup();
    await renderApp(<LogoutDialog open onClose={onClose} />);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
  });
});
