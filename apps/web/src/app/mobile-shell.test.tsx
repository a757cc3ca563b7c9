import { LANGUAGES, RETCODE } from '@chronicle/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from '../lib/router/match.js';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client.js';
import { browser } from '../lib/browser.js';
import { card, userInfo } from '../test/fixtures.js';
import { fakeApi, heldAnswer, renderRoutes } from '../test/render.js';
import { MobileShell } from './mobile-shell.js';

const ROUTES: RouteObject[] = [
  {
    path: '/',
    element: <MobileShell />,
    children: [{ path: 'ys', handle: { routeId: 'ys' }, element: <p>Overview content</p> }],
  },
];

describe('MobileShell', () => {
  it('opens the login form as a full-height sheet when logged out', async () => {
    fakeApi({
      'community.getUserFullInfo': () => new ApiError(RETCODE.NOT_LOGGED_IN, 'Not logged in'),
      'community.langs': () => ({ langs: LANGUAGES }),
    });
    await renderRoutes(ROUTES, { shell: 'mobile' });
    const sheet = await screen.findByRole('dialog', { name: 'Log in to Chronicle' });
    expect(sheet.className).toContain('sheet--full');
  });

  it('has a menu with account, game switch and every language', async () => {
    fakeApi({
      'community.getUserFullInfo': () => userInfo('100000001'),
      'card.getGameRecordCard': () => ({ list: [card()] }),
      'community.langs': () => ({ langs: LANGUAGES }),
    });
    const user = userEvent.setup();
    await renderRoutes(ROUTES, { shell: 'mobile' });
    await screen.findByText('Overview content');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByRole('button', { name: 'Log out' })).toBeTruthy();
    expect(
      within(menu)
        .getByRole('link', { name: /Stellar Transit/ })
        .getAttribute('href'),
    ).toBe('/rpg/m.html#/hsr');
    const languages = within(menu).getByRole('region', { name: 'Language' });
    expect(within(languages).getAllByRole('button')).toHaveLength(15);
  });

  it('applies a language by reloading with the lang parameter', async () => {
    window.history.replaceState(null, '', '/m.html#/ys');
    fakeApi({
      'community.getUserFullInfo': () => userInfo('100000001'),
      'card.getGameRecordCard': () => ({ list: [card()] }),
      'community.langs': () => ({ langs: LANGUAGES }),
    });
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const user = userEvent.setup();
    await renderRoutes(ROUTES, { shell: 'mobile' });
    await screen.findByText('Overview content');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(screen.getByRole('button', { name: 'Deutsch' }));
    expect(assign).toHaveBeenCalledWith(`${window.location.origin}/m.html?lang=de-de#/ys`);
    expect(window.localStorage.getItem('chronicle.lang')).toBe('de-de');
  });

  it('asks for the language list when the menu opens, not with the first requests', async () => {
    const call = fakeApi({
      'community.getUserFullInfo': () => userInfo('100000001'),
      'card.getGameRecordCard': () => ({ list: [card()] }),
      'community.langs': () => ({ langs: LANGUAGES }),
    });
    const asked = () => call.mock.calls.filter(([endpoint]) => endpoint.id === 'community.langs');
    const user = userEvent.setup();
    await renderRoutes(ROUTES, { shell: 'mobile' });
    await screen.findByText('Overview content');
    expect(asked()).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await waitFor(() => expect(asked()).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Deutsch' })).toBeTruthy();
  });

  it("holds the account card's place and the tabs while the role is looked up", async () => {
    const cards = heldAnswer();
    fakeApi({
      'community.getUserFullInfo': () => userInfo('100000001'),
      'card.getGameRecordCard': cards.handler,
      'community.langs': () => ({ langs: LANGUAGES }),
    });
    const { container } = await renderRoutes(ROUTES, { shell: 'mobile' });
    await cards.asked();
    screen.getByRole('navigation', { name: 'Records' });
    expect(container.querySelector('.m-account--pending')).not.toBeNull();
    cards.answer({ list: [card()] });
    await screen.findByText('Overview content');
    expect(container.querySelector('.m-account--pending')).toBeNull();
    expect(container.querySelector('.m-account')).not.toBeNull();
  });

  it('keeps the role selector in the account card as an icon button', async () => {
    fakeApi({
      'community.getUserFullInfo': () => userInfo('100000001'),
      'card.getGameRecordCard': () => ({ list: [card()] }),
      'community.langs': () => ({ langs: LANGUAGES }),
    });
    await renderRoutes(ROUTES, { shell: 'mobile' });
    await screen.findByText('Overview content');
    expect(screen.getByRole('button', { name: 'Switch character' })).toBeTruthy();
  });
});
