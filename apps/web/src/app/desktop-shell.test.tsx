import { RETCODE } from '@chronicle/contract';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from '../lib/router/match.js';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-client.js';
import { TRAVELER_ROLES, card, userInfo } from '../test/fixtures.js';
import { fakeApi, heldAnswer, renderRoutes } from '../test/render.js';
import { DesktopShell } from './desktop-shell.js';

const ROUTES: RouteObject[] = [
  {
    path: '/',
    element: <DesktopShell />,
    children: [
      { path: 'ys', handle: { routeId: 'ys' }, element: <p>Overview content</p> },
      { path: 'ys/abyss', handle: { routeId: 'ysAbyss' }, element: <p>Abyss content</p> },
    ],
  },
];

function loggedIn() {
  return fakeApi({
    'community.getUserFullInfo': () => userInfo('100000001'),
    'card.getGameRecordCard': () => ({ list: [card({ game_head_icon: '' })] }),
    'community.langs': () => ({
      langs: [{ name: 'English', value: 'en-us', label: 'English', alias: [] }],
    }),
    'binding.getUserGameRolesByCookie': () => TRAVELER_ROLES,
  });
}

describe('DesktopShell', () => {
  it('offers the login dialog by itself to a logged-out visitor, over the logged-out screen', async () => {
    fakeApi({
      'community.getUserFullInfo': () => new ApiError(RETCODE.NOT_LOGGED_IN, 'Not logged in'),
      'community.langs': () => ({ langs: [] }),
    });
    const user = userEvent.setup();
    await renderRoutes(ROUTES);
    const dialog = await screen.findByRole('dialog', { name: 'Log in to Chronicle' });
    expect(within(dialog).getByLabelText('Account')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Log in to view records' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
  });

  it('shows the account block, role selector and settings icon to the owner on the game home', async () => {
    loggedIn();
    await renderRoutes(ROUTES);
    expect(await screen.findByText('Overview content')).toBeTruthy();
    expect(screen.getByText('UID 812000101')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Switch character' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/ys/set');
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
  });

  it('keeps the record tabs in place while the role is looked up, so the page does not move', async () => {
    const cards = heldAnswer();
    fakeApi({
      'community.getUserFullInfo': () => userInfo('100000001'),
      'card.getGameRecordCard': cards.handler,
      'community.langs': () => ({ langs: [] }),
      'binding.getUserGameRolesByCookie': () => TRAVELER_ROLES,
    });
    await renderRoutes(ROUTES);
    await cards.asked();
    const tabs = screen.getByRole('navigation', { name: 'Records' });
    expect(screen.queryByText('UID 812000101')).toBeNull();
    cards.answer({ list: [card({ game_head_icon: '' })] });
    expect(await screen.findByText('UID 812000101')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Records' })).toBe(tabs);
  });

  it('hides the settings icon away from the game home', async () => {
    loggedIn();
    await renderRoutes(ROUTES, { path: '/ys/abyss' });
    expect(await screen.findByText('Abyss content')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Settings' })).toBeNull();
  });

  it('gives a visitor neither settings nor the role selector', async () => {
    window.history.replaceState(null, '', '/index.html?uid=100000002#/ys');
    fakeApi({
      'community.getUserFullInfo': () => userInfo('100000001'),
      'card.getGameRecordCard': () => ({ list: [card({ nickname: 'Lumine' })] }),
      'community.langs': () => ({ langs: [] }),
    });
    await renderRoutes(ROUTES);
    expect(await screen.findByText("Viewing another player's records")).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Switch character' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Settings' })).toBeNull();
  });

  it('switches to the picked role and remembers it', async () => {
    loggedIn();
    const user = userEvent.setup();
    await renderRoutes(ROUTES);
    await user.click(await screen.findByRole('button', { name: 'Switch character' }));
    await user.click(await screen.findByRole('button', { name: /Hollow/ }));
    expect(await screen.findByText('UID 612000111')).toBeTruthy();
    const cached = JSON.parse(window.localStorage.getItem('chronicle.role.2') ?? '{}') as Record<
      string,
      unknown
    >;
    expect(cached).toMatchObject({ aid: '100000001', game_role_id: '612000111', region: 'os_usa' });
  });

  it('asks for confirmation before logging out', async () => {
    loggedIn();
    const user = userEvent.setup();
    await renderRoutes(ROUTES);
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    // The dialog's code loads on first open.
    expect((await screen.findByRole('alertdialog')).textContent).toContain(
      'Are you sure you want to log out?',
    );
  });

  it('turns the header solid black past 56 px of scroll', async () => {
    loggedIn();
    const { container } = await renderRoutes(ROUTES);
    await screen.findByText('Overview content');
    const header = container.querySelector('header.site-header');
    expect(header?.classList.contains('site-header--solid')).toBe(false);
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 57, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
    expect(header?.classList.contains('site-header--solid')).toBe(true);
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });
});
