import { RETCODE } from '@chronicle/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-client.js';
import { useSession } from '../lib/session.js';
import { card, userInfo } from '../test/fixtures.js';
import { fakeApi, renderApp, renderRoutes } from '../test/render.js';
import { RenderGate } from './render-gate.js';

function Harness() {
  const session = useSession();
  return (
    <RenderGate session={session} onLogin={() => undefined}>
      <p>Routed content</p>
    </RenderGate>
  );
}

const OWNER = '100000001';

// docs/reference/web-app.md#page-render-states
describe('RenderGate (page render states)', () => {
  it('shows the logged-out screen with title, description, login button and sample label on -100', async () => {
    fakeApi({
      'community.getUserFullInfo': () => new ApiError(RETCODE.NOT_LOGGED_IN, 'Not logged in'),
    });
    await renderApp(<Harness />);
    expect(await screen.findByRole('heading', { name: 'Wanderlight Chronicle' })).toBeTruthy();
    expect(screen.getByText(/floating isles of Wanderlight/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log in to view records' })).toBeTruthy();
    expect(screen.getByText('Sample')).toBeTruthy();
    expect(screen.queryByText('Routed content')).toBeNull();
  });

  it('treats 10001 on the profile call as logged out too', async () => {
    fakeApi({
      'community.getUserFullInfo': () => new ApiError(RETCODE.LOGIN_REQUIRED, 'Please login'),
    });
    await renderApp(<Harness />);
    expect(await screen.findByRole('button', { name: 'Log in to view records' })).toBeTruthy();
  });

  it('renders the routed content for an owner with a role in the game', async () => {
    fakeApi({
      'community.getUserFullInfo': () => userInfo(OWNER),
      'card.getGameRecordCard': () => ({ list: [card()] }),
    });
    await renderApp(<Harness />);
    expect(await screen.findByText('Routed content')).toBeTruthy();
  });

  it('shows the no-character error layout to an owner without a role in the game', async () => {
    fakeApi({
      'community.getUserFullInfo': () => userInfo(OWNER),
      'card.getGameRecordCard': () => ({ list: [card({ game_id: 6, game_biz: 'hkrpg_global' })] }),
    });
    await renderApp(<Harness />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'No character is linked to this account for this game yet.',
    );
    expect(screen.queryByText('Routed content')).toBeNull();
  });

  it('offers the owner without a role a way to link an account, to the settings of the game', async () => {
    window.history.replaceState(null, '', '/index.html#/hsr/characters');
    fakeApi({
      'community.getUserFullInfo': () => userInfo(OWNER),
      'card.getGameRecordCard': () => ({ list: [] }),
    });
    await renderApp(<Harness />, { path: '/hsr/characters?lang=de-de' });
    const alert = await screen.findByRole('alert');
    const link = within(alert).getByRole('link', { name: 'Link your account' });
    expect(link.getAttribute('href')).toBe('/hsr/set?lang=de-de');
  });

  it('lets the settings page through for an owner without a role, where the roles come from', async () => {
    fakeApi({
      'community.getUserFullInfo': () => userInfo(OWNER),
      'card.getGameRecordCard': () => ({ list: [] }),
    });
    await renderRoutes(
      [
        { path: '/ys/set', element: <Harness />, handle: { routeId: 'ysSet' } },
        { path: '/ys', element: <Harness />, handle: { routeId: 'ys' } },
      ],
      { path: '/ys/set' },
    );
    expect(await screen.findByText('Routed content')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the no-role layout on the settings page for a visitor, without the link', async () => {
    window.history.replaceState(null, '', '/index.html?uid=100000003#/ys/set');
    fakeApi({
      'community.getUserFullInfo': () => userInfo(OWNER),
      'card.getGameRecordCard': () => ({ list: [card({ has_role: false })] }),
    });
    await renderRoutes([{ path: '/ys/set', element: <Harness />, handle: { routeId: 'ysSet' } }], {
      path: '/ys/set?uid=100000003',
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('No character is linked');
    expect(within(alert).queryByRole('link')).toBeNull();
    expect(screen.queryByText('Routed content')).toBeNull();
  });

  it('shows "records are not public" to a visitor whose target has no card for the game', async () => {
    window.history.replaceState(null, '', '/index.html?uid=100000003#/ys');
    const call = fakeApi({
      'community.getUserFullInfo': () => userInfo(OWNER),
      'card.getGameRecordCard': () => ({ list: [] }),
    });
    await renderApp(<Harness />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("This player's records are not public.");
    expect(call).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'card.getGameRecordCard' }),
      { uid: '100000003' },
      expect.anything(),
    );
  });

  it('shows the error layout with the translated message and a retry button on an API error', async () => {
    fakeApi({
      'community.getUserFullInfo': () => userInfo(OWNER),
      'card.getGameRecordCard': () => new ApiError(RETCODE.UNAVAILABLE, 'Server not available'),
    });
    await renderApp(<Harness />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The server is not available right now.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('reads the visitor uid from user_id as well', async () => {
    window.history.replaceState(null, '', '/index.html?user_id=100000002#/ys');
    const call = fakeApi({
      'community.getUserFullInfo': () => userInfo(OWNER),
      'card.getGameRecordCard': () => ({ list: [card({ nickname: 'Lumine' })] }),
    });
    await renderApp(<Harness />);
    expect(await screen.findByText('Routed content')).toBeTruthy();
    expect(call).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'card.getGameRecordCard' }),
      { uid: '100000002' },
      expect.anything(),
    );
  });
});
