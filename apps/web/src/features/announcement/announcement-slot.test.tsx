import { gameByKey, type Announcement, type GameKey } from '@chronicle/contract';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoginStatus, Session } from '../../lib/session.js';
import { fakeApi, renderApp, testI18n } from '../../test/render.js';
import { AnnouncementSlot } from './announcement-slot.js';
import { announcementStorageKey } from './announcement-storage.js';

/** A session of `game` whose login status is `status`; the slot reads only these two. */
function sessionOf(key: GameKey, status: LoginStatus = 'loggedIn'): Session {
  const game = gameByKey(key);
  if (!game) throw new Error(`no game ${key}`);
  return {
    status,
    game,
    user: undefined,
    uid: undefined,
    viewUid: undefined,
    isVisitor: false,
    isMinor: false,
    cardsStatus: 'idle',
    gameRecordList: [],
    card: undefined,
    crtRole: undefined,
    hasRole: false,
    apiErrorCode: undefined,
    error: null,
    refetch: () => undefined,
  };
}

const NOTICE: Announcement = {
  version: '2026-11-01',
  title: 'Maintenance on Friday',
  content: 'The records pause from 02:00 to 04:00.\n\nThank you for your patience.',
};

/** app_config answers with `announcement` (null: none) for every game. */
function fakeConfig(announcement: Announcement | null) {
  return fakeApi({
    'community.appConfig': (input) => ({
      game_id: Number((input as { game_id: string }).game_id),
      switches: {},
      hosts: [],
      announcement,
    }),
  });
}

/** The dialog appears after the page settles (600 ms), so the wait is longer than the default. */
const findNotice = (name = 'Maintenance on Friday') =>
  screen.findByRole('dialog', { name }, { timeout: 2_000 });

