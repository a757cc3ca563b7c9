import { GAMES } from '@chronicle/contract';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '../../lib/session.js';
import { fakeApi, renderApp } from '../../test/render.js';
import { GuideLayer } from './guide-layer.js';

const game = GAMES[0] as Session['game'];

function session(overrides: Partial<Session> = {}): Session {
  return {
    status: 'loggedIn',
    game,
    user: undefined,
    uid: '100000001',
    viewUid: '100000001',
    isVisitor: false,
    isMinor: false,
    cardsStatus: 'success',
    gameRecordList: [],
    card: undefined,
    crtRole: {
      game_id: 2,
      region: 'os_asia',
      game_role_id: '812000101',
      game_uid: '812000101',
      level: 60,
      nickname: 'Aether',
      region_name: 'Asia',
      aid: '100000001',
      game_head_icon: '',
    },
    hasRole: true,
    apiErrorCode: undefined,
    error: null,
    refetch: () => undefined,
    ...overrides,
  };
}

const status = (seen: string[]) => ({
  list: ['settings', 'role_switch', 'share', 'visitor'].map((key) => ({
    key,
    is_seen: seen.includes(key),
  })),
});

function Page({ s, anchors }: { s: Session; anchors: string[] }) {
  return (
    <>
      {anchors.map((key) => (
        <button key={key} type="button" data-guide={key}>
          {key} control
        </button>
      ))}
      <GuideLayer session={s} />
    </>
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('GuideLayer', () => {
  it('shows the owner the first unseen tip, stores it as seen on "Got it", then offers the next', async () => {
    const api = fakeApi({
      'card.beginnerGuideStatus': () => status(['settings']),
      'card.beginnerGuideUpdate': (input) => ({ ...(input as object), is_seen: true }),
    });
    await renderApp(<Page s={session()} anchors={['settings', 'role_switch', 'share']} />);

    const tip = await screen.findByRole(
      'dialog',
      { name: 'More than one role?' },
      { timeout: 3000 },
    );
    expect(tip.textContent).toContain('Switch between your roles here.');
    expect(tip.textContent).toContain('Tip 2 of 3');

    await userEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(api).toHaveBeenCalledWith(expect.objectContaining({ id: 'card.beginnerGuideUpdate' }), {
      key: 'role_switch',
    });
    expect(
      await screen.findByRole('dialog', { name: 'Show off your journey' }, { timeout: 3000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'More than one role?' })).toBeNull();
  });

  it('waits while a modal dialog is open, and shows the tip once it closes', async () => {
    fakeApi({
      'card.beginnerGuideStatus': () => status([]),
      'card.beginnerGuideUpdate': () => ({ key: 'settings', is_seen: true }),
    });
    const modal = document.createElement('div');
    modal.setAttribute('role', 'dialog');
    modal.setAttribute('aria-modal', 'true');
    document.body.append(modal);
    await renderApp(<Page s={session()} anchors={['settings']} />);
    await act(() => new Promise((r) => setTimeout(r, 1000)));
    expect(screen.queryByRole('dialog', { name: 'Your records, your call' })).toBeNull();
    modal.remove();
    expect(
      await screen.findByRole('dialog', { name: 'Your records, your call' }, { timeout: 3000 }),
    ).toBeTruthy();
  });

  it('skips a tip whose control is not on the page and shows nothing once all are seen', async () => {
    fakeApi({
      'card.beginnerGuideStatus': () => status(['role_switch', 'share']),
      'card.beginnerGuideUpdate': () => ({ key: 'settings', is_seen: true }),
    });
    const { unmount } = await renderApp(<Page s={session()} anchors={['role_switch', 'share']} />);
    await act(() => new Promise((r) => setTimeout(r, 1000)));
    expect(screen.queryByRole('dialog')).toBeNull();
    unmount();
  });

  it('tells a visitor whose chronicle it is, offers no owner tips, and closes with Escape', async () => {
    const api = fakeApi({
      'card.beginnerGuideStatus': () => status([]),
      'card.beginnerGuideUpdate': () => ({ key: 'visitor', is_seen: true }),
    });
    await renderApp(
      <Page
        s={session({ isVisitor: true, viewUid: '100000002' })}
        anchors={['visitor', 'settings', 'share']}
      />,
    );
    const tip = await screen.findByRole('dialog', { name: "You're visiting" }, { timeout: 3000 });
    expect(tip.textContent).toContain("This is Aether's chronicle.");
    expect(tip.textContent).not.toContain('Tip 1');
    screen.getByRole('button', { name: 'Got it' }).focus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api).toHaveBeenCalledWith(expect.objectContaining({ id: 'card.beginnerGuideUpdate' }), {
      key: 'visitor',
    });
  });

  it('asks nothing while logged out', async () => {
    const api = fakeApi({});
    await renderApp(
      <Page
        s={session({ status: 'loggedOut', uid: undefined, crtRole: undefined })}
        anchors={['settings']}
      />,
    );
    await act(() => new Promise((r) => setTimeout(r, 900)));
    expect(api).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
