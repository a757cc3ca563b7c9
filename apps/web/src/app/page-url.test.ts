import { GAMES } from '@chronicle/contract';
import { describe, expect, it } from 'vitest';
import { pagePrefixRedirect, pageUrl, urlWithLang } from './page-url.js';

const at = (href: string) => new URL(href) as unknown as Location;

describe('page URLs', () => {
  it('serves the third game under /rpg/ on both shells', () => {
    const hsr = GAMES.find((game) => game.key === 'hsr');
    if (!hsr) throw new Error('no hsr');
    expect(pageUrl(hsr, 'desktop', '/hsr', '')).toBe('/rpg/index.html#/hsr');
    expect(pageUrl(hsr, 'mobile', '/hsr', '?lang=ja-jp')).toBe('/rpg/m.html?lang=ja-jp#/hsr');
  });

  it('adds the /rpg/ prefix for the third game and removes it for the others', () => {
    expect(pagePrefixRedirect('desktop', at('http://x/index.html?uid=1#/hsr'))).toBe(
      '/rpg/index.html?uid=1#/hsr',
    );
    expect(pagePrefixRedirect('mobile', at('http://x/rpg/m.html#/ys/abyss'))).toBe(
      '/m.html#/ys/abyss',
    );
    expect(pagePrefixRedirect('desktop', at('http://x/index.html#/ys'))).toBeUndefined();
    expect(pagePrefixRedirect('desktop', at('http://x/rpg/index.html#/hsr/set'))).toBeUndefined();
  });

  it('sets the lang parameter where the page keeps its parameters', () => {
    expect(urlWithLang('fr-fr', at('http://x/m.html#/ys'))).toBe('http://x/m.html?lang=fr-fr#/ys');
    expect(urlWithLang('fr-fr', at('http://x/m.html?lang=de-de&uid=2#/ys'))).toBe(
      'http://x/m.html?lang=fr-fr&uid=2#/ys',
    );
    expect(urlWithLang('fr-fr', at('http://x/m.html#/ys?lang=de-de'))).toBe(
      'http://x/m.html#/ys?lang=fr-fr',
    );
  });
});
