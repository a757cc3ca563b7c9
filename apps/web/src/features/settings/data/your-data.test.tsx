import { RETCODE } from '@chronicle/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client.js';
import { browser } from '../../../lib/browser.js';
import { fakeApi, renderApp } from '../../../test/render.js';
import { YourData } from './your-data.js';

afterEach(() => vi.restoreAllMocks());

describe('YourData (settings)', () => {
  it('downloads the owner’s bundle from the export URL', async () => {
    fakeApi({});
    await renderApp(<YourData />);
    const link = await screen.findByRole('link', { name: 'Download' });
    expect(link.getAttribute('href')).toMatch(/\/chronicle\/api\/account\/export\?format=chronicle$/);
    expect(link.hasAttribute('download')).toBe(true);
    const zip = screen.getByRole('link', { name: 'HoYoLAB answers (.zip)' });
    expect(zip.getAttribute('href')).toMatch(/\/chronicle\/api\/account\/export\?format=hoyolab$/);
  });

  it('erases in two steps: what goes, then the account name typed again', async () => {
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => undefined);
    const spy = fakeApi({
      'ownership.delete': (input) =>
        (input as { confirm: string }).confirm === 'traveler'
          ? { roles: 4, snapshots: 120, links: 0, media: 0 }
          : new ApiError(RETCODE.CONFIRMATION_MISMATCH, 'mismatch'),
    });
    const user = userEvent.setup();
    await renderApp(<YourData />);
    await user.click(await screen.findByRole('button', { name: 'Delete…' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Delete your account and all its data?',
    });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(4);
    expect(spy.mock.calls.map(([e]) => e.id)).not.toContain('ownership.delete');

    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const name = within(dialog).getByLabelText('Account name');
    const erase = within(dialog).getByRole('button', { name: 'Delete for good' });
    expect(erase.hasAttribute('disabled')).toBe(true);

    await user.type(name, 'someone');
    await user.click(erase);
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    expect(within(dialog).getByRole('alert').textContent).toContain(
      'Type the account name exactly as you sign in with it.',
    );
    expect(reload).not.toHaveBeenCalled();

    await user.clear(name);
    await user.type(name, 'traveler');
    await user.click(erase);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(spy).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'ownership.delete' }),
      { confirm: 'traveler' },
    );
  });

  it('cancels without asking the server', async () => {
    const spy = fakeApi({});
    const user = userEvent.setup();
    await renderApp(<YourData />);
    await user.click(await screen.findByRole('button', { name: 'Delete…' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(spy.mock.calls.map(([e]) => e.id)).not.toContain('ownership.delete');
  });
});
