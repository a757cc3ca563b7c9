import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nextProvider } from 'react-i18next';
import { testI18n } from '../../test/render.js';
import { noticeStore } from './notice-store.js';
import { OfflineNotice } from './offline-notice.js';

afterEach(() => act(() => noticeStore.set({ offlineAsOf: null, update: null })));

async function show(onRetry = () => {}, onReload = () => {}) {
  const i18n = await testI18n();
  return render(
    <I18nextProvider i18n={i18n}>
      <OfflineNotice onRetry={onRetry} onReload={onReload} />
    </I18nextProvider>,
  );
}

describe('OfflineNotice', () => {
  it('says nothing while the server answers', async () => {
    await show();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('says the records are copies, as of when, and asks the server again on request', async () => {
    const onRetry = vi.fn();
    await show(onRetry);
    const asOf = new Date(2026, 0, 5, 9, 30).getTime();
    act(() => noticeStore.set({ offlineAsOf: asOf }));
    const banner = screen.getByTestId('offline-banner');
    expect(banner.textContent).toContain('Offline');
    // Copies from another day show their date.
    expect(banner.textContent).toMatch(/Jan 5, 2026.*9:30/);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    act(() => noticeStore.set({ offlineAsOf: null }));
    expect(screen.queryByTestId('offline-banner')).toBeNull();
  });

  it('offers a reload when a new build took over an old page, and can be dismissed', async () => {
    const onReload = vi.fn();
    await show(undefined, onReload);
    act(() => noticeStore.set({ update: 'ready' }));
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByTestId('update-ready')).toBeNull();
  });

  it('says the app was updated, then goes', async () => {
    await show();
    vi.useFakeTimers();
    try {
      act(() => noticeStore.set({ update: 'done' }));
      expect(screen.queryByTestId('updated')).not.toBeNull();
      act(() => {
        vi.advanceTimersByTime(7_000);
      });
      expect(screen.queryByTestId('updated')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
