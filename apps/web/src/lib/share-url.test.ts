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
    ).toBe('https://chronicle.example/index.html#/ys/abyss?uid=100000002&lang=de-de');
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
    ).toBe('http://127.0.0.1:5112/rpg/m.html#/hsr?uid=100000001&lang=en-us');
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
