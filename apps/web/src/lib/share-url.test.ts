import { describe, expect, it } from 'vitest';
import { facebookShareUrl, shareChannels, shareUrl, twitterShareUrl } from './share-url.js';

describe('shareUrl', () => {
  it('points at the current route for the viewed account, in the sharer language', () => {
    expect(
      shareUrl({
        origin: 'https://chronicle.example',
        pathname: '/index.html',
        routePath: '/ys/abyss',
        viewUid: '100000002',
        lang: 'de-de',
      }),
    ).toBe(
      'https://chronicle.example/index.html?gid=2&uid=100000002&lang=de-de#/ys/abyss?uid=100000002&lang=de-de',
    );
  });

  it('keeps the third game page and adds a missing leading slash', () => {
    expect(
      shareUrl({
        origin: 'http://127.0.0.1:5112',
        pathname: '/rpg/m.html',
        routePath: 'hsr',
        viewUid: '100000001',
        lang: 'en-us',
      }),
    ).toBe(
      'http://127.0.0.1:5112/rpg/m.html?gid=6&uid=100000001&lang=en-us#/hsr?uid=100000001&lang=en-us',
    );
  });

  it("names the route's game before the hash, where the server sees it (link previews)", () => {
    const url = (routePath: string, extra?: Record<string, string>) =>
      new URL(
        shareUrl({
          origin: 'https://chronicle.example',
          pathname: '/m.html',
          routePath,
          viewUid: '100000003',
          lang: 'ja-jp',
          extra,
        }),
      );
    const game = (routePath: string) => url(routePath).searchParams.get('gid');
    expect(game('/ys/abyss')).toBe('2');
    expect(game('/bh3/battlesuits')).toBe('1');
    expect(game('/hsr')).toBe('6');
    // A route of no game: the page's own game applies, so the link names none.
    expect(game('/wiki/characters')).toBeNull();
    const withRound = url('/ys/role-combat', { round: '3' });
    expect(Object.fromEntries(withRound.searchParams)).toEqual({
      gid: '2',
      uid: '100000003',
      lang: 'ja-jp',
    });
    // The page's parameters stay in the hash, which the app reads first.
    expect(withRound.hash).toBe('#/ys/role-combat?round=3&uid=100000003&lang=ja-jp');
  });
});

describe('social share URLs', () => {
  const url = 'https://chronicle.example/index.html#/ys?uid=1&lang=en-us';

  it('encodes the whole link for Facebook', () => {
    expect(facebookShareUrl(url)).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fchronicle.example%2Findex.html%23%2Fys%3Fuid%3D1%26lang%3Den-us',
    );
  });

  it('encodes the link and the text for Twitter', () => {
    expect(twitterShareUrl(url, "Lumine's records & more")).toBe(
      "https://twitter.com/intent/tweet?url=https%3A%2F%2Fchronicle.example%2Findex.html%23%2Fys%3Fuid%3D1%26lang%3Den-us&text=Lumine's%20records%20%26%20more",
    );
  });
});

describe('shareChannels', () => {
  it('offers the owner link, social and image', () => {
    expect(shareChannels(false)).toEqual(['link', 'facebook', 'twitter', 'image']);
  });

  it('offers a visitor link and social only', () => {
    expect(shareChannels(true)).toEqual(['link', 'facebook', 'twitter']);
  });
});
