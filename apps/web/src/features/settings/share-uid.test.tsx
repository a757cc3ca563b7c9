import { SHARE_UID_SWITCH } from '@chronicle/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.js';
import type { GameRecordCard } from '../../lib/session.js';
import { card, userInfo } from '../../test/fixtures.js';
import { fakeApi, renderApp } from '../../test/render.js';
import { SettingsPage } from './settings-page.js';

// docs/reference/privacy.md#uid-on-share-images

const HIDE = 'Hide my UID on shared images and previews';

/**
 * The owner's main-game card; the fake server stores a change of the UID switch on it. `fail`: a
 * change fails and the cards are never answered again, so the page shows its own rollback.
 */
function fakeServer(uidMasked: boolean | undefined, fail = false) {
  let loads = 0;
  const main: GameRecordCard = card({
    data_switches: [{ switch_id: 1, is_public: true, switch_name: 'Chronicle' }],
    ...(uidMasked === undefined ? {} : { uid_masked: uidMasked }),
  });
  const spy = fakeApi({
    'community.getUserFullInfo': () => userInfo('100000001'),
    'upstream.links': () => ({ links: [], hosts: [], sync_interval_hours: 6 }),
    'card.getGameRecordCard': () => {
      loads += 1;
      if (fail && loads > 1) return new Promise(() => undefined);
      return { list: [structuredClone(main)] };
    },
    'card.changeDataSwitch': (input) => {
      if (fail) return new ApiError(-1, 'nope');
      const body = input as { switch_id: number; is_public: boolean };
      if (body.switch_id === SHARE_UID_SWITCH) main.uid_masked = !body.is_public;
      return {};
    },
  });
  return () =>
    spy.mock.calls.filter(([endpoint]) => endpoint.id === 'card.changeDataSwitch').map((c) => c[1]);
}

describe('the UID on share images setting', () => {
  it('is off by default and shows how shares would print the UID', async () => {
    fakeServer(undefined);
    await renderApp(<SettingsPage />, { path: '/ys/set' });
    const toggle = await screen.findByRole('switch', { name: HIDE });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(screen.getByRole('region', { name: 'Share images' })).toBeTruthy();
    const description = document.getElementById(toggle.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toContain('8•••••••1');
  });

  it('hides the UID: posts switch 90 off for the game and keeps the new state', async () => {
    const changes = fakeServer(false);
    const user = userEvent.setup();
    await renderApp(<SettingsPage />, { path: '/ys/set' });
    await user.click(await screen.findByRole('switch', { name: HIDE }));
    expect(changes()).toEqual([{ switch_id: SHARE_UID_SWITCH, is_public: false, game_id: 2 }]);
    expect(await screen.findByText('Saved')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: HIDE }).getAttribute('aria-disabled')).toBeNull(),
    );
    expect(screen.getByRole('switch', { name: HIDE }).getAttribute('aria-checked')).toBe('true');
  });

  it('shows the UID again: the switch goes back on', async () => {
    const changes = fakeServer(true);
    const user = userEvent.setup();
    await renderApp(<SettingsPage />, { path: '/ys/set' });
    const toggle = await screen.findByRole('switch', { name: HIDE });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    await user.click(toggle);
    expect(changes()).toEqual([{ switch_id: SHARE_UID_SWITCH, is_public: true, game_id: 2 }]);
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: HIDE }).getAttribute('aria-checked')).toBe('false'),
    );
  });

  it('puts the old value back when the change fails', async () => {
    fakeServer(false, true);
    const user = userEvent.setup();
    await renderApp(<SettingsPage />, { path: '/ys/set' });
    await user.click(await screen.findByRole('switch', { name: HIDE }));
    expect(await screen.findByText(/Couldn't save the change/)).toBeTruthy();
    expect(screen.getByRole('switch', { name: HIDE }).getAttribute('aria-checked')).toBe('false');
  });
});
