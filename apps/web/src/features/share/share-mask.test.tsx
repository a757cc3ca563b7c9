import { GUIDE_KEYS, gameByKey } from '@chronicle/contract';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { domToBlob } from 'modern-screenshot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DesktopShell } from '../../app/desktop-shell.js';
import type { CurrentRole } from '../../lib/session.js';
import { TRAVELER_ROLES, card, userInfo } from '../../test/fixtures.js';
import { appConfigAnswer, fakeApi, renderApp, renderRoutes } from '../../test/render.js';
import { ShareCard } from './share-card.js';
import { cachedShareImage, invalidateShareImageCache, shareImageKey } from './share-image-cache.js';

// docs/reference/privacy.md#uid-on-share-images

vi.mock('modern-screenshot', () => ({
  domToBlob: vi.fn(() => Promise.resolve(new Blob(['png'], { type: 'image/png' }))),
}));

const ROLE: CurrentRole = {
  game_id: 2,
  region: 'os_asia',
  game_role_id: '812000101',
  game_uid: '812000101',
  level: 60,
  nickname: 'Aether',
  region_name: 'Asia Server',
  aid: '100000001',
  game_head_icon: '',
};

/** The signed-in traveler, whose main-game card says whether the UID is masked. */
function api(uidMasked: boolean) {
  return fakeApi({
    'community.appConfig': () => appConfigAnswer(),
    'community.getUserFullInfo': () => userInfo('100000001'),
    'card.getGameRecordCard': () => ({ list: [card({ uid_masked: uidMasked })] }),
    'community.langs': () => ({ langs: [] }),
    'community.ageCheck': () => ({ allowed: true }),
    'binding.getUserGameRolesByCookie': () => TRAVELER_ROLES,
    'card.beginnerGuideStatus': () => ({
      list: GUIDE_KEYS.map((key) => ({ key, is_seen: true })),
    }),
    'card.beginnerGuideUpdate': () => ({}),
  });
}

beforeEach(() => {
  invalidateShareImageCache();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('ShareCard', () => {
  async function uidLine(uidMasked: boolean) {
    api(uidMasked);
    const game = gameByKey('ys');
    if (!game) throw new Error('no main game');
    const date = new Date(2026, 0, 2);
    await renderApp(
      <ShareCard game={game} role={ROLE} stats={[]} date={date} uidMasked={uidMasked} />,
    );
    return (await screen.findByText(/^UID /)).textContent;
  }

  it('shows the UID masked when the owner hides it, and no digit between first and last', async () => {
    expect(await uidLine(true)).toBe('UID 8•••••••1');
    expect(document.body.textContent).not.toContain('812000101');
  });

  it('shows the UID in full otherwise', async () => {
    expect(await uidLine(false)).toBe('UID 812000101');
  });
});

describe('share as image with the UID hidden', () => {
  beforeEach(() => {
    vi.mocked(domToBlob).mockClear();
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:share-image');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    // No server card to be had (it shows no UID at all): the home is captured, with the mask.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve({ ok: false, status: 404 } as Response)),
    );
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('draws, previews, names and keeps the image with the masked UID only', async () => {
    window.history.replaceState(null, '', '/index.html#/ys');
    api(true);
    const user = userEvent.setup();
    await renderRoutes([
      {
        path: '/',
        element: <DesktopShell />,
        children: [{ path: 'ys', handle: { routeId: 'ys' }, element: <p>Overview content</p> }],
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    const menu = await screen.findByRole('dialog', { name: /^Share / });
    await act(() => Promise.resolve());
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(within(menu).getByRole('button', { name: 'Share as image' }));

    const frame = document.querySelector('.share-frame-host') as HTMLElement;
    expect(within(frame).getByText('UID 8•••••••1')).toBeTruthy();
    expect(frame.textContent).not.toContain('812000101');
    await act(() => vi.advanceTimersByTimeAsync(2500));
    expect(domToBlob).toHaveBeenCalledTimes(1);

    const preview = screen.getByRole('dialog', { name: 'Your share image' });
    const save = within(preview).getByRole('link', { name: 'Save' });
    expect(save.getAttribute('download')).toBe('chronicle-8•••••••1.png');
    expect(cachedShareImage(shareImageKey('812000101', '/ys', true))).toBeInstanceOf(Blob);
    // An image drawn before the owner hid the UID is not shown again.
    expect(cachedShareImage(shareImageKey('812000101', '/ys', false))).toBeUndefined();
  });
});
