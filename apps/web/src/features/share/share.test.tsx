import { GUIDE_KEYS } from '@chronicle/contract';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { domToBlob } from 'modern-screenshot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DesktopShell } from '../../app/desktop-shell.js';
import { MobileShell } from '../../app/mobile-shell.js';
import type { RouteObject } from '../../lib/router/match.js';
import { TRAVELER_ROLES, card, userInfo } from '../../test/fixtures.js';
import { appConfigAnswer, fakeApi, renderRoutes } from '../../test/render.js';
import {
  cachedShareImage,
  invalidateShareImageCache,
  shareImageKey,
  storeShareImage,
} from './share-image-cache.js';

vi.mock('modern-screenshot', () => ({
  domToBlob: vi.fn(() => Promise.resolve(new Blob(['png'], { type: 'image/png' }))),
}));

function routes(shell: 'desktop' | 'mobile'): RouteObject[] {
  return [
    {
      path: '/',
      element: shell === 'desktop' ? <DesktopShell /> : <MobileShell />,
      children: [
        { path: 'ys', handle: { routeId: 'ys' }, element: <p>Overview content</p> },
        { path: 'ys/abyss', handle: { routeId: 'ysAbyss' }, element: <p>Abyss content</p> },
        { path: 'bh3', handle: { routeId: 'bh3' }, element: <p>Second game content</p> },
        { path: 'hsr', handle: { routeId: 'hsr' }, element: <p>Third game content</p> },
      ],
    },
  ];
}

const STATS = [
  { name: 'Days Active', type: 1, value: '1268' },
  { name: 'Characters', type: 1, value: '60' },
  { name: 'Achievements', type: 1, value: '1186' },
  { name: 'Spiral Abyss', type: 1, value: '12-3' },
];

/** The signed-in traveler (100000001); `allowed` is the under-13 check's answer. */
function api({
  allowed = true,
  nickname = 'Aether',
  switches = {},
  isPublic = true,
}: {
  allowed?: boolean;
  nickname?: string;
  switches?: Record<string, '0' | '1'>;
  isPublic?: boolean;
} = {}) {
  return fakeApi({
    'community.appConfig': () =>
      appConfigAnswer({ switches: { ...appConfigAnswer().switches, ...switches } }),
    'community.getUserFullInfo': () => userInfo('100000001'),
    'card.getGameRecordCard': () => ({
      list: [
        card({ nickname, data: STATS, is_public: isPublic }),
        card({ game_id: 1, game_role_id: '200000101', game_biz: 'bh3_global', nickname }),
        card({ game_id: 6, game_role_id: '800000101', game_biz: 'hkrpg_global', nickname }),
      ],
    }),
    'community.langs': () => ({ langs: [] }),
    'community.ageCheck': () => ({ allowed }),
    'binding.getUserGameRolesByCookie': () => TRAVELER_ROLES,
    'card.beginnerGuideStatus': () => ({
      list: GUIDE_KEYS.map((key) => ({ key, is_seen: true })),
    }),
    'card.beginnerGuideUpdate': () => ({}),
  });
}

function visit(uid: string, page = '/index.html') {
  window.history.replaceState(null, '', `${page}#/ys?uid=${uid}`);
}

/** The share menu's channel names, in order. */
async function openShareMenu(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Share' }));
  const menu = await screen.findByRole('dialog', { name: /^Share / });
  return {
    menu,
    names: within(menu)
      .getAllByRole('button')
      .map((b) => b.textContent),
  };
}

beforeEach(() => {
  invalidateShareImageCache();
});

afterEach(() => {
  vi.useRealTimers();
});

