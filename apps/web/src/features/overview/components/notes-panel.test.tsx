import { RETCODE } from '@chronicle/contract';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client.js';
import { clearApiError, useApiErrorCode } from '../../../lib/api-error-store.js';
import { card, indexData, userInfo } from '../../../test/fixtures.js';
import { fakeApi, heldAnswer, renderApp } from '../../../test/render.js';
import { OverviewPage } from '../overview-page.js';
import { dailyNote } from './notes-fixture.js';
import { NotesPanel } from './notes-panel.js';
import type * as StatsGridModule from './stats-grid.js';

/** Whether the notes were on screen each time the statistics rendered (the page's second pass). */
const statsRenders = vi.hoisted(() => ({ notesShown: [] as boolean[] }));
vi.mock('./stats-grid.js', async (importOriginal) => {
  const real = await importOriginal<typeof StatsGridModule>();
  return {
    ...real,
    StatsGrid: (props: Parameters<typeof real.StatsGrid>[0]) => {
      statsRenders.notesShown.push(
        document.querySelector('[data-testid="notes-resin-current"]') !== null,
      );
      return real.StatsGrid(props);
    },
  };
});

function ownerApi(notes: () => unknown) {
  return fakeApi({
    'community.getUserFullInfo': () => userInfo('100000001'),
    'card.getGameRecordCard': () => ({ list: [card()] }),
    'genshin.index': () => indexData(),
    'genshin.dailyNote': notes,
  });
}

/** The owner's overview with the index answered and the notes held back. */
async function overviewAwaitingNotes() {
  const notes = heldAnswer();
  const api = ownerApi(notes.handler);
  await renderApp(<OverviewPage />);
  await notes.asked();
  await vi.waitFor(() => {
    expect(api.mock.calls.map(([endpoint]) => endpoint.id)).toContain('genshin.index');
  });
  return notes;
}

afterEach(() => {
  vi.useRealTimers();
  clearApiError();
});

/** Shows the code the layout's error screen would show. */
function LayoutErrorProbe() {
  return <output aria-label="layout error">{useApiErrorCode() ?? ''}</output>;
}