/** Lets the settle delay pass and asserts that no announcement appeared. */
async function expectNoNotice() {
  await act(() => new Promise((resolve) => setTimeout(resolve, 800)));
  expect(screen.queryByRole('dialog')).toBeNull();
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

// docs/reference/web-app.md#first-visit-announcement
describe('AnnouncementSlot', () => {
  it("shows the operator's title and content as plain-text paragraphs once the status is known", async () => {
    fakeConfig({ ...NOTICE, content: 'First <b>line</b>\nstill first\n\n  \n\nSecond one' });
    await renderApp(<AnnouncementSlot session={sessionOf('ys')} />, { path: '/ys' });
    const dialog = await findNotice();
    const paragraphs = dialog.querySelectorAll('.announcement__body p');
    expect([...paragraphs].map((p) => p.textContent)).toEqual([
      'First <b>line</b>\nstill first',
      'Second one',
    ]);
    expect(dialog.querySelector('b')).toBeNull();
    expect(within(dialog).getByText('Wanderlight Chronicle')).toBeTruthy();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.getAttribute('aria-describedby')).toBe(
      dialog.querySelector('.announcement__body')?.id,
    );
  });

  it('shows logged-out visitors the notice too, titled "Notice" when the operator gave no title', async () => {
    fakeConfig({ ...NOTICE, title: '  ' });
    await renderApp(<AnnouncementSlot session={sessionOf('ys', 'loggedOut')} />, { path: '/ys' });
    expect(await findNotice('Notice')).toBeTruthy();
  });

  it('waits while the login status is unknown', async () => {
    fakeConfig(NOTICE);
    await renderApp(<AnnouncementSlot session={sessionOf('ys', 'unknown')} />, { path: '/ys' });
    await expectNoNotice();
  });

  it('is skipped when there is no announcement or its content is blank', async () => {
    fakeConfig(null);
    const first = await renderApp(<AnnouncementSlot session={sessionOf('ys')} />);
    await expectNoNotice();
    first.unmount();

    fakeConfig({ ...NOTICE, content: ' \n\n ' });
    await renderApp(<AnnouncementSlot session={sessionOf('ys')} />);
    await expectNoNotice();
  });

  it('is skipped when the stored version equals, and shown again for a new version', async () => {
    window.localStorage.setItem('chronicle.announcement.2.en-us', NOTICE.version);
    fakeConfig(NOTICE);
    const first = await renderApp(<AnnouncementSlot session={sessionOf('ys')} />);
    await expectNoNotice();
    first.unmount();

    fakeConfig({ ...NOTICE, version: '2026-11-08', title: 'Maintenance moved' });
    await renderApp(<AnnouncementSlot session={sessionOf('ys')} />);
    expect(await findNotice('Maintenance moved')).toBeTruthy();
  });

  it('keeps its own state per game', async () => {
    window.localStorage.setItem(announcementStorageKey(2, 'en-us'), NOTICE.version);
    fakeConfig(NOTICE);
    await renderApp(<AnnouncementSlot session={sessionOf('bh3')} />, { path: '/bh3' });
    expect(await findNotice()).toBeTruthy();
  });

  it('keeps its own state per language', async () => {
    const i18n = await testI18n();
    window.localStorage.setItem(announcementStorageKey(2, 'en-us'), NOTICE.version);
    await i18n.changeLanguage('vi-vn');
    try {
      const user = userEvent.setup();
      fakeConfig(NOTICE);
      await renderApp(<AnnouncementSlot session={sessionOf('ys')} />);
      const dialog = await findNotice();
      await user.click(within(dialog).getByRole('button', { name: 'Got it' }));
      expect(window.localStorage.getItem(announcementStorageKey(2, 'vi-vn'))).toBe(NOTICE.version);
    } finally {
      await i18n.changeLanguage('en-us');
    }
  });

  it('"Got it" stores the version; the dialog leaves the page only 300 ms later', async () => {
    fakeConfig(NOTICE);
    await renderApp(<AnnouncementSlot session={sessionOf('ys')} />);
    const dialog = await findNotice();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Got it' }));
    expect(window.localStorage.getItem('chronicle.announcement.2.en-us')).toBe(NOTICE.version);
    // The closing animation plays in the meantime.
    expect(dialog.closest('.announcement-root')?.getAttribute('data-state')).toBe('closing');
    await act(() => vi.advanceTimersByTimeAsync(299));
    expect(dialog.isConnected).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(dialog.isConnected).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('moves focus to "Got it", closes on Escape and gives focus back', async () => {
    fakeConfig(NOTICE);
    const user = userEvent.setup();
    await renderApp(
      <>
        <button type="button">Before</button>
        <AnnouncementSlot session={sessionOf('ys')} />
      </>,
    );
    screen.getByRole('button', { name: 'Before' }).focus();
    const dialog = await findNotice();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Got it' }));
    await user.keyboard('{Escape}');
    expect(window.localStorage.getItem('chronicle.announcement.2.en-us')).toBe(NOTICE.version);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Before' }));
    await vi.waitFor(() => expect(dialog.isConnected).toBe(false));
  });

  it('closes from its close button', async () => {
    fakeConfig(NOTICE);
    const user = userEvent.setup();
    await renderApp(<AnnouncementSlot session={sessionOf('ys')} />);
    const dialog = await findNotice();
    await user.click(within(dialog).getByRole('button', { name: 'Close notice' }));
    expect(window.localStorage.getItem('chronicle.announcement.2.en-us')).toBe(NOTICE.version);
    await vi.waitFor(() => expect(dialog.isConnected).toBe(false));
  });

  it('never opens on top of the login dialog: it waits until that closes', async () => {
    fakeConfig(NOTICE);
    const user = userEvent.setup();
    function WithLogin() {
      const [open, setOpen] = useState(true);
      return (
        <>
          {open ? (
            <div role="dialog" aria-modal="true" aria-label="Log in">
              <button type="button" onClick={() => setOpen(false)}>
                Close login
              </button>
            </div>
          ) : null}
          <AnnouncementSlot session={sessionOf('ys', 'loggedOut')} />
        </>
      );
    }
    await renderApp(<WithLogin />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 800)));
    expect(screen.queryByRole('dialog', { name: 'Maintenance on Friday' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Close login' }));
    expect(await findNotice()).toBeTruthy();
    expect(window.localStorage.getItem('chronicle.announcement.2.en-us')).toBeNull();
  });

  it('steps aside when the login dialog opens late, and comes back unchanged after it closes', async () => {
    fakeConfig(NOTICE);
    const user = userEvent.setup();
    function LateLogin() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Open login
          </button>
          {open ? (
            <div role="dialog" aria-modal="true" aria-label="Log in">
              <button type="button" onClick={() => setOpen(false)}>
                Close login
              </button>
            </div>
          ) : null}
          <AnnouncementSlot session={sessionOf('ys', 'loggedOut')} />
        </>
      );
    }
    await renderApp(<LateLogin />);
    await findNotice();
    // The login opens by itself (its code arrived late): a click stands in for that here.
    fireEvent.click(screen.getByRole('button', { name: 'Open login' }));
    await vi.waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Maintenance on Friday' })).toBeNull(),
    );
    expect(window.localStorage.getItem('chronicle.announcement.2.en-us')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Close login' }));
    expect(await findNotice()).toBeTruthy();
  });
});
