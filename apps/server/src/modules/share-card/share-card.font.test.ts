import { GAMES, SERVER_TEXT, type Lang } from '@chronicle/contract';
import satori from 'satori';
import { describe, expect, it } from 'vitest';
import { h } from './share-card.art.js';
import { cardFonts } from './share-card.font.js';

/** Every word a card of the language can draw that is not a role's own: labels, servers, games. */
function cardWords(lang: Lang): string {
  const text = SERVER_TEXT[lang];
  const { hsr, bh3, ...shared } = text.shareCard;
  return [
    ...Object.values(shared),
    ...Object.values(hsr),
    ...Object.values(bh3),
    ...Object.values(text.card).flatMap((labels) => Object.values(labels)),
    ...Object.values(text.regions),
    ...GAMES.map((g) => g.name.toUpperCase()),
  ].join(' ');
}

/**
 * The segments satori finds no glyph for in the given fonts: it asks `loadAdditionalAsset` for
 * them (and would draw a "no glyph" box). None means every letter is drawn from our fonts.
 */
async function missingGlyphs(text: string, fonts: ReturnType<typeof cardFonts>): Promise<string[]> {
  const missing: string[] = [];
  await satori(h('div', { display: 'flex', flexWrap: 'wrap', fontFamily: fonts.family }, text), {
    width: 1200,
    height: 630,
    fonts: fonts.fonts,
    loadAdditionalAsset: (_code, segment) => {
      missing.push(segment);
      return Promise.resolve([]);
    },
  });
  return missing;
}

describe('the share card fonts', () => {
  it('have a glyph for every word of a card in each of the 15 languages', async () => {
    for (const lang of Object.keys(SERVER_TEXT) as Lang[]) {
      const words = cardWords(lang);
      expect(await missingGlyphs(words, cardFonts(words, lang)), lang).toEqual([]);
    }
  });

  it('draw Chinese, Japanese and Thai names in any language, from a few small subsets', async () => {
    const names = '旅行者 ナヴィア 여행자 นักเดินทาง';
    const fonts = cardFonts(`Aether ${names}`, 'fr-fr');
    expect(await missingGlyphs(names, fonts)).toEqual([]);
    // Not whole fonts: a subset per script and weight, a few dozen kilobytes each.
    expect(fonts.fonts.length).toBeLessThan(30);
    for (const font of fonts.fonts) expect(font.data.byteLength).toBeLessThan(200_000);
  });

  it('put the language’s own script first: 直 is drawn the Chinese or the Japanese way', () => {
    const family = (lang: Lang) => cardFonts('直', lang).family;
    expect(family('zh-cn')).toMatch(/^'inter latin', 'sc \d+'/);
    expect(family('ja-jp')).toMatch(/^'inter latin', 'jp \d+'/);
    expect(family('zh-tw')).toMatch(/^'inter latin', 'tc \d+'/);
  });

  it('are what the English fallback lacked: Inter alone has no Japanese, so satori says so', async () => {
    const japanese = SERVER_TEXT['ja-jp'].shareCard.privateBody;
    expect(await missingGlyphs(japanese, cardFonts('Records', 'en-us'))).not.toEqual([]);
  });
});
