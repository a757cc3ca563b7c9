import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { card, userInfo } from '../../test/fixtures.js';
import { fakeApi, renderApp } from '../../test/render.js';
import { CharMasterPage } from './char-master-page.js';
import { echoData } from './role-combat-fixture.js';

function api(cancel = vi.fn((_input: unknown) => ({}))) {
  let list = echoData();
  const spy = fakeApi({
    'community.getUserFullInfo': () => userInfo('100000001'),
    'card.getGameRecordCard': () => ({ list: [card()] }),
    'genshin.charMaster': () => list,
    'genshin.charMasterRedDotCancel': (input) => {
      list = { list: list.list.map((m) => ({ ...m, has_red_dot: false })) };
      return cancel(input);
    },
  });
  return { spy, cancel };
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

describe('CharMasterPage (/ys/role-combat/char-master)', () => {
  it('lists the echo masters with status, stage and red dots', async () => {
    api();
    await renderApp(<CharMasterPage />, { path: '/ys/role-combat/char-master' });
    const tiles = await screen.findAllByTestId('echo-master');
    expect(tiles.map((t) => t.textContent)).toEqual([
      'AverineCompletedStage 5',
      expect.stringContaining('CorvanUnlockedStage 2'),
      'LioraLocked',
    ]);
    expect(screen.getAllByTestId('echo-dot')).toHaveLength(1);
    expect(screen.getByTestId('echo-counts').textContent).toBe(
      '1 completed · 1 unlocked · 1 locked',
    );
  });

  it('lets the owner dismiss a red dot', async () => {
    const { cancel } = api();
    const user = userEvent.setup();
    await renderApp(<CharMasterPage />, { path: '/ys/role-combat/char-master' });
    const corvan = (await screen.findAllByTestId('echo-master'))[1];
    if (!corvan) throw new Error('no tile');
    await user.click(within(corvan).getByRole('button', { name: 'Mark Corvan as seen' }));
    expect(cancel).toHaveBeenCalledWith({
      role_id: '812000101',
      server: 'os_asia',
      avatar_id: 10000052,
    });
    await vi.waitFor(() => expect(screen.queryAllByTestId('echo-dot')).toHaveLength(0));
    expect(screen.queryByRole('button', { name: 'Mark all as seen' })).toBeNull();
  });

  it('shows a visitor the dots without any way to dismiss them', async () => {
    window.history.replaceState(null, '', '/index.html?uid=100000002#/ys/role-combat/char-master');
    const { spy } = api();
    await renderApp(<CharMasterPage />, { path: '/ys/role-combat/char-master' });
    expect(await screen.findAllByTestId('echo-dot')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /as seen/ })).toBeNull();
    expect(spy.mock.calls.map(([e]) => e.id)).not.toContain('genshin.charMasterRedDotCancel');
  });
});
