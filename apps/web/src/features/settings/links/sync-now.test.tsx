import { RETCODE } from '@chronicle/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client.js';
import { renderApp } from '../../../test/render.js';
import { SYNC_POLL_MS, type UpstreamLink } from './api/upstream-links.js';
import { LinkedAccounts } from './linked-accounts.js';
import { callsTo, fakeUpstreamApi, linksAnswer, upstreamLink } from './links-fixture.js';

/** A server whose sync runs through the given states, one per poll of `links`. */
function syncingServer(steps: Partial<UpstreamLink>[]) {
  let current = upstreamLink();
  let started = false;
  const spy = fakeUpstreamApi({
    'upstream.links': () => {
      if (started) {
        const step = steps.shift();
        if (step) current = { ...current, ...step };
      }
      return linksAnswer([current]);
    },
    'upstream.sync': () => {
      started = true;
      current = {
        ...current,
        syncing: true,
        progress: { done: 0, total: 0, phase: 'card' },
      };
      return { link: current };
    },
  });
  return spy;
}

function progressBar() {
  return screen.getByRole('progressbar', { name: 'Sync progress' });
}

/** One polling period, with React Query's refetch and the render it causes. */
async function poll() {
  await act(() => vi.advanceTimersByTimeAsync(SYNC_POLL_MS));
}

describe('Sync now', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts a sync, polls the links about every 1.5 s while it runs, and says when it ends', async () => {
    // Only the polling interval is faked: React Query renders through setTimeout(0).
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const spy = syncingServer([
      { progress: { done: 3, total: 12, phase: 'records' } },
      { progress: { done: 11, total: 12, phase: 'images' } },
      {
        syncing: false,
        progress: null,
        status: 'ok',
        last_run: {
          requests: 12,
          snapshots: 6,
          images: 4,
          skipped: 0,
          errors: 0,
          duration_ms: 2000,
        },
      },
    ]);
    const { queryClient } = await renderApp(<LinkedAccounts />, { path: '/ys/set' });
    const cardsKey = ['card.getGameRecordCard', { uid: '100000001' }];
    queryClient.setQueryData(cardsKey, { list: [] });
    const button = await screen.findByRole('button', { name: 'Sync now' });

    fireEvent.click(button);
    // The answered link is syncing: the badge, a disabled button and an indeterminate bar.
    const item = await screen.findByRole('article');
    await waitFor(() => expect(within(item).getByText('Syncing')).toBeTruthy());
    expect(within(item).getByRole('button', { name: 'Syncing…' })).toHaveProperty('disabled', true);
    expect(progressBar().getAttribute('aria-valuenow')).toBeNull();
    expect(progressBar().getAttribute('aria-valuetext')).toBe('Reading the record card');
    expect(await screen.findByText('Sync started for HoYoLAB · 20481234.')).toBeTruthy();
    expect(callsTo(spy, 'upstream.sync').map((call) => call.input)).toEqual([{ link_id: 1 }]);
    const loadsBefore = callsTo(spy, 'upstream.links').length;

    await poll();
    await waitFor(() => expect(progressBar().getAttribute('aria-valuenow')).toBe('3'));
    expect(progressBar().getAttribute('aria-valuemin')).toBe('0');
    expect(progressBar().getAttribute('aria-valuemax')).toBe('12');
    expect(progressBar().getAttribute('aria-valuetext')).toBe('Fetching records: 3 of 12 requests');
    expect(callsTo(spy, 'upstream.links').length).toBe(loadsBefore + 1);

    await poll();
    await waitFor(() => expect(progressBar().getAttribute('aria-valuenow')).toBe('11'));
    expect(screen.getByText('Saving images')).toBeTruthy();

    await poll();
    expect(await screen.findByText('HoYoLAB · 20481234 is up to date.')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(within(item).getByText('Up to date')).toBeTruthy();
    expect(within(item).getByRole('button', { name: 'Sync now' })).toHaveProperty(
      'disabled',
      false,
    );
    // The cards (session, render gate) follow what the sync brought.
    await waitFor(() => expect(queryClient.getQueryState(cardsKey)?.isInvalidated).toBe(true));

    // No more polling once nothing syncs.
    const loadsAfter = callsTo(spy, 'upstream.links').length;
    await poll();
    await poll();
    expect(callsTo(spy, 'upstream.links').length).toBe(loadsAfter);
  });

  it('says a failed sync in an error toast when it ends', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    syncingServer([
      {
        syncing: false,
        progress: null,
        status: 'login_expired',
        last_error: {
          reason: 'login_expired',
          retcode: -100,
          message: 'Please login',
          endpoint: 'game_record/card/wapi/getGameRecordCard',
          path: '',
          at: 1_714_564_900,
        },
      },
    ]);
    await renderApp(<LinkedAccounts />, { path: '/ys/set' });
    fireEvent.click(await screen.findByRole('button', { name: 'Sync now' }));
    await screen.findByRole('progressbar');
    await poll();
    expect(
      await screen.findByText(
        'The sync of HoYoLAB · 20481234 did not go through. See the account for what went wrong.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Login expired')).toBeTruthy();
    expect(
      screen.getByText(
        'HoYoLAB no longer accepts these cookies. Link the account again with fresh ones.',
      ),
    ).toBeTruthy();
  });

  it('keeps the button off for a link the schedule is syncing already', async () => {
    fakeUpstreamApi({
      'upstream.links': () =>
        linksAnswer([
          upstreamLink({ syncing: true, progress: { done: 1, total: 4, phase: 'card' } }),
        ]),
    });
    await renderApp(<LinkedAccounts />, { path: '/ys/set' });
    expect(await screen.findByRole('button', { name: 'Syncing…' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(progressBar().getAttribute('aria-valuenow')).toBe('1');
  });

  it('says why a sync could not start', async () => {
    fakeUpstreamApi({
      'upstream.links': () => linksAnswer([upstreamLink()]),
      'upstream.sync': () => new ApiError(RETCODE.LINK_NOT_FOUND, 'No such linked account'),
    });
    await renderApp(<LinkedAccounts />, { path: '/ys/set' });
    fireEvent.click(await screen.findByRole('button', { name: 'Sync now' }));
    expect(
      await screen.findByText(
        'The sync could not start. This linked account no longer exists. Reload the page to see your current links.',
      ),
    ).toBeTruthy();
  });
});
