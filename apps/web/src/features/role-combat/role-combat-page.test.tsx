import { RETCODE } from '@chronicle/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '../../lib/api-client.js';
import { card, userInfo } from '../../test/fixtures.js';
import { appConfigAnswer, fakeApi, renderApp } from '../../test/render.js';
import { stageData } from './role-combat-fixture.js';
import { RoleCombatPage } from './role-combat-page.js';
import { resetRoleCombatState, setShareRound } from './role-combat-store.js';
import { TarotPage } from './tarot-page.js';

function ownerApi(stage: () => unknown, allowed = true) {
  return fakeApi({
    'community.getUserFullInfo': () => userInfo('100000001'),
    'card.getGameRecordCard': () => ({ list: [card()] }),
    'genshin.roleCombat': stage,
    'community.ageCheck': () => ({ allowed }),
  });
}

const value = (testId: string) => screen.getByTestId(testId).textContent;

afterEach(() => {
  resetRoleCombatState();
  vi.restoreAllMocks();
});

describe('RoleCombatPage (/ys/role-combat)', () => {
  it('shows the newest season: best act, difficulty, medals, flowers and its acts', async () => {
    const spy = ownerApi(() => stageData());
    await renderApp(<RoleCombatPage />, { path: '/ys/role-combat' });
    expect(await screen.findByText('Season summary')).toBeTruthy();
    expect(value('stage-bestAct')).toBe('Act 10');
    expect(value('stage-difficulty')).toBe('Visionary');
    expect(value('stage-medals')).toBe('9 / 10');
    expect(value('stage-flowers')).toBe('210');
    expect(value('stage-time')).toBe('23:50');
    expect(value('stage-hl-max_damage_avatar')).toBe('412,000');
    // Acts only; the fortune-card rounds have their own page.
    expect(screen.getAllByTestId('stage-act')).toHaveLength(10);
    const backup = screen.getByRole('region', { name: 'Backup cast' });
    expect(within(backup).getByRole('img', { name: 'Liora, level 80' })).toBeTruthy();
    const current = screen.getByRole('radio', { name: /2026\.01 season/ });
    expect(current.getAttribute('aria-checked')).toBe('true');
    expect(spy).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'genshin.roleCombat' }),
      { role_id: '812000101', server: 'os_asia', need_detail: true },
      expect.anything(),
    );
  });

  it('switches to an older season without another request, and keeps it across the pages', async () => {
    const spy = ownerApi(() => stageData());
    const user = userEvent.setup();
    const view = await renderApp(<RoleCombatPage />, { path: '/ys/role-combat' });
    await user.click(await screen.findByRole('radio', { name: /2025\.12 season/ }));
    expect(value('stage-bestAct')).toBe('Act 8');
    expect(value('stage-difficulty')).toBe('Hard');
    expect(screen.getAllByTestId('stage-act')).toHaveLength(8);
    expect(spy.mock.calls.filter(([e]) => e.id === 'genshin.roleCombat')).toHaveLength(1);
    view.unmount();
    await renderApp(<TarotPage />, { path: '/ys/role-combat/tarot' });
    const picked = await screen.findByRole('radio', { name: /2025\.12 season/ });
    expect(picked.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText('No fortune card was played this season')).toBeTruthy();
  });

  it('expands and collapses a buff’s effect', async () => {
    ownerApi(() => stageData());
    const user = userEvent.setup();
    await renderApp(<RoleCombatPage />, { path: '/ys/role-combat' });
    const first = (await screen.findAllByTestId('stage-act'))[0];
    if (!first) throw new Error('no act');
    const toggle = within(first).getByRole('button', { name: 'Show the effect of Spotlight' });
    const detail = within(first).getByText('The active character deals 15% more DMG.');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(detail.hidden).toBe(true);
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(detail.hidden).toBe(false);
    expect(toggle.getAttribute('aria-label')).toBe('Hide the effect of Spotlight');
    // Only that act's buff opened.
    const second = screen.getAllByTestId('stage-act')[1];
    expect(
      second && within(second).getByText('The active character deals 15% more DMG.').hidden,
    ).toBe(true);
    await user.click(toggle);
    expect(detail.hidden).toBe(true);
  });

  it('copies a deep link to a round for the viewed account after the under-13 check', async () => {
    const api = ownerApi(() => stageData());
    const user = userEvent.setup();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await renderApp(<RoleCombatPage />, { path: '/ys/role-combat' });
    await user.click(await screen.findByRole('button', { name: 'Share act 3: copy a link' }));
    expect(await screen.findByText('Link to act 3 copied')).toBeTruthy();
    const checks = api.mock.calls.filter(([endpoint]) => endpoint.id === 'community.ageCheck');
    expect(checks.map(([, params]) => params)).toEqual([{ uid: '0' }]);
    expect(writeText).toHaveBeenCalledWith(
      expect.stringMatching(/#\/ys\/role-combat\?round=3&uid=100000001&lang=en-us$/),
    );
  });

  it('drops the act links and forgets the shared round when sharing is switched off', async () => {
    fakeApi({
      'community.getUserFullInfo': () => userInfo('100000001'),
      'card.getGameRecordCard': () => ({ list: [card()] }),
      'genshin.roleCombat': () => stageData(),
      'community.appConfig': () =>
        appConfigAnswer({ switches: { ...appConfigAnswer().switches, share: '0' } }),
    });
    // A round shared earlier in the visit (highlighted while sharing is on).
    setShareRound('os_asia:812000101', 3, 2);
    await renderApp(<RoleCombatPage />, { path: '/ys/role-combat' });
    expect(await screen.findAllByTestId('stage-act')).toHaveLength(10);
    // The page starts with the configuration the shell prefetched; here it arrives a moment later.
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Share act 3: copy a link' })).toBeNull(),
    );
    expect(document.querySelector('.stage-act--highlight')).toBeNull();
  });

  it('copies nothing for an under-13 account and says why', async () => {
    ownerApi(() => stageData(), false);
    const user = userEvent.setup();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await renderApp(<RoleCombatPage />, { path: '/ys/role-combat' });
    await user.click(await screen.findByRole('button', { name: 'Share act 3: copy a link' }));
    expect(await screen.findByText("Sharing isn't available for accounts under 13")).toBeTruthy();
    expect(writeText).not.toHaveBeenCalled();
  });

  it('explains a locked mode and an empty answer with not_challenge_data', async () => {
    ownerApi(() => stageData({ data: [], is_unlock: false }));
    await renderApp(<RoleCombatPage />, { path: '/ys/role-combat' });
    expect(await screen.findByText('No challenge records yet')).toBeTruthy();
    expect(screen.getByText(/not unlocked for this role yet/)).toBeTruthy();
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });

  it('shows the retcode message or loading_failed with a retry', async () => {
    let attempts = 0;
    ownerApi(() => {
      attempts += 1;
      return attempts === 1 ? new NetworkError('offline') : stageData();
    });
    const user = userEvent.setup();
    await renderApp(<RoleCombatPage />, { path: '/ys/role-combat' });
    expect(await screen.findByText(/Loading failed/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Season summary')).toBeTruthy();
  });

  it('shows the privacy message of 10102', async () => {
    ownerApi(() => new ApiError(RETCODE.NOT_PUBLIC, 'not public'));
    await renderApp(<RoleCombatPage />, { path: '/ys/role-combat' });
    expect((await screen.findByRole('alert')).textContent).toContain('not public');
    expect(screen.queryByText('Season summary')).toBeNull();
  });
});

describe('TarotPage (/ys/role-combat/tarot)', () => {
  it('lists the fortune-card rounds of the season', async () => {
    ownerApi(() => stageData());
    await renderApp(<TarotPage />, { path: '/ys/role-combat/tarot' });
    expect(await screen.findByText('Fortune cards cleared: 2')).toBeTruthy();
    const cards = screen.getAllByTestId('stage-act');
    expect(cards.map((c) => within(c).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Fortune card 1',
      'Fortune card 2',
    ]);
    expect(screen.getByRole('navigation', { name: 'Masquerade Stage sections' })).toBeTruthy();
  });
});
