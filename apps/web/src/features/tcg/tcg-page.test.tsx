import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RETCODE } from '@chronicle/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../lib/api-client.js';
import { clearApiError, useApiErrorCode } from '../../lib/api-error-store.js';
import { card, userInfo } from '../../test/fixtures.js';
import { fakeApi, renderApp } from '../../test/render.js';
import type { GcgBasicInfo } from './api/gcg-types.js';
import { basicInfo, cardPage, challengeRecord, characterCard, seasons } from './tcg-fixture.js';
import { TcgPage } from './tcg-page.js';

const ROLE = { role_id: '812000101', server: 'os_asia' };

function tcgApi(info: () => unknown, extra: Record<string, (input: unknown) => unknown> = {}) {
  return fakeApi({
    'community.getUserFullInfo': () => userInfo('100000001'),
    'card.getGameRecordCard': () => ({ list: [card()] }),
    'genshin.gcgBasicInfo': info,
    'genshin.gcgChallengeSchedule': () => seasons(),
    'genshin.gcgChallengeRecord': (input) =>
      challengeRecord((input as { schedule_id?: number }).schedule_id ?? 12),
    ...extra,
  });
}

afterEach(() => clearApiError());

/** Shows the code the layout's error screen would show. */
function LayoutErrorProbe() {
  return <output aria-label="layout error">{useApiErrorCode() ?? ''}</output>;
}

const hidden = (): GcgBasicInfo => basicInfo({ is_hide_covers: true, is_hide_replays: true });