describe('NotesPanel (real-time notes on /ys)', () => {
  it("shows the owner's resin, commissions, discounts, realm coins, transformer and story", async () => {
    ownerApi(() => dailyNote());
    await renderApp(<NotesPanel />);
    const panel = await screen.findByRole('region', { name: 'Real-time notes' });
    expect(await within(panel).findByTestId('notes-resin-current')).toHaveProperty(
      'textContent',
      '156',
    );
    expect(within(panel).getByText('/200')).toBeTruthy();
    expect(within(panel).getByText('Full in 5 h 45 min')).toBeTruthy();
    expect(within(panel).getByText('3/4')).toBeTruthy();
    expect(within(panel).getByText('Bonus reward not claimed')).toBeTruthy();
    expect(within(panel).getByText('2/3')).toBeTruthy();
    expect(within(panel).getByText('1,555/2,400')).toBeTruthy();
    expect(within(panel).getByText('1 h 0 min')).toBeTruthy();
    expect(within(panel).getByText('Prologue: Act III')).toBeTruthy();
    expect(within(panel).getByText('Finished')).toBeTruthy();
    expect(within(panel).getByText('4 h 29 min left')).toBeTruthy();
  });

  it("shows the overview once the owner's notes are in too, so their panel never moves the page", async () => {
    const notes = await overviewAwaitingNotes();
    expect(screen.queryByRole('region', { name: 'Aether' })).toBeNull();
    notes.answer(dailyNote());
    expect(await screen.findByRole('region', { name: 'Aether' })).toBeTruthy();
    expect(await screen.findByTestId('notes-resin-current')).toBeTruthy();
  });

  it('renders the sections under the header in a pass of their own when the notes come last', async () => {
    // The index comes first and the page waits for the notes: their arrival must not render the
    // whole page in one task (a phone's main thread held for it), only the header and the notes.
    statsRenders.notesShown = [];
    const notes = await overviewAwaitingNotes();
    // The index's answer reaches the page (TanStack Query tells it after a timer) before the notes.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    notes.answer(dailyNote());
    expect(await screen.findByRole('region', { name: 'Aether' })).toBeTruthy();
    await vi.waitFor(() => expect(statsRenders.notesShown.length).toBeGreaterThan(0));
    expect(statsRenders.notesShown[0]).toBe(true);
  });

  it('shows the page with the turned-off hint when the notes answer 10102, and asks once', async () => {
    const api = ownerApi(() => new ApiError(RETCODE.NOT_PUBLIC, 'Data is not public for the user'));
    await renderApp(<OverviewPage />);
    expect(await screen.findByRole('region', { name: 'Aether' })).toBeTruthy();
    await screen.findByText('Real-time notes are turned off in the privacy settings.');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const asked = api.mock.calls.filter(([endpoint]) => endpoint.id === 'genshin.dailyNote');
    // The panel may ask once more when it mounts; a page that went back to its skeleton asked on.
    expect(asked.length).toBeLessThanOrEqual(2);
  });

  it('ticks every minute: resin goes up and the countdowns go down without a refetch', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const api = ownerApi(() => dailyNote());
    await renderApp(<NotesPanel />);
    const resin = await screen.findByTestId('notes-resin-current');
    expect(resin.textContent).toBe('156');
    expect(screen.getByText('4 h 29 min left')).toBeTruthy();

    // The answer says 20 700 s to full: the next point is due 60 s later.
    await act(async () => {
      vi.advanceTimersByTime(60_000);
      await Promise.resolve();
    });
    expect(screen.getByTestId('notes-resin-current').textContent).toBe('157');
    expect(screen.getByText('4 h 28 min left')).toBeTruthy();
    expect(screen.getByText('Full in 5 h 44 min')).toBeTruthy();

    await act(async () => {
      vi.advanceTimersByTime(60_000);
      await Promise.resolve();
    });
    expect(screen.getByText('4 h 27 min left')).toBeTruthy();
    const noteCalls = api.mock.calls.filter(([endpoint]) => endpoint.id === 'genshin.dailyNote');
    expect(noteCalls).toHaveLength(1);
  });

  it('projects the "full at" time from the refetched answer, not from the last tick', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(new Date(2026, 0, 1, 10, 0, 30));
    ownerApi(() => dailyNote());
    const { queryClient } = await renderApp(<NotesPanel />);
    // 20 700 s (5 h 45 min) after 10:00:30.
    expect(await screen.findByText('Today at 15:45')).toBeTruthy();

    // A refetch 50 s later, before the next tick, answers the same 20 700 s: full at 15:46:20.
    vi.setSystemTime(new Date(2026, 0, 1, 10, 1, 20));
    await act(() => queryClient.refetchQueries({ queryKey: ['genshin.dailyNote'] }));
    expect(await screen.findByText('Today at 15:46')).toBeTruthy();
    expect(screen.getByText('Full in 5 h 45 min')).toBeTruthy();
  });

  it('shows an inline privacy hint, not the error layout, when switch 3 is off (10102)', async () => {
    ownerApi(() => new ApiError(RETCODE.NOT_PUBLIC, ''));
    await renderApp(
      <>
        <NotesPanel />
        <LayoutErrorProbe />
      </>,
    );
    const panel = await screen.findByRole('region', { name: 'Real-time notes' });
    expect(
      await within(panel).findByText('Real-time notes are turned off in the privacy settings.'),
    ).toBeTruthy();
    expect(within(panel).queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status', { name: 'layout error' }).textContent).toBe('');
  });

  it('is part of the owner overview, right after the role header', async () => {
    ownerApi(() => dailyNote());
    await renderApp(<OverviewPage />);
    const panel = await screen.findByRole('region', { name: 'Real-time notes' });
    const header = screen.getByRole('region', { name: 'Aether' });
    expect(header.nextElementSibling).toBe(panel);
  });

  it('is neither shown nor requested for a visitor', async () => {
    window.history.replaceState(null, '', '/index.html?uid=100000002#/ys');
    const api = ownerApi(() => dailyNote());
    await renderApp(<OverviewPage />);
    expect(await screen.findByRole('region', { name: 'Characters' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Real-time notes' })).toBeNull();
    expect(api.mock.calls.map(([endpoint]) => endpoint.id)).not.toContain('genshin.dailyNote');
  });
});