// docs/reference/privacy.md#who-may-do-what
describe('owner and visitor controls', () => {
  it('gives the owner copy UID, role selector, settings on the home and all four channels', async () => {
    window.history.replaceState(null, '', '/index.html#/ys');
    api();
    const user = userEvent.setup();
    await renderRoutes(routes('desktop'));
    await screen.findByText('Overview content');
    expect(screen.getByRole('button', { name: 'Copy UID' })).toBeTruthy();
    const selector = screen.getByRole('button', { name: 'Switch character' });
    expect(selector.getAttribute('data-guide')).toBe('role_switch');
    const settings = screen.getByRole('link', { name: 'Settings' });
    expect(settings.getAttribute('data-guide')).toBe('settings');
    expect(screen.getByRole('button', { name: 'Share' }).getAttribute('data-guide')).toBe('share');
    const { menu, names } = await openShareMenu(user);
    expect(menu.getAttribute('aria-label')).toBe('Share my records');
    expect(names).toEqual(['Copy link', 'Share on Facebook', 'Share on Twitter', 'Share as image']);
  });

  it("hides share when the operator's share switch is off, on both shells", async () => {
    window.history.replaceState(null, '', '/index.html#/ys');
    api({ switches: { share: '0' } });
    await renderRoutes(routes('desktop'));
    await screen.findByText('Overview content');
    expect(screen.getByRole('button', { name: 'Copy UID' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
  });

  it('leaves the image channel out while share_image is off', async () => {
    window.history.replaceState(null, '', '/index.html#/ys');
    api({ switches: { share_image: '0' } });
    const user = userEvent.setup();
    await renderRoutes(routes('desktop'));
    const { names } = await openShareMenu(user);
    expect(names).toEqual(['Copy link', 'Share on Facebook', 'Share on Twitter']);
  });

  it('keeps settings to the game home', async () => {
    api();
    await renderRoutes(routes('desktop'), { path: '/ys/abyss' });
    await screen.findByText('Abyss content');
    expect(screen.queryByRole('link', { name: 'Settings' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Copy UID' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Share' })).toBeTruthy();
  });

  it('gives a visitor link and social share only, and none of the owner controls', async () => {
    visit('100000002');
    api({ nickname: 'Lumine' });
    const user = userEvent.setup();
    await renderRoutes(routes('desktop'));
    await screen.findByText('Overview content');
    const badge = screen.getByText("Viewing another player's records");
    expect(badge.getAttribute('data-guide')).toBe('visitor');
    expect(screen.queryByRole('button', { name: 'Copy UID' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Switch character' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Settings' })).toBeNull();
    const { menu, names } = await openShareMenu(user);
    expect(menu.getAttribute('aria-label')).toBe("Share Lumine's records");
    expect(names).toEqual(['Copy link', 'Share on Facebook', 'Share on Twitter']);
  });

  it('hides share on the third game', async () => {
    api();
    await renderRoutes(routes('desktop'), { path: '/hsr' });
    await screen.findByText('Third game content');
    expect(screen.getByText('UID 800000101')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
  });

  it('shows share on the second game', async () => {
    api();
    await renderRoutes(routes('desktop'), { path: '/bh3' });
    await screen.findByText('Second game content');
    expect(screen.getByRole('button', { name: 'Share' })).toBeTruthy();
  });
});

describe('copy UID', () => {
  it("writes the role's game uid and says so", async () => {
    api();
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await renderRoutes(routes('desktop'));
    await user.click(await screen.findByRole('button', { name: 'Copy UID' }));
    expect(writeText).toHaveBeenCalledExactlyOnceWith('812000101');
    expect(await screen.findByText('UID copied')).toBeTruthy();
  });
});

describe('link and social share', () => {
  it("copies the owner's own page link after the age check for uid 0", async () => {
    window.history.replaceState(null, '', '/index.html#/ys/abyss');
    const call = api();
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await renderRoutes(routes('desktop'), { path: '/ys/abyss' });
    const { menu } = await openShareMenu(user);
    await user.click(within(menu).getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied')).toBeTruthy();
    expect(writeText).toHaveBeenCalledExactlyOnceWith(
      `${window.location.origin}/index.html?gid=2&uid=100000001&lang=en-us#/ys/abyss?uid=100000001&lang=en-us`,
    );
    const checks = call.mock.calls.filter(([endpoint]) => endpoint.id === 'community.ageCheck');
    expect(checks.map(([, input]) => input)).toEqual([{ uid: '0' }]);
    expect(screen.queryByRole('dialog', { name: 'Share my records' })).toBeNull();
  });

  it("copies the visited player's link after the age check for that uid", async () => {
    visit('100000002');
    const call = api({ nickname: 'Lumine' });
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await renderRoutes(routes('desktop'));
    const { menu } = await openShareMenu(user);
    await user.click(within(menu).getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied')).toBeTruthy();
    expect(writeText).toHaveBeenCalledExactlyOnceWith(
      `${window.location.origin}/index.html?gid=2&uid=100000002&lang=en-us#/ys?uid=100000002&lang=en-us`,
    );
    const checks = call.mock.calls.filter(([endpoint]) => endpoint.id === 'community.ageCheck');
    expect(checks.map(([, input]) => input)).toEqual([{ uid: '100000002' }]);
  });

  it('opens the Facebook sharer and a tweet with the translated text', async () => {
    visit('100000002');
    api({ nickname: 'Lumine' });
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await renderRoutes(routes('desktop'));
    const link = encodeURIComponent(
      `${window.location.origin}/index.html?gid=2&uid=100000002&lang=en-us#/ys?uid=100000002&lang=en-us`,
    );
    let { menu } = await openShareMenu(user);
    await user.click(within(menu).getByRole('button', { name: 'Share on Facebook' }));
    await vi.waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    expect(open).toHaveBeenLastCalledWith(
      `https://www.facebook.com/sharer/sharer.php?u=${link}`,
      '_blank',
      'noopener,noreferrer',
    );
    ({ menu } = await openShareMenu(user));
    await user.click(within(menu).getByRole('button', { name: 'Share on Twitter' }));
    await vi.waitFor(() => expect(open).toHaveBeenCalledTimes(2));
    expect(open).toHaveBeenLastCalledWith(
      `https://twitter.com/intent/tweet?url=${link}&text=${encodeURIComponent("Lumine's Wanderlight records on Chronicle")}`,
      '_blank',
      'noopener,noreferrer',
    );
  });
});

// docs/reference/privacy.md#under-13-rule
describe('the under-13 check', () => {
  it('refuses a visitor with the passive message and copies nothing', async () => {
    visit('100000005');
    api({ allowed: false, nickname: 'Sprout' });
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await renderRoutes(routes('desktop'));
    let { menu } = await openShareMenu(user);
    await user.click(within(menu).getByRole('button', { name: 'Copy link' }));
    expect(
      await screen.findByText(
        "Sharing is turned off for this player's records to protect young players",
      ),
    ).toBeTruthy();
    ({ menu } = await openShareMenu(user));
    await user.click(within(menu).getByRole('button', { name: 'Share on Facebook' }));
    expect(writeText).not.toHaveBeenCalled();
    expect(open).not.toHaveBeenCalled();
    expect(screen.queryByText('Link copied')).toBeNull();
  });

  it('refuses the owner with the active message, for the image too', async () => {
    api({ allowed: false });
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await renderRoutes(routes('desktop'));
    let { menu } = await openShareMenu(user);
    await user.click(within(menu).getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText("Sharing isn't available for accounts under 13")).toBeTruthy();
    expect(
      screen.queryByText(
        "Sharing is turned off for this player's records to protect young players",
      ),
    ).toBeNull();
    ({ menu } = await openShareMenu(user));
    await user.click(within(menu).getByRole('button', { name: 'Share as image' }));
    expect(screen.queryByText('Creating image…')).toBeNull();
    expect(writeText).not.toHaveBeenCalled();
    expect(domToBlob).not.toHaveBeenCalled();
  });
});

// docs/reference/web-app.md#sharing
describe('share as image', () => {
  /** The server's share card (`GET /card/…`): missing unless a test serves it. */
  const cardFetch = vi.fn((_url: string) =>
    Promise.resolve({ ok: false, status: 404 } as Response),
  );

  beforeEach(() => {
    vi.mocked(domToBlob).mockClear();
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:share-image');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    cardFetch.mockClear();
    vi.stubGlobal('fetch', cardFetch);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  async function chooseImage(path = '/ys', content = 'Overview content') {
    const user = userEvent.setup();
    await renderRoutes(routes('desktop'), { path });
    const { menu } = await openShareMenu(user);
    // The age check ran when the menu opened; from here on the clock is ours.
    await screen.findByText(content);
    await act(() => Promise.resolve());
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(within(menu).getByRole('button', { name: 'Share as image' }));
  }

  it('uses the server card on the game home, drawing nothing in the page', async () => {
    api();
    const png = new Blob(['card'], { type: 'image/png' });
    cardFetch.mockResolvedValueOnce({
      ok: true,
      status: 200,
      blob: () => Promise.resolve(png),
    } as Response);
    await chooseImage();
    await act(() => vi.advanceTimersByTimeAsync(0));
    const preview = screen.getByRole('dialog', { name: 'Your share image' });
    expect(cardFetch).toHaveBeenCalledExactlyOnceWith('/card/ys/812000101.png?lang=en-us', {
      headers: { accept: 'image/png' },
    });
    expect(domToBlob).not.toHaveBeenCalled();
    expect(screen.queryByText('Creating image…')).toBeNull();
    const save = within(preview).getByRole('link', { name: 'Save' });
    expect(save.getAttribute('download')).toBe('chronicle-812000101.png');
    expect(cachedShareImage(shareImageKey('812000101', '/ys|card|en-us', false))).toBe(png);
  });

  it('captures the pages the card does not cover, and a private chronicle', async () => {
    api();
    await chooseImage('/ys/abyss', 'Abyss content');
    await act(() => vi.advanceTimersByTimeAsync(2500));
    expect(domToBlob).toHaveBeenCalledTimes(1);
    expect(cardFetch).not.toHaveBeenCalled();
    expect(cachedShareImage(shareImageKey('812000101', '/ys/abyss', false))).toBeInstanceOf(Blob);
  });

  it("captures the owner's home when the chronicle is private (the card would be the neutral one)", async () => {
    api({ isPublic: false });
    await chooseImage();
    await act(() => vi.advanceTimersByTimeAsync(2500));
    expect(cardFetch).not.toHaveBeenCalled();
    expect(domToBlob).toHaveBeenCalledTimes(1);
  });

  // The server answers 404 here (beforeEach): the capture takes over, with its usual timing.
  it('shows the overlay, draws the 375-px frame after 1 s, clears 1.5 s later and previews', async () => {
    api();
    await chooseImage();
    expect(screen.getByRole('status', { name: '' }).textContent).toContain('Creating image…');
    const frame = document.querySelector('.share-frame-host');
    expect(frame?.getAttribute('aria-hidden')).toBe('true');
    expect(within(frame as HTMLElement).getByText('Aether')).toBeTruthy();
    expect(within(frame as HTMLElement).getByText('1,268')).toBeTruthy();
    expect(within(frame as HTMLElement).getByText('Spiral Abyss')).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(domToBlob).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(domToBlob).toHaveBeenCalledTimes(1);
    const [node, options] = vi.mocked(domToBlob).mock.calls[0] as unknown as [
      HTMLElement,
      Record<string, unknown>,
    ];
    expect(node.className).toBe('share-card');
    expect(options).toMatchObject({ type: 'image/png', width: 375, scale: 2 });

    await act(() => vi.advanceTimersByTimeAsync(1499));
    expect(screen.getByText('Creating image…')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Your share image' })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.queryByText('Creating image…')).toBeNull();
    expect(document.querySelector('.share-frame-host')).toBeNull();

    const preview = screen.getByRole('dialog', { name: 'Your share image' });
    const image = within(preview).getByRole('img', { name: "Share image of Aether's records" });
    expect(image.getAttribute('src')).toBe('blob:share-image');
    const save = within(preview).getByRole('link', { name: 'Save' });
    expect(save.getAttribute('href')).toBe('blob:share-image');
    expect(save.getAttribute('download')).toBe('chronicle-812000101.png');
    expect(cachedShareImage(shareImageKey('812000101', '/ys', false))).toBeInstanceOf(Blob);
  });

  it('shows a cached image at once, without fetching or drawing again', async () => {
    api();
    storeShareImage(
      shareImageKey('812000101', '/ys|card|en-us', false),
      new Blob(['old'], { type: 'image/png' }),
    );
    await chooseImage();
    expect(screen.queryByText('Creating image…')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Your share image' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(cardFetch).not.toHaveBeenCalled();
    expect(domToBlob).not.toHaveBeenCalled();
  });
});

describe('role switch', () => {
  it('keeps them when the current role is picked again', async () => {
    api();
    const user = userEvent.setup();
    storeShareImage(
      shareImageKey('812000101', '/ys', false),
      new Blob(['png'], { type: 'image/png' }),
    );
    await renderRoutes(routes('desktop'));
    expect(await screen.findByText('UID 812000101')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Switch character' }));
    await user.click(await screen.findByRole('button', { name: /Aether/ }));
    expect(cachedShareImage(shareImageKey('812000101', '/ys', false))).toBeInstanceOf(Blob);
  });

  // docs/reference/web-app.md#sharing
  it('forgets the produced share images', async () => {
    api();
    const user = userEvent.setup();
    storeShareImage(
      shareImageKey('812000101', '/ys', false),
      new Blob(['png'], { type: 'image/png' }),
    );
    await renderRoutes(routes('desktop'));
    await user.click(await screen.findByRole('button', { name: 'Switch character' }));
    await user.click(await screen.findByRole('button', { name: /Hollow/ }));
    expect(await screen.findByText('UID 612000111')).toBeTruthy();
    expect(cachedShareImage(shareImageKey('812000101', '/ys', false))).toBeUndefined();
  });
});

describe('mobile account card', () => {
  it('offers the owner an icon share button with a sheet and the journey summary entry', async () => {
    window.history.replaceState(null, '', '/m.html#/ys');
    api();
    const user = userEvent.setup();
    await renderRoutes(routes('mobile'), { shell: 'mobile' });
    await screen.findByText('Overview content');
    expect(screen.getByRole('link', { name: /My journey summary/ }).getAttribute('href')).toBe(
      '/ys/summary',
    );
    expect(screen.getByRole('button', { name: 'Copy UID' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    const sheet = await screen.findByRole('dialog', { name: 'Share my records' });
    expect(sheet.className).toContain('sheet');
    const list = within(sheet).getByRole('list');
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Copy link', 'Share on Facebook', 'Share on Twitter', 'Share as image']);
  });

  it('gives a visitor no journey summary entry and no owner controls', async () => {
    visit('100000002', '/m.html');
    api({ nickname: 'Lumine' });
    await renderRoutes(routes('mobile'), { shell: 'mobile' });
    await screen.findByText('Overview content');
    expect(screen.getByRole('button', { name: 'Share' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /My journey summary/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Copy UID' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Switch character' })).toBeNull();
  });

  it('keeps the journey summary entry to the main game', async () => {
    api();
    await renderRoutes(routes('mobile'), { shell: 'mobile', path: '/bh3' });
    await screen.findByText('Second game content');
    expect(screen.getByRole('button', { name: 'Copy UID' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /My journey summary/ })).toBeNull();
  });
});