describe('TcgPage (/ys/tcg)', () => {
  it('shows the duel level, nickname and collection numbers of basicInfo', async () => {
    tcgApi(() => basicInfo());
    await renderApp(<TcgPage />, { path: '/ys/tcg' });
    const profile = await screen.findByRole('region', { name: 'Aether' });
    expect(within(profile).getByText('Duel level 14')).toBeTruthy();
    expect(screen.getByTestId('tcg-character-cards').textContent).toBe('23 / 40');
    expect(screen.getByTestId('tcg-action-cards').textContent).toBe('61 / 120');
    expect(screen.getByTestId('tcg-card-backs').textContent).toBe('3 / 9');
    expect(screen.getByRole('group', { name: 'Character cards: 23 of 40 collected' })).toBeTruthy();
  });

  it('lists recent duels with result, opponent and match type', async () => {
    tcgApi(() => basicInfo());
    await renderApp(<TcgPage />, { path: '/ys/tcg' });
    const replays = await screen.findByRole('region', { name: 'Recent duels' });
    expect(within(replays).getByText('Victory')).toBeTruthy();
    expect(within(replays).getByText('vs Wandering Bard')).toBeTruthy();
    expect(within(replays).getByText('Casual duel')).toBeTruthy();
    expect(within(replays).getByText('2026.11.02 20:15:03')).toBeTruthy();
  });

  it('links to the three other Card Duel pages', async () => {
    tcgApi(() => basicInfo());
    await renderApp(<TcgPage />, { path: '/ys/tcg' });
    const nav = await screen.findByRole('navigation', { name: 'Card Duel pages' });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/ys/tcg', '/ys/tcg/honorRole', '/ys/tcg/honorCard', '/ys/tcg/deck']);
  });

  it('shows the owner hidden blocks with a "hidden from visitors" badge', async () => {
    tcgApi(hidden);
    await renderApp(<TcgPage />, { path: '/ys/tcg' });
    const covers = await screen.findByRole('region', { name: 'Showcase' });
    expect(within(covers).getByText('Hidden from visitors')).toBeTruthy();
    const replays = screen.getByRole('region', { name: 'Recent duels' });
    expect(within(replays).getByText('Hidden from visitors')).toBeTruthy();
  });

  it('shows a visitor nothing of hidden covers and replays, and no owner controls', async () => {
    window.history.replaceState(null, '', '/index.html?uid=100000002#/ys/tcg');
    tcgApi(() => hidden());
    await renderApp(<TcgPage />, { path: '/ys/tcg' });
    await screen.findByRole('region', { name: 'Aether' });
    expect(screen.queryByRole('region', { name: 'Showcase' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Recent duels' })).toBeNull();
    expect(screen.queryByText('Hidden from visitors')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Visibility' })).toBeNull();
  });

  it('gives a visitor the visible showcase but no way to change it', async () => {
    window.history.replaceState(null, '', '/index.html?uid=100000002#/ys/tcg');
    tcgApi(() => basicInfo());
    await renderApp(<TcgPage />, { path: '/ys/tcg' });
    const covers = await screen.findByRole('region', { name: 'Showcase' });
    expect(within(covers).getByRole('listitem', { name: 'Averine' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Change showcase' })).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('sends one privacy flag, refetches the profile and confirms with a toast', async () => {
    let info = basicInfo();
    const api = tcgApi(() => info, {
      'genshin.gcgSetPrivacySettings': (body) => {
        info = { ...info, ...(body as Partial<GcgBasicInfo>) };
        return { is_hide_covers: info.is_hide_covers, is_hide_replays: info.is_hide_replays };
      },
    });
    const user = userEvent.setup();
    await renderApp(<TcgPage />, { path: '/ys/tcg' });
    const toggle = await screen.findByRole('switch', {
      name: 'Hide my recent duels from visitors',
    });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    await user.click(toggle);
    expect(await screen.findByText('Visibility settings saved.')).toBeTruthy();
    expect(api).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'genshin.gcgSetPrivacySettings' }),
      { ...ROLE, is_hide_replays: true },
    );
    const replays = screen.getByRole('region', { name: 'Recent duels' });
    expect(await within(replays).findByText('Hidden from visitors')).toBeTruthy();
  });

  it('sets the showcased character card from the picker', async () => {
    const api = tcgApi(() => basicInfo(), {
      'genshin.gcgCardList': (input) =>
        cardPage(
          (id) => characterCard(1300 + id, `Hero ${id}`),
          (input as { offset: number }).offset,
          3,
          3,
        ),
      'genshin.gcgSetCover': () => ({ covers: [] }),
    });
    const user = userEvent.setup();
    await renderApp(<TcgPage />, { path: '/ys/tcg' });
    await user.click(await screen.findByRole('button', { name: 'Change showcase' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose the showcased card' });
    await user.click(await within(dialog).findByRole('button', { name: 'Show Hero 2' }));
    expect(await screen.findByText('Showcase updated.')).toBeTruthy();
    expect(api).toHaveBeenCalledWith(expect.objectContaining({ id: 'genshin.gcgSetCover' }), {
      ...ROLE,
      category: 'GCGCardCategoryAvatarCard',
      card_id: 1302,
    });
  });

  it('switches the challenge season and asks for that season record', async () => {
    const api = tcgApi(() => basicInfo());
    const user = userEvent.setup();
    await renderApp(<TcgPage />, { path: '/ys/tcg' });
    const challenge = await screen.findByRole('region', { name: 'Card challenge' });
    expect(await within(challenge).findByText('Gold medal')).toBeTruthy();
    expect(within(challenge).getByTestId('tcg-challenge-wins').textContent).toBe('5 / 6');
    await user.selectOptions(within(challenge).getByLabelText('Choose a season'), '11');
    expect(await within(challenge).findByText('Silver medal')).toBeTruthy();
    expect(api).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'genshin.gcgChallengeRecord' }),
      { ...ROLE, schedule_id: 11 },
      expect.anything(),
    );
  });

  it('shows loading_failed with a retry when the server cannot be reached', async () => {
    let attempts = 0;
    tcgApi(() => {
      attempts += 1;
      return attempts === 1 ? new NetworkError('offline') : basicInfo();
    });
    const user = userEvent.setup();
    await renderApp(<TcgPage />, { path: '/ys/tcg' });
    expect((await screen.findByRole('alert')).textContent).toContain('Loading failed');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Aether' })).toBeTruthy();
  });

  it('hands a retcode (10102, not public) to the error layout', async () => {
    window.history.replaceState(null, '', '/index.html?uid=100000003#/ys/tcg');
    tcgApi(() => new ApiError(RETCODE.NOT_PUBLIC, 'not public'));
    await renderApp(
      <>
        <TcgPage />
        <LayoutErrorProbe />
      </>,
      { path: '/ys/tcg' },
    );
    const probe = screen.getByRole('status', { name: 'layout error' });
    await expect.poll(() => probe.textContent).toBe(String(RETCODE.NOT_PUBLIC));
  });

  it('shows not_data for a role that never played', async () => {
    tcgApi(() =>
      basicInfo({ level: 0, avatar_card_num_gained: 0, action_card_num_gained: 0, replays: [] }),
    );
    await renderApp(<TcgPage />, { path: '/ys/tcg' });
    expect(await screen.findByText('No data yet')).toBeTruthy();
  });
});
